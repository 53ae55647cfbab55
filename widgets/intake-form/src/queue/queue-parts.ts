import styled from 'styled-components';
import { color, fontSize, tonedBox } from '@portfolio/ui';

/** What the API refused and why, in its own words (or a rule the screen states before it is tried). */
export const Refusal = styled.p`
  margin: 0;
  padding: 0.625rem 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  ${tonedBox('red')}
  font-size: ${fontSize('sm')};
`;

/** A quiet line under or between the parts of a card: what is missing, what comes next. */
export const Muted = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
`;
