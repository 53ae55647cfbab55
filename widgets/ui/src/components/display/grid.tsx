import styled, { css } from 'styled-components';
import { media } from '../../theme/theme';

type Breakpoint = keyof typeof media;

export interface GridProps {
  /** Space between cells; 1rem unless given. */
  $gap?: string;
  /**
   * The columns from each breakpoint up (one column below the first): a number is that many equal
   * columns that never widen past their share, a string is a `grid-template-columns` value.
   */
  $columns?: Partial<Record<Breakpoint, number | string>>;
}

const template = (columns: number | string) =>
  typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns;

/** The kit's responsive grid: `<Grid $columns={{ md: 2, xl: 3 }}>` for a list of cards. */
export const Grid = styled.div<GridProps>`
  display: grid;
  gap: ${(p) => p.$gap ?? '1rem'};
  ${(p) =>
    (Object.keys(media) as Breakpoint[]).map((breakpoint) => {
      const columns = p.$columns?.[breakpoint];
      return columns === undefined
        ? null
        : css`
            ${media[breakpoint]} {
              grid-template-columns: ${template(columns)};
            }
          `;
    })}
`;

/** Items on one line pushed to both ends, wrapping below when they do not fit (0.75rem apart). */
export const Spread = styled.div<{ $gap?: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.$gap ?? '0.75rem'};
`;
