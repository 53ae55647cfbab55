import { forwardRef, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  addMonths,
  formatMonth,
  monthOf,
  monthRange,
  type AllocationsBody,
  type Person,
  type Project,
} from '@portfolio/contracts';
import {
  Button,
  Card,
  CardHeading,
  ChevronLeftIcon,
  ChevronRightIcon,
  IconButton,
  PlusIcon,
  QueryErrorCard,
  Select,
  Skeleton,
  UsersIcon,
  useToast,
} from '@portfolio/ui';
import {
  useCapacity,
  usePeople,
  useProjectAllocations,
  useSetProjectAllocations,
} from '../api/allocations';
import { Body, Empty } from '../shared/list-card-parts';
import { Counted } from '../shared/counted';
import { TeamTable, draftOf, keyOf, percentOf, type Draft } from './team-table';
import { projectScope } from '../shared/project-scope';

/** The months the card shows at once. */
export const TEAM_CARD_MONTHS = 6;

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
  const scope = projectScope(project);
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
        title={<Counted count={team.length}>Team</Counted>}
        description="Who gives this project what share of each month. A person over 100% across all projects is flagged."
        actions={
          <MonthPager
            range={range}
            onEarlier={() => setFrom(addMonths(from, -1))}
            onLater={() => setFrom(addMonths(from, 1))}
          />
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
      <TeamFooter
        others={others}
        choice={choice}
        onChoose={setChoice}
        onAdd={addPerson}
        editing={draft !== null}
        invalid={invalid.length > 0}
        saving={save.isPending}
        onDiscard={discard}
        onSave={submit}
      />
    </Card>
  );
});

/** The months shown, a month earlier or later. */
function MonthPager({
  range,
  onEarlier,
  onLater,
}: {
  range: string;
  onEarlier: () => void;
  onLater: () => void;
}) {
  return (
    <Pager data-print-hide="">
      <IconButton type="button" aria-label="Earlier months" onClick={onEarlier}>
        <ChevronLeftIcon size={16} />
      </IconButton>
      <Range>{range}</Range>
      <IconButton type="button" aria-label="Later months" onClick={onLater}>
        <ChevronRightIcon size={16} />
      </IconButton>
    </Pager>
  );
}

/** A person to add; while the team is being edited, Discard and Save Team. */
function TeamFooter({
  others,
  choice,
  onChoose,
  onAdd,
  editing,
  invalid,
  saving,
  onDiscard,
  onSave,
}: {
  others: readonly Person[];
  choice: string;
  onChoose: (personId: string) => void;
  onAdd: () => void;
  editing: boolean;
  invalid: boolean;
  saving: boolean;
  onDiscard: () => void;
  onSave: () => void;
}) {
  return (
    <Footer data-print-hide="">
      <AddRow>
        <Select
          aria-label="Person to add"
          placeholder={others.length > 0 ? 'Choose a person' : 'Everyone is on the team'}
          value={choice}
          onChange={(e) => onChoose(e.target.value)}
          options={others.map((p) => ({
            value: p.id,
            label: p.title ? `${p.name} · ${p.title}` : p.name,
          }))}
          disabled={others.length === 0}
        />
        <Button $variant="outline" type="button" onClick={onAdd} disabled={!choice}>
          <PlusIcon size={14} />
          Add Person
        </Button>
      </AddRow>
      {editing ? (
        <SaveRow>
          {invalid ? (
            <Problem role="alert">Each share is a whole percent from 0 to 100.</Problem>
          ) : null}
          <Button $variant="outline" type="button" onClick={onDiscard}>
            Discard
          </Button>
          <Button type="button" onClick={onSave} disabled={saving || invalid}>
            {saving ? 'Saving...' : 'Save Team'}
          </Button>
        </SaveRow>
      ) : null}
    </Footer>
  );
}

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
