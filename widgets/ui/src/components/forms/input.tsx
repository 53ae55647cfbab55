import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { useFieldControl } from './field';

export const controlStyles = css`
  width: 100%;
  border: 1px solid ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-family: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  box-shadow: ${(p) => p.theme.shadow.xs};
  transition:
    border-color ${(p) => p.theme.motion.fast},
    box-shadow ${(p) => p.theme.motion.fast};

  &::placeholder {
    color: ${(p) => p.theme.color.textSubtle};
  }
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.color.textSubtle};
  }
  &:focus {
    outline: none;
    border-color: ${(p) => p.theme.color.primary};
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.color.danger};
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px rgba(220, 38, 38, 0.2);
  }
  &:disabled,
  &[readonly] {
    background: ${(p) => p.theme.color.surfaceMuted};
    color: ${(p) => p.theme.color.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const StyledInput = styled.input`
  ${controlStyles};
  height: 2.5rem;
  padding: 0 0.75rem;
`;

const StyledTextarea = styled.textarea`
  ${controlStyles};
  min-height: 6rem;
  padding: 0.625rem 0.75rem;
  line-height: 1.5;
  resize: vertical;
`;

/** An icon inside a control, 0.75rem from its `side`, centred on its height; clicks pass through. */
export const controlAdornment = (side: 'left' | 'right') => css`
  position: absolute;
  ${side}: 0.75rem;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  pointer-events: none;
`;

/** A text input; inside a `Field` it takes the field's id, message and validity. */
export function Input(props: ComponentPropsWithRef<'input'>) {
  return <StyledInput {...useFieldControl(props)} />;
}

/** A multi-line text input; inside a `Field` it takes the field's id, message and validity. */
export function Textarea(props: ComponentPropsWithRef<'textarea'>) {
  return <StyledTextarea {...useFieldControl(props)} />;
}
