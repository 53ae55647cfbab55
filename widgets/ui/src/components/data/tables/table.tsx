import type { ReactNode, TableHTMLAttributes } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../display/visually-hidden';

/** Scrolls a wide table horizontally inside a bordered surface. */
export const TableContainer = styled.div`
  /* Relative: a visually hidden header is clipped here instead of widening the page. */
  position: relative;
  width: 100%;
  overflow-x: auto;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

export const THead = styled.thead`
  background: ${(p) => p.theme.color.surfaceMuted};
`;

export const TBody = styled.tbody``;

export const Tr = styled.tr<{ $clickable?: boolean }>`
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  tbody &:last-child {
    border-bottom: none;
  }
  ${(p) =>
    p.$clickable &&
    `cursor: pointer;
     &:hover { background: ${p.theme.color.surfaceMuted}; }
     &:focus-visible { outline: 2px solid ${p.theme.color.primary}; outline-offset: -2px; }`}
`;

export const Th = styled.th<{ $align?: 'left' | 'right' | 'center' }>`
  padding: 0.75rem 1rem;
  text-align: ${(p) => p.$align ?? 'left'};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${(p) => p.theme.color.textMuted};
  white-space: nowrap;
`;

export const Td = styled.td<{ $align?: 'left' | 'right' | 'center'; $muted?: boolean }>`
  padding: 0.875rem 1rem;
  text-align: ${(p) => p.$align ?? 'left'};
  vertical-align: middle;
  color: ${(p) => (p.$muted ? p.theme.color.textMuted : p.theme.color.text)};
`;

export interface DataColumn {
  label: string;
  align?: 'left' | 'right' | 'center';
  /** Said to screen readers only: the name of a column of buttons. */
  hidden?: boolean;
}

export interface DataTableProps<T> extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  /** A plain string is a left-aligned column of that name. */
  columns: readonly (string | DataColumn)[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The `Td` cells of one row. */
  children: (row: T) => ReactNode;
  /** A `data-testid` on every body row. */
  rowTestId?: string;
}

/** The last column of a table whose rows end with buttons: named for screen readers only. */
export const ACTIONS_COLUMN: DataColumn = { label: 'Actions', align: 'right', hidden: true };

/** A table of `rows` under a header of `columns`; each row's cells come from `children`. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  children,
  rowTestId,
  ...rest
}: DataTableProps<T>) {
  return (
    <Table {...rest}>
      <THead>
        <Tr>
          {columns.map((entry) => {
            const column = typeof entry === 'string' ? { label: entry } : entry;
            return (
              <Th key={column.label} $align={column.align}>
                {column.hidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
              </Th>
            );
          })}
        </Tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={rowKey(row)} data-testid={rowTestId}>
            {children(row)}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
