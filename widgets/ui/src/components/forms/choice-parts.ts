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
