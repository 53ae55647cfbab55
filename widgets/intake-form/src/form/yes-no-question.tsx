import type { ReactNode } from 'react';
import styled from 'styled-components';

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
  const message = error || hint;
  return (
    <Group
      role="radiogroup"
      aria-describedby={message ? messageId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
    >
      <legend>
        {question}
        {required ? <Required aria-hidden="true"> *</Required> : null}
      </legend>
      <Choices>
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
      </Choices>
      {error ? (
        <ErrorText id={messageId} role="alert">
          {error}
        </ErrorText>
      ) : hint ? (
        <Hint id={messageId}>{hint}</Hint>
      ) : null}
    </Group>
  );
}

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: 0.375rem;
  & > legend {
    padding: 0;
    margin-bottom: 0.375rem;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 500;
    color: ${(p) => p.theme.color.text};
  }
`;

const Required = styled.span`
  color: ${(p) => p.theme.color.danger};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${(p) => p.theme.fontSize.sm};
    cursor: pointer;
  }
`;

const ErrorText = styled.p`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.danger};
  font-weight: 500;
`;

const Hint = styled.p`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;
