import styled from 'styled-components';
import {
  FULL_ALLOCATION_PERCENT,
  formatMonth,
  type Person,
  type ProjectAllocation,
} from '@portfolio/contracts';
import { Badge, VisuallyHidden } from '@portfolio/ui';
import { RemoveButton } from '@portfolio/ui/lists';

/** Percents typed so far, by `personId:month` (text: what the field holds). */
export type Draft = Map<string, string>;

export const keyOf = (personId: string, month: string) => `${personId}:${month}`;

export const draftOf = (allocations: readonly ProjectAllocation[]): Draft =>
  new Map(allocations.map((a) => [keyOf(a.personId, a.month), String(a.percent)]));

/** A typed percent: a whole number from 0 to 100 (blank is 0), or undefined when it is not. */
export function percentOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= 100 ? value : undefined;
}

type TeamRowProps = Parameters<typeof TeamRow>[0];

/** The allocations of six months, a row per person, in a box that scrolls sideways. */
export function TeamTable({
  range,
  team,
  onRemove,
  ...row
}: Omit<TeamRowProps, 'person' | 'onRemove'> & {
  range: string;
  team: TeamRowProps['person'][];
  onRemove: (personId: string) => void;
}) {
  const { months, values, totalOf, onEdit } = row;
  return (
    <Frame tabIndex={0} role="region" aria-label={`Allocations, ${range}`}>
      <Table>
        <VisuallyHidden as="caption">Share of each month per person, in percent</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Person</th>
            {months.map((month) => (
              <th key={month} scope="col">
                {formatMonth(month)}
              </th>
            ))}
            <th scope="col">
              <VisuallyHidden>Remove</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {team.map((person) => (
            <TeamRow
              key={person.id}
              person={person}
              months={months}
              values={values}
              totalOf={totalOf}
              onEdit={onEdit}
              onRemove={() => onRemove(person.id)}
            />
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}

function TeamRow({
  person,
  months,
  values,
  totalOf,
  onEdit,
  onRemove,
}: {
  person: Person;
  months: string[];
  values: Draft;
  totalOf: (personId: string, month: string) => number;
  onEdit: (personId: string, month: string, text: string) => void;
  onRemove: () => void;
}) {
  return (
    <tr data-testid="team-row">
      <th scope="row">
        <PersonName>{person.name}</PersonName>
        {person.title ? <PersonTitle>{person.title}</PersonTitle> : null}
      </th>
      {months.map((month) => {
        const text = values.get(keyOf(person.id, month)) ?? '';
        const total = totalOf(person.id, month);
        const over = total > FULL_ALLOCATION_PERCENT;
        const wrong = percentOf(text) === undefined;
        const noteId = `over-${person.id}-${month}`;
        return (
          <td key={month}>
            <PercentInput
              inputMode="numeric"
              value={text}
              placeholder="0"
              aria-label={`${person.name}, ${formatMonth(month, 'long')}, percent`}
              aria-invalid={wrong || undefined}
              aria-describedby={over ? noteId : undefined}
              $over={over}
              onChange={(e) => onEdit(person.id, month, e.target.value)}
            />
            {over ? (
              <Badge $tone="red" id={noteId} title="Over-allocated across all projects">
                {total}% in all
              </Badge>
            ) : null}
          </td>
        );
      })}
      <td>
        <RemoveButton aria-label={`Remove ${person.name} from the team`} onClick={onRemove} />
      </td>
    </tr>
  );
}

/**
 * The table scrolls inside its own frame: the page never scrolls sideways (positioned, so the
 * table's visually hidden texts are clipped by it too).
 */
const Frame = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focusRing};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSize.sm};
  th,
  td {
    padding: 0.5rem 0.625rem;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-weight: 600;
    color: ${(p) => p.theme.color.textMuted};
    white-space: nowrap;
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  td {
    min-width: 5.5rem;
  }
`;

const PersonName = styled.span`
  display: block;
  font-weight: 600;
  min-width: 8rem;
`;

const PersonTitle = styled.span`
  display: block;
  font-weight: 400;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

const PercentInput = styled.input<{ $over: boolean }>`
  width: 4.5rem;
  display: block;
  margin-bottom: 0.25rem;
  padding: 0.375rem 0.5rem;
  border: 1px solid ${(p) => (p.$over ? p.theme.tone.red.border : p.theme.color.borderStrong)};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => (p.$over ? p.theme.tone.red.bg : p.theme.color.surface)};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  text-align: right;
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.color.danger};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focusRing};
    outline-offset: 1px;
  }
`;
