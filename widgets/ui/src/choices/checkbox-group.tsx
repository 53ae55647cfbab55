import type { ReactNode } from 'react';
import styled from 'styled-components';
import { bareFieldset } from './choice-parts';

export interface CheckboxGroupProps<T extends string> {
  /** The group's name, read as the fieldset's legend. */
  legend: string;
  /** The choices, in order, each with its label. */
  options: readonly T[];
  labels: Record<T, ReactNode>;
  value: readonly T[];
  /** The chosen values, in the options' order. */
  onChange: (value: T[]) => void;
  hint?: string;
  /** What is wrong with the choice; said in place of the hint. */
  error?: string;
  disabled?: boolean;
}

/** A fieldset of checkboxes choosing several of a fixed list (native inputs: keyboard and readers). */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  hint,
  error,
  disabled,
}: CheckboxGroupProps<T>) {
  const toggle = (option: T, on: boolean) =>
    onChange(options.filter((o) => (o === option ? on : value.includes(o))));
  return (
    <Group disabled={disabled}>
      <legend>{legend}</legend>
      {error ? (
        <Hint $error role="alert">
          {error}
        </Hint>
      ) : hint ? (
        <Hint>{hint}</Hint>
      ) : null}
      <Choices>
        {options.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={value.includes(option)}
              onChange={(e) => toggle(option, e.target.checked)}
            />
            {labels[option]}
          </label>
        ))}
      </Choices>
    </Group>
  );
}

const Group = styled.fieldset`
  ${bareFieldset}
  legend {
    padding: 0;
    margin-bottom: 0.375rem;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 600;
  }
`;

const Hint = styled.p<{ $error?: boolean }>`
  margin: 0 0 0.375rem;
  color: ${(p) => (p.$error ? p.theme.color.danger : p.theme.color.textMuted)};
  font-size: ${(p) => p.theme.fontSize.xs};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0.25rem 1rem;
  label {
    display: inline-flex;
    align-items: flex-start;
    gap: 0.5rem;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  input {
    margin-top: 0.2rem;
  }
`;
