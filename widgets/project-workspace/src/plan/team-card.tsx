import { forwardRef, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  FULL_ALLOCATION_PERCENT,
  addMonths,
  formatMonth,
  monthOf,
  monthRange,
  type AllocationsBody,
  type Person,
  type Project,
  type ProjectAllocation,
} from '@portfolio/contracts';
import {
  Badge,
  Button,
  Card,
  CardHeading,
  ChevronLeftIcon,
  ChevronRightIcon,
  CountPill,
  IconButton,
  PlusIcon,
  QueryErrorCard,
  Select,
  Skeleton,
  TrashIcon,
  UsersIcon,
  VisuallyHidden,
  useToast,
} from '@portfolio/ui';
import {
  useCapacity,
  usePeople,
  useProjectAllocations,
  useSetProjectAllocations,
} from '../api/allocations';

/** The months the card shows at once. */
export const TEAM_CARD_MONTHS = 6;

/** Percents typed so far, by `personId:month` (text: what the field holds). */
type Draft = Map<string, string>;

const keyOf = (personId: string, month: string) => `${personId}:${month}`;

const draftOf = (allocations: readonly ProjectAllocation[]): Draft =>
  new Map(allocations.map((a) => [keyOf(a.personId, a.month), String(a.percent)]));

/** A typed percent: a whole number from 0 to 100 (blank is 0), or undefined when it is not. */
function percentOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= 100 ? value : undefined;
}

/**
 * The Team card of a project: the people it allocates and their share of each month (six at a
 * time), edited in place and saved as one set. A month in which a person's allocations over all
 * projects add up to over 100% is flagged with their total.
 */
export const TeamCard = forwardRef<HTMLElement, { project: Project; now?: Date }>(function TeamCard(
  { project, now },
  ref,
) {
  const { toast } = useToast();
  const thisMonth = monthOf(now ?? new Date());
  const [from, setFrom] = useState(thisMonth);
  const months = monthRange(from, addMonths(from, TEAM_CARD_MONTHS - 1));
  const scope = { projectId: project.id, companyId: project.companyId };
  const allocations = useProjectAllocations(project.id);
  const people = usePeople(project.companyId);
  const capacity = useCapacity(project.companyId, months[0]!, months.at(-1)!);
  const save = useSetProjectAllocations(scope);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [added, setAdded] = useState<string[]>([]);
  const [choice, setChoice] = useState('');

  const saved = useMemo(() => draftOf(allocations.data ?? []), [allocations.data]);
  const values = draft ?? saved;
  const byId = new Map((people.data ?? []).map((p) => [p.id, p]));
  const onTeam = [
    ...new Set([...(allocations.data ?? []).map((a) => a.personId), ...added]),
  ].filter((id) => byId.has(id));
  const team = onTeam
    .map((id) => byId.get(id)!)
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  const others = (people.data ?? []).filter((p) => !onTeam.includes(p.id));

  /** Each person's total over every project in a month, with this card's edits in it. */
  const totalOf = (personId: string, month: string) => {
    const cell = capacity.data?.people
      .find((p) => p.personId === personId)
      ?.months.find((m) => m.month === month);
    const elsewhere =
      (cell?.percent ?? 0) - (cell?.projects.find((p) => p.projectId === project.id)?.percent ?? 0);
    return elsewhere + (percentOf(values.get(keyOf(personId, month)) ?? '') ?? 0);
  };

  const edit = (personId: string, month: string, text: string) => {
    const next = new Map(values);
    next.set(keyOf(personId, month), text);
    setDraft(next);
  };
  const removePerson = (personId: string) => {
    const next = new Map(values);
    for (const key of [...next.keys()]) if (key.startsWith(`${personId}:`)) next.delete(key);
    setDraft(next);
    setAdded((ids) => ids.filter((id) => id !== personId));
  };
  const addPerson = () => {
    if (!choice) return;
    setAdded((ids) => [...ids, choice]);
    setDraft(new Map(values));
    setChoice('');
  };

  const invalid = [...values.entries()].filter(([, text]) => percentOf(text) === undefined);
  const discard = () => {
    setDraft(null);
    setAdded([]);
  };
  const submit = () => {
    if (invalid.length > 0) return;
    const body: AllocationsBody = [...values.entries()]
      .map(([key, text]) => {
        const [personId, month] = key.split(':') as [string, string];
        return { personId, month, percent: percentOf(text)! };
      })
      .filter((row) => row.percent > 0);
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Team saved' });
        discard();
      },
    });
  };

  const loading = allocations.isPending || people.isPending;
  const failed = allocations.isError ? allocations : people.isError ? people : null;
  const range = `${formatMonth(months[0]!)} – ${formatMonth(months.at(-1)!)}`;

  return (
    <Card ref={ref} id="team" aria-labelledby={`team-${project.id}`}>
      <CardHeading
        titleId={`team-${project.id}`}
        icon={<UsersIcon size={18} aria-hidden="true" />}
        title={
          <>
            Team
            {team.length > 0 ? <CountPill>{team.length}</CountPill> : null}
          </>
        }
        description="Who gives this project what share of each month. A person over 100% across all projects is flagged."
        actions={
          <Pager data-print-hide="">
            <IconButton
              type="button"
              aria-label="Earlier months"
              onClick={() => setFrom(addMonths(from, -1))}
            >
              <ChevronLeftIcon size={16} />
            </IconButton>
            <Range>{range}</Range>
            <IconButton
              type="button"
              aria-label="Later months"
              onClick={() => setFrom(addMonths(from, 1))}
            >
              <ChevronRightIcon size={16} />
            </IconButton>
          </Pager>
        }
      />
      <Body>
        {loading ? (
          <div role="status" aria-label="Loading the project's team">
            <Skeleton $height="6rem" />
          </div>
        ) : failed ? (
          <QueryErrorCard title="The team could not be loaded" query={failed} />
        ) : team.length === 0 ? (
          <Empty>Nobody is allocated to this project yet. Add the first person below.</Empty>
        ) : (
          <TeamTable
            range={range}
            months={months}
            team={team}
            values={values}
            totalOf={totalOf}
            onEdit={edit}
            onRemove={removePerson}
          />
        )}
      </Body>
      <Footer data-print-hide="">
        <AddRow>
          <Select
            aria-label="Person to add"
            placeholder={others.length > 0 ? 'Choose a person' : 'Everyone is on the team'}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            options={others.map((p) => ({
              value: p.id,
              label: p.title ? `${p.name} · ${p.title}` : p.name,
            }))}
            disabled={others.length === 0}
          />
          <Button $variant="outline" type="button" onClick={addPerson} disabled={!choice}>
            <PlusIcon size={14} />
            Add Person
          </Button>
        </AddRow>
        {draft ? (
          <SaveRow>
            {invalid.length > 0 ? (
              <Problem role="alert">Each share is a whole percent from 0 to 100.</Problem>
            ) : null}
            <Button $variant="outline" type="button" onClick={discard}>
              Discard
            </Button>
            <Button type="button" onClick={submit} disabled={save.isPending || invalid.length > 0}>
              {save.isPending ? 'Saving...' : 'Save Team'}
            </Button>
          </SaveRow>
        ) : null}
      </Footer>
    </Card>
  );
});

type TeamRowProps = Parameters<typeof TeamRow>[0];

/** The allocations of six months, a row per person, in a box that scrolls sideways. */
function TeamTable({
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
        <IconButton
          $tone="danger"
          type="button"
          aria-label={`Remove ${person.name} from the team`}
          onClick={onRemove}
          data-print-hide=""
        >
          <TrashIcon size={15} />
        </IconButton>
      </td>
    </tr>
  );
}

const Body = styled.div`
  padding: 1.25rem 1.5rem;
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  min-width: 0;
`;

/** The months shown; on a phone it may break after the dash rather than push the page wider. */
const Range = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  text-align: center;
`;

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

const Empty = styled.p`
  padding: 1rem 1.25rem;
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.md};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Footer = styled.footer`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.5rem 1.25rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > :first-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

const SaveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.5rem;
`;

const Problem = styled.p`
  margin-right: auto;
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
