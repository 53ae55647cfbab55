import styled, { css } from 'styled-components';
import { Grid, Spread, color, fontSize } from '@portfolio/ui';

/** The pieces of a By Department or By Status section card, so both read alike. */
export const SectionHeader = styled(Spread).attrs({ $gap: '1rem 2rem' })`
  padding: 1.25rem 1.5rem;
  border-bottom: 1px solid ${color('border')};
`;

export const sectionTitle = css`
  font-size: ${fontSize('lg')};
  font-weight: 600;
  letter-spacing: -0.01em;
`;

/** Flush for a table that runs to the card's edges. */
export const SectionBody = styled.div<{ $flush?: boolean }>`
  padding: ${(p) => (p.$flush ? '0' : '1.25rem 1.5rem 1.5rem')};
`;

export const ProjectCardGrid = styled(Grid).attrs({
  $gap: '0.875rem',
  $columns: { md: 2, xl: 3 },
})``;

/** The small uppercase name of a figure (a `dt`). */
export const figureLabel = css`
  font-weight: 500;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${color('textSubtle')};
`;
