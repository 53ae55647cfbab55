import { createContext, useContext, useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** The id, description and validity a control inside a {@link Field} takes unless it sets its own. */
export function useFieldControl<
  P extends {
    id?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: unknown;
    required?: boolean;
  },
>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': props['aria-describedby'] ?? field.describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
  };
}

export interface FieldProps {
  label: ReactNode;
  /** The validation message; shown under the control and announced with it. */
  error?: string | null;
  /** A hint under the control when there is no error. */
  hint?: ReactNode;
  /** Marks the label with an asterisk and the control as required. */
  required?: boolean;
  /** Id of the control; generated when absent. */
  id?: string;
  children: ReactNode;
  className?: string;
}

/** A label, a control and its message, wired together for assistive technology. */
export function Field({
  label,
  error,
  hint,
  required = false,
  id,
  children,
  className,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const messageId = `${controlId}-message`;
  const message = error || hint;
  return (
    <FieldContext.Provider
      value={{
        id: controlId,
        describedBy: message ? messageId : undefined,
        invalid: Boolean(error),
        required,
      }}
    >
      <Wrapper className={className}>
        <Label htmlFor={controlId}>
          {label}
          {required ? <RequiredMark /> : null}
        </Label>
        {children}
        <MessageLine>
          <FieldMessage id={messageId} error={error} hint={hint} />
        </MessageLine>
      </Wrapper>
    </FieldContext.Provider>
  );
}

/** The asterisk of a required field (the control says it is required to assistive technology). */
export const RequiredMark = () => <Required aria-hidden="true"> *</Required>;

/** A control's error, or else its hint, under the id the control is described by. */
export function FieldMessage({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | null;
  hint?: ReactNode;
}) {
  if (error) {
    return (
      <ErrorText id={id} role="alert">
        {error}
      </ErrorText>
    );
  }
  return hint ? <Hint id={id}>{hint}</Hint> : null;
}

const Wrapper = styled.div`
  display: grid;
  gap: 0.375rem;
  min-width: 0;
`;

/** How a control's name reads: a label, or the legend of a group of choices. */
export const labelStyles = css`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 500;
  color: ${(p) => p.theme.color.text};
`;

export const Label = styled.label`
  ${labelStyles}
`;

/**
 * The small uppercase name over a value or a part (a column's, a term's, a section of a card's):
 * muted, so what it names reads first.
 */
export const captionStyles = css`
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${(p) => p.theme.color.textMuted};
`;

const Required = styled.span`
  color: ${(p) => p.theme.color.danger};
`;

/** Always there, one line tall: an error appearing does not push the fields below it. */
const MessageLine = styled.div`
  min-height: calc(${(p) => p.theme.fontSize.xs} * 1.5);
  line-height: 1.5;
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
