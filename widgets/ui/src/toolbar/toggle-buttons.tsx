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
  /** The space between the buttons (CSS length). Default: 0.5rem. */
  gap?: string;
}

/**
 * One view among a few, each a small button: the chosen one is filled and pressed
 * (`aria-pressed`), the others outlined. For a choice of how a list or chart shows, not a filter.
 */
export function ToggleButtons<T extends string>({
  options,
  value,
  onChange,
  gap = '0.5rem',
  ...props
}: ToggleButtonsProps<T>) {
  return (
    <Group role="group" $gap={gap} {...props}>
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

const Group = styled.div<{ $gap: string }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.$gap};
`;
