import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  INCIDENT_LIMITS,
  INCIDENT_TIMELINE_KINDS,
  INCIDENT_TIMELINE_KIND_LABELS,
  formatCalendarDate,
  type IncidentDetail,
  type IncidentTimelineKind,
} from '@portfolio/contracts';
import {
  ActivityIcon,
  Badge,
  Button,
  TitledCard,
  CardContent,
  Input,
  Select,
  TargetIcon,
  color,
  fontSize,
  formatInstant,
} from '@portfolio/ui';
import { labelledOptions, useFormValues } from '@portfolio/ui/forms';
import {
  useAddIncidentAction,
  useAddTimelineEntry,
  useUpdateIncidentAction,
} from '../api/incidents';
import { fromLocalInput, toLocalInput } from './incident-time';

type Props = { incident: IncidentDetail; disabled: boolean };

/** The log forms show no field messages: a change has nothing to clear. */
const NO_MESSAGES = () => {};

/** What happened when: detected, contained, provider informed, …, with a line to add one. */
export function IncidentTimeline({ incident, disabled }: Props) {
  const add = useAddTimelineEntry(incident.id);
  const { values, set, bind } = useFormValues(
    () => ({ kind: 'contained' as IncidentTimelineKind, at: toLocalInput(new Date()), note: '' }),
    NO_MESSAGES,
  );
  const submit = () =>
    add.mutate(
      { kind: values.kind, at: fromLocalInput(values.at), note: values.note.trim() },
      { onSuccess: () => set('note', '') },
    );
  return (
    <LogCard
      title="Timeline"
      icon={<ActivityIcon size={18} />}
      empty="Nothing recorded yet."
      entries={incident.timeline.map((entry) => (
        <li key={entry.id}>
          <strong>{INCIDENT_TIMELINE_KIND_LABELS[entry.kind]}</strong> · {formatInstant(entry.at)}
          {entry.note ? <Muted>{entry.note}</Muted> : null}
        </li>
      ))}
      addLabel="Add a timeline entry"
      onAdd={submit}
      submit={{ label: 'Add entry', disabled: disabled || add.isPending || !values.at }}
    >
      <Select
        aria-label="What happened"
        {...bind('kind')}
        disabled={disabled}
        options={labelledOptions(INCIDENT_TIMELINE_KINDS, INCIDENT_TIMELINE_KIND_LABELS)}
      />
      <Input aria-label="When" type="datetime-local" {...bind('at')} disabled={disabled} />
      <Input
        aria-label="Note"
        placeholder="Note"
        {...bind('note')}
        maxLength={INCIDENT_LIMITS.note}
        disabled={disabled}
      />
    </LogCard>
  );
}

/** The corrective actions, with their owners and due days; each can be marked done. */
export function IncidentActions({ incident, disabled }: Props) {
  const add = useAddIncidentAction(incident.id);
  const update = useUpdateIncidentAction();
  const { values, set, bind } = useFormValues({ title: '', dueOn: '' }, NO_MESSAGES);
  const title = values.title.trim();
  const submit = () => {
    if (!title) return;
    add.mutate(
      { title, dueOn: values.dueOn || null },
      {
        onSuccess: () => {
          set('title', '');
          set('dueOn', '');
        },
      },
    );
  };
  return (
    <LogCard
      title="Corrective actions"
      icon={<TargetIcon size={18} />}
      empty="No corrective action yet."
      entries={incident.actions.map((action) => (
        <ActionItem key={action.id}>
          <span>
            {action.status === 'done' ? <s>{action.title}</s> : action.title}
            <Muted>
              {action.owner ? `${action.owner.name} · ` : ''}
              {action.dueOn ? `due ${formatCalendarDate(action.dueOn)}` : 'no due day'}
            </Muted>
          </span>
          {action.overdue ? <Badge $tone="red">Overdue</Badge> : null}
          <Button
            $variant="ghost"
            $size="sm"
            disabled={disabled || update.isPending}
            onClick={() =>
              update.mutate({
                id: action.id,
                body: { status: action.status === 'done' ? 'open' : 'done' },
              })
            }
            data-print-hide
          >
            {action.status === 'done' ? 'Reopen' : 'Mark done'}
          </Button>
        </ActionItem>
      ))}
      addLabel="Add a corrective action"
      onAdd={submit}
      submit={{ label: 'Add action', disabled: disabled || add.isPending || !title }}
    >
      <Input
        aria-label="Action"
        placeholder="What is to be done"
        {...bind('title')}
        maxLength={INCIDENT_LIMITS.actionTitle}
        disabled={disabled}
      />
      <Input aria-label="Due on" type="date" {...bind('dueOn')} disabled={disabled} />
    </LogCard>
  );
}

interface LogCardProps {
  title: string;
  icon: ReactNode;
  /** Said while there is no entry yet. */
  empty: string;
  /** The entries, each a list item. */
  entries: ReactNode[];
  /** The add row's accessible name: `Add a timeline entry`. */
  addLabel: string;
  onAdd: () => void;
  /** The add row's button: its label, and whether it is off (closed, adding, a field missing). */
  submit: { label: string; disabled: boolean };
  /** The add row's fields. */
  children: ReactNode;
}

/** A card of the incident's record: its entries (or a note that there is none) and a row to add one. */
function LogCard({ title, icon, empty, entries, addLabel, onAdd, submit, children }: LogCardProps) {
  return (
    <TitledCard title={title} icon={icon}>
      <CardContent>
        {entries.length === 0 ? <Muted>{empty}</Muted> : null}
        <List>{entries}</List>
        <AddRow
          onSubmit={(event) => {
            event.preventDefault();
            onAdd();
          }}
          aria-label={addLabel}
          data-print-hide
        >
          {children}
          <Button type="submit" $variant="outline" disabled={submit.disabled}>
            {submit.label}
          </Button>
        </AddRow>
      </CardContent>
    </TitledCard>
  );
}

const Muted = styled.span`
  display: block;
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
`;

const List = styled.ul`
  display: grid;
  gap: 0.625rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
`;

const ActionItem = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  > span:first-child {
    flex: 1;
  }
`;

const AddRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > * {
    flex: 1 1 10rem;
  }
  > button {
    flex: 0 0 auto;
  }
`;
