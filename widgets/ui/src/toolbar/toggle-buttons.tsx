import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '@portfolio/ui';

export interface ToggleButtonsProps<T extends string> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange'
> {
  /** What the group chooses, for assistive technology ("Zoom", "Group the obligations"). */
  'aria-label': string;
  /** The choices with their words, in the order they show (`labelledOptions(values, labels)`). */
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One view among a few, each a small button: the chosen one is filled and pressed
 * (`aria-pressed`), the others outlined. For a choice of how a list or chart shows, not a filter.
 * Left out of a printed page, where a button does nothing.
 */
export function ToggleButtons<T extends string>({
  options,
  value,
  onChange,
  ...props
}: ToggleButtonsProps<T>) {
  return (
    <Group role="group" data-print-hide="" {...props}>
      {options.map((option) => (
        <Button
          key={option.value}
          $size="sm"
          $variant={value === option.value ? 'primary' : 'outline'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;
