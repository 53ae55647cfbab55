import { css } from 'styled-components';
import { media, type Theme } from '@portfolio/ui';

/** The marketing pages' type and surfaces, so the landing and the tracking page read alike. */

/** A section heading: heavy and tight. */
export const headline = (size: keyof Theme['fontSize']) => css`
  font-size: ${(p) => p.theme.fontSize[size]};
  font-weight: 800;
  letter-spacing: -0.03em;
`;

/** Running text beside a heading, muted and loosely set at `size`: a lead, a tile's body. */
export const prose = (size: keyof Theme['fontSize']) => css`
  font-size: ${(p) => p.theme.fontSize[size]};
  color: ${(p) => p.theme.color.textMuted};
  line-height: 1.6;
`;

/** The paragraph under a heading. */
export const lead = prose('lg');

/** A bordered white tile: a feature, a recorded property, a view. */
export const tile = css`
  border-radius: ${(p) => p.theme.radius.xl};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.xs};
`;

/** The pages' centred 1200 px column. */
export const column = css`
  max-width: 1200px;
  margin: 0 auto;
`;

/** Text beside a picture or a form: stacked, side by side in `columns` from a laptop up. */
export const split = (columns: string, align: 'center' | 'start') => css`
  display: grid;
  gap: 3rem;
  align-items: ${align};
  ${media.lg} {
    grid-template-columns: ${columns};
  }
`;
