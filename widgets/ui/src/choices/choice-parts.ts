import styled, { css } from 'styled-components';

/** A fieldset that draws no box of its own: it names a group of controls and disables them. */
export const bareFieldset = css`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

/** Native radios or checkboxes side by side, each inside its label, wrapping as they must. */
export const ChoiceRow = styled.div`
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

/**
 * One choice of a list drawn as a card (a model to score by, a project to merge into): its
 * native radio, then what it is; the chosen card in the primary colour.
 */
export const ChoiceCard = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.625rem;
  padding: 0.75rem 0.875rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${(p) => p.theme.color.primary};
    background: ${(p) => p.theme.color.primarySoft};
  }
  input {
    flex-shrink: 0;
    margin-top: 0.2rem;
  }
`;
