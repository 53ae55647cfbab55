import styled, { css } from 'styled-components';
import { projectStatusTone, type ProjectStatus } from '@portfolio/contracts';
import { Grid, Spread, color, fontSize, tone } from '@portfolio/ui';

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

/** A status's colour as a dot; `$ring` makes it larger with a soft halo, for a section's title. */
export const StatusDot = styled.span<{ $status: ProjectStatus; $ring?: boolean }>`
  width: ${(p) => (p.$ring ? '0.625rem' : '0.5rem')};
  height: ${(p) => (p.$ring ? '0.625rem' : '0.5rem')};
  border-radius: 50%;
  background: ${(p) => tone(projectStatusTone(p.$status), 'solid')(p)};
  box-shadow: ${(p) => (p.$ring ? `0 0 0 4px ${tone(projectStatusTone(p.$status), 'bg')(p)}` : 'none')};
`;

/** A status's name led by its `StatusDot`. */
export const StatusName = styled.span`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${fontSize('sm')};
  font-weight: 500;
`;
