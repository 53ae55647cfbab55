import { Select, type SelectOption, type SelectProps } from '@portfolio/ui';

export interface FilterSelectProps<T extends string> extends Omit<
  SelectProps,
  'value' | 'onChange' | 'options' | 'placeholder'
> {
  /** The chosen value; undefined while the filter is off. */
  value: T | undefined;
  /** The first option, the one that turns the filter off (e.g. "All severities"). */
  allLabel: string;
  options: readonly (SelectOption | T)[];
  /** The chosen value, or undefined for the first option. */
  onChange: (value: T | undefined) => void;
}

/** A list filter's select: one value of `options`, or all of them through its first option. */
export function FilterSelect<T extends string>({
  value,
  allLabel,
  options,
  onChange,
  ...props
}: FilterSelectProps<T>) {
  return (
    <Select
      {...props}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      options={[{ value: '', label: allLabel }, ...options]}
    />
  );
}
