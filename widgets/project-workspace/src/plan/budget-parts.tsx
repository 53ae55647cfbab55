// What the Budget card's parts share: the styles and the over-budget test.
import styled from 'styled-components';
import { toCents } from '@portfolio/contracts';
import { FieldsForm } from '../shared/card-forms';

export const isOver = (amount: string) => (toCents(amount) ?? 0n) > 0n;

export const Variance = styled.span<{ $over: boolean }>`
  color: ${(p) => (p.$over ? p.theme.tone.red.fg : p.theme.color.text)};
`;

/**
 * The month table scrolls inside its own frame on a narrow screen, never the page; the frame
 * is the containing block of the table's visually hidden labels, so they scroll with it.
 */
export const TableFrame = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
`;

export const MonthTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSize.sm};
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    font-size: ${(p) => p.theme.fontSize.xs};
    color: ${(p) => p.theme.color.textMuted};
    font-weight: 600;
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  tbody th {
    font-weight: 600;
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
  tr[data-current] > * {
    background: ${(p) => p.theme.color.primarySoft};
  }
  td[colspan] {
    text-align: left;
  }
`;

export const Actions = styled.span`
  display: inline-flex;
  justify-content: flex-end;
  align-items: center;
  gap: 0.25rem;
`;

export const AddLine = styled.div`
  margin-top: 0.75rem;
`;

export const PlanFormFrame = styled.div`
  container-type: inline-size;
`;

export const InlineForm = styled(FieldsForm).attrs({
  $columns: 'repeat(auto-fit, minmax(9rem, 1fr)) auto',
})`
  margin-top: 0.75rem;
`;

export const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.625rem;
`;

export const Note = styled.span`
  flex-basis: 100%;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const AddSpend = styled.div`
  container-type: inline-size;
  padding-top: 0.25rem;
`;

/** The fields of a spend entry; one line once its container (the row or the footer) is wide. */
export const SpendGrid = styled(FieldsForm).attrs({
  $wideAt: '40rem',
  $columns: 'minmax(11rem, 1fr) minmax(8rem, 1fr) minmax(10rem, 1fr) minmax(0, 2fr)',
})`
  flex: 1;
`;

export const SpendActions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  grid-column: 1 / -1;
`;
