import styled from 'styled-components';
import { color, fontSize } from '@portfolio/ui';

/** A quiet line under or between the parts of a card: what is missing, what comes next. */
export const Muted = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
`;
