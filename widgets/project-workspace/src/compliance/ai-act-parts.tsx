import styled from 'styled-components';

/* Styles shared by the EU AI Act card's parts (classification, obligations, questionnaire). */

export const Muted = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const ErrorText = styled.p`
  margin: 0 0 0.75rem;
  grid-column: 1 / -1;
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
