import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessage, RequiredMark, labelStyles } from '@portfolio/ui';
import { ChoiceRow, bareFieldset } from '@portfolio/ui/choices';

export interface YesNoQuestionProps {
  /** The radios' name and the prefix of the message's id; unique in the form. */
  name: string;
  /** The question, read as the group's name. */
  question: ReactNode;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  required?: boolean;
  /** Under the question while there is no error. */
  hint?: ReactNode;
  error?: string;
}

const CHOICES = [
  ['Yes', true],
  ['No', false],
] as const;

/**
 * A yes-or-no question as two radios in a fieldset named by the question; its hint or error is
 * tied to the group (aria-describedby), as a Field ties a message to its control.
 */
export function YesNoQuestion({
  name,
  question,
  value,
  onChange,
  required = false,
  hint,
  error,
}: YesNoQuestionProps) {
  const messageId = `${name}-message`;
  return (
    <Group
      role="radiogroup"
      aria-describedby={error || hint ? messageId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
    >
      <legend>
        {question}
        {required ? <RequiredMark /> : null}
      </legend>
      <ChoiceRow>
        {CHOICES.map(([label, choice]) => (
          <label key={label}>
            <input
              type="radio"
              name={name}
              value={label.toLowerCase()}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {label}
          </label>
        ))}
      </ChoiceRow>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </Group>
  );
}

const Group = styled.fieldset`
  ${bareFieldset}
  display: grid;
  gap: 0.375rem;
  & > legend {
    padding: 0;
    margin-bottom: 0.375rem;
    ${labelStyles}
  }
`;
