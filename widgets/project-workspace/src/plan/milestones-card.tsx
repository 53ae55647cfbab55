import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  MilestoneCreateBody,
  formatCalendarDate,
  scheduleSlip,
  type Milestone,
  type MilestoneSlip,
  type Project,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Card,
  CardHeading,
  Field,
  IconButton,
  Input,
  ListChecksIcon,
  PencilIcon,
  useToast,
} from '@portfolio/ui';
import { QueryList, RemoveButton, useConfirmedRemoval } from '@portfolio/ui/lists';
import {
  useCreateMilestone,
  useDeleteMilestone,
  useMilestones,
  useProjectBaseline,
  useUpdateMilestone,
} from '../api/schedule';
import { OverdueBadge, SlipBadge, isOverdue } from './slip-badge';
import { Body, Muted, Row } from '../shared/list-card-parts';
import { AddButton, SaveOrCancel, CardAddForm, FieldsForm, useAddForm } from '../shared/card-forms';
import { Counted } from '../shared/counted';
import { projectScope } from '../shared/project-scope';

type Errors = Partial<Record<'name' | 'dueDate', string>>;

/** A milestone form's values: checked against the contract as the BFF checks them. */
function checkMilestone(
  name: string,
  dueDate: string,
): { body: MilestoneCreateBody; errors: Errors } {
  const body = { name: name.trim(), dueDate };
  const errors = checkFields(MilestoneCreateBody, body) as Errors;
  if (dueDate === '') errors.dueDate = 'Due date is required';
  return { body, errors };
}

/**
 * The Milestones card of a project: its milestones by due date, each ticked off, renamed or
 * moved in place, or deleted (asked first), with its slip against the baseline; a form adds one.
 */
export function MilestonesCard({ project }: { project: Project }) {
  const { toast } = useToast();
  const scope = projectScope(project);
  const milestones = useMilestones(project.id);
  const baseline = useProjectBaseline(project.id);
  const update = useUpdateMilestone(scope);
  const removal = useConfirmedRemoval<Milestone>(useDeleteMilestone(scope), {
    title: 'Delete milestone',
    question: (milestone) => `Delete the milestone "${milestone.name}"?`,
    done: 'Milestone deleted',
  });
  const [editing, setEditing] = useState<string | null>(null);

  const list = milestones.data ?? [];
  const slips = new Map(
    scheduleSlip(
      { targetDate: project.targetDate, milestones: list },
      baseline.data?.baseline,
    ).milestones.map((slip) => [slip.milestoneId, slip]),
  );

  return (
    <Card aria-labelledby={`milestones-${project.id}`}>
      <CardHeading
        titleId={`milestones-${project.id}`}
        icon={<ListChecksIcon size={18} aria-hidden="true" />}
        title={<Counted count={list.length}>Milestones</Counted>}
        description="The project's dated steps, and how far each moved against the baseline."
      />
      <Body>
        <QueryList
          query={milestones}
          label="Milestones of the project"
          loadingLabel="Loading the project's milestones"
          rowHeight="2.75rem"
          errorTitle="The milestones could not be loaded"
          empty="No milestones yet. Add the first one below."
        >
          {(milestone) =>
            editing === milestone.id ? (
              <EditRow
                key={milestone.id}
                milestone={milestone}
                pending={update.isPending}
                onCancel={() => setEditing(null)}
                onSave={(body) =>
                  update.mutate(
                    { id: milestone.id, body },
                    {
                      onSuccess: () => {
                        toast({ title: 'Milestone updated' });
                        setEditing(null);
                      },
                    },
                  )
                }
              />
            ) : (
              <MilestoneRow
                key={milestone.id}
                milestone={milestone}
                slip={slips.get(milestone.id)}
                pending={update.isPending && update.variables?.id === milestone.id}
                onToggle={(done, failed) =>
                  update.mutate({ id: milestone.id, body: { done } }, { onError: failed })
                }
                onEdit={() => setEditing(milestone.id)}
                onDelete={() => removal.ask(milestone)}
              />
            )
          }
        </QueryList>
      </Body>
      <AddMilestoneForm project={project} />
      {removal.dialog}
    </Card>
  );
}

function MilestoneRow({
  milestone,
  slip,
  pending,
  onToggle,
  onEdit,
  onDelete,
}: {
  milestone: Milestone;
  slip: MilestoneSlip | undefined;
  pending: boolean;
  /** Saves the ticked state; `failed` is called when it could not be saved. */
  onToggle: (done: boolean, failed: () => void) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // The state ticked, shown at once while it is saved; the server's answer replaces it (it no
  // longer holds the value it was ticked from), and a failed save drops it.
  const [ticked, setTicked] = useState<{ done: boolean; from: boolean } | null>(null);
  const done = ticked && ticked.from === milestone.done ? ticked.done : milestone.done;
  // Past its date, "On plan" against the baseline would only contradict it.
  const overdue = isOverdue({ ...milestone, done });
  const toggle = () => {
    setTicked({ done: !done, from: milestone.done });
    onToggle(!done, () => setTicked(null));
  };
  return (
    <Row data-testid="milestone-row">
      <Check
        type="checkbox"
        checked={done}
        onChange={toggle}
        disabled={pending}
        aria-label={`${milestone.name} done`}
      />
      <Main>
        <Name $done={done}>{milestone.name}</Name>
        <Meta>
          <Muted>
            Due {formatCalendarDate(milestone.dueDate)}
            {slip?.baselineDueDate ? (
              <span> · baseline {formatCalendarDate(slip.baselineDueDate)}</span>
            ) : null}
          </Muted>
          {slip?.slipDays !== null &&
          slip?.slipDays !== undefined &&
          !(overdue && slip.slipDays === 0) ? (
            <SlipBadge days={slip.slipDays} />
          ) : null}
          {overdue ? <OverdueBadge /> : null}
        </Meta>
      </Main>
      <IconButton
        type="button"
        aria-label={`Edit ${milestone.name}`}
        onClick={onEdit}
        data-print-hide=""
      >
        <PencilIcon size={15} />
      </IconButton>
      <RemoveButton aria-label={`Delete ${milestone.name}`} onClick={onDelete} />
    </Row>
  );
}

function EditRow({
  milestone,
  pending,
  onSave,
  onCancel,
}: {
  milestone: Milestone;
  pending: boolean;
  onSave: (body: MilestoneCreateBody) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(milestone.name);
  const [dueDate, setDueDate] = useState(milestone.dueDate);
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMilestone(name, dueDate);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) onSave(checked.body);
  };
  return (
    <Row as="li">
      <InlineForm onSubmit={submit} aria-label={`Edit ${milestone.name}`}>
        <Field label="Milestone Name" error={errors.name} id={`milestone-${milestone.id}-name`}>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        </Field>
        <Field label="Due Date" error={errors.dueDate} id={`milestone-${milestone.id}-due`}>
          <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        </Field>
        <SaveOrCancel pending={pending} onCancel={onCancel} />
      </InlineForm>
    </Row>
  );
}

function AddMilestoneForm({ project }: { project: Project }) {
  const create = useCreateMilestone(projectScope(project));
  const { values, errors, bind, accept, saved } = useAddForm(
    { name: '', dueDate: '' },
    'Failed to add milestone',
  );
  const submit = () => {
    const checked = checkMilestone(values.name, values.dueDate);
    if (!accept(checked.errors)) return;
    create.mutate(checked.body, { onSuccess: () => saved('Milestone added') });
  };
  return (
    <CardAddForm
      label="Add a milestone"
      columns="minmax(0, 2fr) minmax(9rem, 1fr) auto"
      onSubmit={submit}
    >
      <Field label="Milestone Name" error={errors.name} id={`new-milestone-${project.id}-name`}>
        <Input {...bind('name')} placeholder="e.g. Pilot with the first team" />
      </Field>
      <Field label="Due Date" error={errors.dueDate} id={`new-milestone-${project.id}-due`}>
        <Input type="date" {...bind('dueDate')} />
      </Field>
      <AddButton pending={create.isPending}>Add Milestone</AddButton>
    </CardAddForm>
  );
}

const Check = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  flex-shrink: 0;
  accent-color: ${(p) => p.theme.color.primary};
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.span<{ $done: boolean }>`
  display: block;
  font-weight: 600;
  overflow-wrap: break-word;
  text-decoration: ${(p) => (p.$done ? 'line-through' : 'none')};
  color: ${(p) => (p.$done ? p.theme.color.textMuted : p.theme.color.text)};
`;

/** The due date and the slip, on one line while they fit. */
const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin-top: 0.125rem;
`;

const InlineForm = styled(FieldsForm).attrs({
  $columns: 'minmax(0, 2fr) minmax(9rem, 1fr) auto',
})`
  flex: 1;
`;

/**
 * Buttons beside a form's fields, level with the controls (below the fields' labels), once the
 * form's container is wide enough to hold them on one line (34rem); under the fields before.
 */
