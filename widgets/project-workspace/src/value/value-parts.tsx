// What the Value card's parts share: the form helpers and the styles.
import styled from 'styled-components';
import { type GateDecision, type Tone } from '@portfolio/contracts';
import { Cluster } from '@portfolio/ui';
import { FieldsForm } from '../shared/card-forms';

export const DECISION_TONES: Record<GateDecision, Tone> = {
  go: 'green',
  hold: 'amber',
  stop: 'red',
};

export type Errors = Record<string, string>;

/** A number typed in a field: the number, or the text itself so the contract's check words it. */
export const numberOf = (text: string): number | string => {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : trimmed;
};

/** How a KPI value reads with its unit: "21 min", "26%". */
export const withUnit = (value: number, unit: string) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: 4 })}${unit === '%' ? '%' : unit ? ` ${unit}` : ''}`;

/** The container an add form's columns are sized by (a form cannot query its own width). */
export const FormFrame = styled.div`
  container-type: inline-size;
`;

/** An add form: its fields one under the other, side by side in `columns` from `wideAt` on. */
const addForm = (wideAt: string, columns: string) => styled(FieldsForm).attrs({
  $wideAt: wideAt,
  $columns: columns,
})`
  container-type: inline-size;
`;

export const InlineForm = addForm('30rem', 'minmax(8rem, 1fr) minmax(8rem, 1fr) auto');

export const KpiGrid = addForm(
  '40rem',
  'minmax(0, 2fr) minmax(4rem, 0.75fr) minmax(5rem, 1fr) minmax(5rem, 1fr) minmax(9rem, 1.25fr) auto',
);

export const GateGrid = addForm('36rem', 'minmax(7rem, 1fr) minmax(7rem, 1fr) minmax(0, 2fr) auto');

export const KpiItem = styled.li`
  container-type: inline-size;
  display: grid;
  gap: 0.75rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
`;

export const KpiLine = styled(Cluster).attrs({ $gap: '0.5rem 0.75rem' })``;

export const KpiMain = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  display: grid;
  gap: 0.125rem;
  overflow-wrap: anywhere;
`;

export const KpiActions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

/** A decision's gate and its badge. */
export { ItemTop as GateTop } from '@portfolio/ui/lists';

export const Reason = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
`;

export const OnPaper = styled.span`
  display: none;
  @media print {
    display: inline;
  }
`;
