import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './IconAction.module.css';

type IconActionProps = {
  /** Names the button for screen readers, and shows above it on hover and keyboard focus. */
  label: string;
  color?: string;
  variant?: ActionIconProps['variant'];
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
};

/**
 * An icon button of a table row or a card. Its label is drawn by CSS rather than by Mantine's
 * Tooltip: a page of rows holds a hundred of these, and a Tooltip each (its floating position,
 * its listeners) made a phone take twice as long to draw the page (measured with Lighthouse).
 */
export function IconAction({
  label,
  color,
  variant = 'subtle',
  loading,
  onClick,
  children,
}: IconActionProps) {
  return (
    <ActionIcon
      className={classes.action}
      data-label={label}
      variant={variant}
      color={color}
      aria-label={label}
      loading={loading}
      onClick={onClick}
    >
      {children}
    </ActionIcon>
  );
}
