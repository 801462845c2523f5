import { Select, type SelectProps } from '@mantine/core';

type FilterSelectProps<Value extends string> = Omit<SelectProps, 'value' | 'onChange' | 'clearable'> & {
  value: Value | null;
  onChange: (value: Value | null) => void;
  /** What clearing the filter shows, said to a screen reader on its clear button. */
  clearLabel: string;
};

/**
 * A list's filter among fixed choices: cleared back to "all" by its button. The options are the
 * domain's values, so the chosen one is typed as such.
 */
export function FilterSelect<Value extends string>({
  value,
  onChange,
  clearLabel,
  ...props
}: FilterSelectProps<Value>) {
  return (
    <Select
      {...props}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      value={value}
      onChange={(chosen) => onChange(chosen as Value | null)}
    />
  );
}
