import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatMonth, type AllocationLoad } from '@portfolio/contracts';
import { TitledCard, VisuallyHidden, type Theme, type TitledCardProps } from '@portfolio/ui';
import { ListEmpty } from '@portfolio/ui/lists';

interface MonthTableProps {
  /** The table's frame's accessible name. */
  label: string;
  caption: string;
  /** The heading of the column naming each row ("Person"). */
  rowHeading: string;
  months: string[];
  thisMonth?: string;
}

/**
 * A card of the capacity page (people, departments): a `MonthTable` with a row per item, or
 * `empty` while there is none.
 */
export function MonthCard<T>({
  icon,
  title,
  description,
  items,
  empty,
  children,
  ...table
}: Pick<TitledCardProps, 'icon' | 'title' | 'description'> &
  MonthTableProps & {
    items: readonly T[];
    empty: ReactNode;
    /** An item's row (a `tr`, with its key). */
    children: (item: T) => ReactNode;
  }) {
  return (
    <TitledCard icon={icon} title={title} description={description}>
      {items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <MonthTable {...table}>{items.map(children)}</MonthTable>
      )}
    </TitledCard>
  );
}

/**
 * A table of months in its own scrolling frame (a region, reachable by keyboard): a heading
 * row of the months, `thisMonth` marked, then `children`, one row each.
 */
function MonthTable({
  label,
  caption,
  rowHeading,
  months,
  thisMonth,
  children,
}: MonthTableProps & { children: ReactNode }) {
  return (
    <Frame tabIndex={0} role="region" aria-label={label}>
      <HeatTable>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">{rowHeading}</th>
            {months.map((month) => (
              <th key={month} scope="col" aria-current={month === thisMonth ? 'date' : undefined}>
                {formatMonth(month)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </HeatTable>
    </Frame>
  );
}

/** The colours of a load: background, text, border. */
export const LOAD_COLOURS = (load: AllocationLoad, theme: Theme) =>
  ({
    over: { bg: theme.tone.red.fg, fg: '#ffffff', border: theme.tone.red.fg },
    steady: { bg: theme.tone.blue.bg, fg: theme.tone.blue.fg, border: theme.tone.blue.border },
    light: { bg: theme.color.surfaceMuted, fg: theme.color.textMuted, border: theme.color.border },
    none: { bg: theme.color.surface, fg: theme.color.textMuted, border: theme.color.border },
  })[load];

export const Swatch = styled.span<{ $load: AllocationLoad }>`
  width: 1rem;
  height: 1rem;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => LOAD_COLOURS(p.$load, p.theme).bg};
  border: 1px solid ${(p) => LOAD_COLOURS(p.$load, p.theme).border};
`;

/**
 * The table scrolls inside its own frame: the page never scrolls sideways (positioned, so the
 * table's visually hidden texts are clipped by it too).
 */
const Frame = styled.div`
  position: relative;
  overflow-x: auto;
  margin-top: 1rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focusRing};
    outline-offset: -2px;
  }
`;

const HeatTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSize.sm};
  th,
  td {
    padding: 0.375rem;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    text-align: center;
  }
  thead th {
    font-weight: 600;
    color: ${(p) => p.theme.color.textMuted};
    white-space: nowrap;
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  thead th[aria-current='date'] {
    color: ${(p) => p.theme.color.primary};
  }
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 10rem;
    padding-left: 1.25rem;
    text-align: left;
    background: ${(p) => p.theme.color.surface};
  }
  thead th:first-child {
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

export const Name = styled.span`
  display: block;
  font-weight: 600;
`;

export const Title = styled.span`
  display: block;
  font-weight: 400;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

export const CellButton = styled.button<{ $load: AllocationLoad }>`
  width: 100%;
  min-width: 3.75rem;
  padding: 0.5rem 0.25rem;
  border: 1px solid ${(p) => LOAD_COLOURS(p.$load, p.theme).border};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => LOAD_COLOURS(p.$load, p.theme).bg};
  color: ${(p) => LOAD_COLOURS(p.$load, p.theme).fg};
  font: inherit;
  font-weight: ${(p) => (p.$load === 'over' ? 700 : 500)};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover {
    filter: brightness(0.96);
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.primary};
    outline-offset: 1px;
  }
`;

export const Total = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** The kit's empty note, inset as the card's content. */
const Empty = styled(ListEmpty)`
  margin: 0 1.5rem 1.25rem;
`;
