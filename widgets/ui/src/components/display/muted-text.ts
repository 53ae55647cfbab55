import styled from 'styled-components';

/** A quiet line of small grey text: what a list or a card does not hold yet, a secondary note. */
export const MutedText = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;
