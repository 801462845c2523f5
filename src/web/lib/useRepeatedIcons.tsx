import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import classes from './repeatedIcons.module.css';

type RepeatedIcons<Name extends string> = {
  /** The icons' drawings, to place once in the page, before the rows that show them. */
  definitions: ReactNode;
  /** One icon of the set, pointing at its drawing. */
  icon: (name: Name) => ReactNode;
};

const SIZE = 16;

/**
 * Icons a list shows on every row (edit, delete…), drawn once and pointed at by each row: a
 * register page showed 175 icons of a few hundred bytes each, a third of its HTML, and each one
 * was a component for the browser to take over.
 */
export function useRepeatedIcons<Name extends string>(icons: Record<Name, LucideIcon>): RepeatedIcons<Name> {
  const prefix = useId();
  const names = Object.keys(icons) as Name[];
  return {
    definitions: (
      <svg className={classes.definitions} aria-hidden="true">
        {names.map((name) => {
          const Icon: LucideIcon = icons[name];
          return (
            <symbol key={name} id={`${prefix}${name}`} viewBox={`0 0 ${SIZE} ${SIZE}`}>
              <Icon size={SIZE} />
            </symbol>
          );
        })}
      </svg>
    ),
    icon: (name) => (
      <svg width={SIZE} height={SIZE} aria-hidden="true">
        <use href={`#${prefix}${name}`} />
      </svg>
    ),
  };
}
