import styled from 'styled-components';
import type { Tone } from '@portfolio/contracts';
import { tonedBox } from '@portfolio/ui';

/**
 * A short note in a tone's box, in the kit's `RefusalNotice` style: a rule a form states before it
 * is tried (amber, `role="note"`), what a dialog is about to do (green, `role="status"`), a warning
 * (red, `role="alert"`).
 */
export const TonedNotice = styled.p<{ $tone: Tone }>`
  margin: 0;
  padding: 0.625rem 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  ${(p) => tonedBox(p.$tone)(p)}
  font-size: ${(p) => p.theme.fontSize.sm};
`;
