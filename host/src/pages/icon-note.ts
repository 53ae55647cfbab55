import styled from 'styled-components';
import type { Tone } from '@portfolio/contracts';
import { tonedBox } from '@portfolio/ui';

/**
 * A note led by its icon, in a box of its tone (amber unless given): what a person should know
 * before going on (an address not verified, an invitation for another address), or a refusal.
 */
export const IconNote = styled.div<{ $tone?: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  ${(p) => tonedBox(p.$tone ?? 'amber')(p)}
  border-radius: ${(p) => p.theme.radius.md};
  font-size: ${(p) => p.theme.fontSize.sm};
  svg {
    flex-shrink: 0;
    margin-top: 0.125rem;
  }
`;
