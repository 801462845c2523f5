import type { FormErrors } from '@mantine/form';
import { useState } from 'react';

/** What a schema's `safeParse` answers, as much as the filters need of it. */
type Checker = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: unknown }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/**
 * A list's filters as the form holds them (null: not chosen), checked by the server's own schema
 * before anything is asked, so that a period out of order is said beside its field. Only the
 * chosen filters travel: an empty date means no bound, not an invalid one.
 */
export function useCheckedFilters<Values extends Record<string, unknown>, Filters>(
  initial: Values,
  schema: Checker,
) {
  const [values, setValues] = useState<Values>(initial);
  const filters = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== ''),
  ) as Filters;
  const checked = schema.safeParse(filters);
  const errors: FormErrors = checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  return {
    values,
    filters,
    errors,
    valid: checked.success,
    setFilter: <Key extends keyof Values>(key: Key, value: Values[Key]) =>
      setValues((current) => ({ ...current, [key]: value })),
  };
}
