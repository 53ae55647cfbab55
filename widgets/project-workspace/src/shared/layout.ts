import styled from 'styled-components';
import { media } from '@portfolio/ui';

/** A section's cards, one under another. */
export const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
`;

/** Two cards side by side from a wide screen up (and on paper). */
export const Columns = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media print {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.875rem;
  }
`;

/** A card a risk's Fix scrolls to (by its id). */
export const Slot = styled.div`
  min-width: 0;
  scroll-margin-top: 1rem;
`;
