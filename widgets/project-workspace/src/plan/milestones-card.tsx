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
  Button,
  Card,
  CardHeading,
  ConfirmDialog,
  CountPill,
  Field,
  IconButton,
  Input,
  ListChecksIcon,
  PencilIcon,
  PlusIcon,
  QueryErrorCard,
  Skeleton,
  TrashIcon,
  useToast,
} from '@portfolio/ui';
import {
  useCreateMilestone,
  useDeleteMilestone,
  useMilestones,
  useProjectBaseline,
  useUpdateMilestone,
} from '../api/schedule';
import { OverdueBadge, SlipBadge, isOverdue } from './slip-badge';
import { Body, Empty, Footer, FormActions, Row, Rows } from '../shared/list-card-parts';

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
  const scope = { projectId: project.id, companyId: project.companyId };
  const milestones = useMilestones(project.id);
  const baseline = useProjectBaseline(project.id);
  const update = useUpdateMilestone(scope);
  const remove = useDeleteMilestone(scope);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Milestone | null>(null);

  const list = milestones.data ?? [];
  const slips = new Map(
    scheduleSlip(
      { targetDate: project.targetDate, milestones: list },
      baseline.data?.baseline,
    ).milestones.map((slip) => [slip.milestoneId, slip]),
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Milestone deleted' }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Card aria-labelledby={`milestones-${project.id}`}>
      <CardHeading
        titleId={`milestones-${project.id}`}
        icon={<ListChecksIcon size={18} aria-hidden="true" />}
        title={
          <>
            Milestones
            {list.length > 0 ? <CountPill>{list.length}</CountPill> : null}
          </>
        }
        description="The project's dated steps, and how far each moved against the baseline."
      />
      <Body>
        {milestones.isPending ? (
          <Rows role="status" aria-label="Loading the project's milestones">
            <Skeleton $height="2.75rem" />
            <Skeleton $height="2.75rem" />
          </Rows>
        ) : milestones.isError ? (
          <QueryErrorCard title="The milestones could not be loaded" query={milestones} />
        ) : list.length === 0 ? (
          <Empty>No milestones yet. Add the first one below.</Empty>
        ) : (
          <Rows as="ul" aria-label="Milestones of the project">
            {list.map((milestone) =>
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
                  onDelete={() => setDeleting(milestone)}
                />
              ),
            )}
          </Rows>
        )}
      </Body>
      <AddMilestoneForm project={project} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete milestone"
        question={deleting ? `Delete the milestone "${deleting.name}"?` : undefined}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
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
          <Due>
            Due {formatCalendarDate(milestone.dueDate)}
            {slip?.baselineDueDate ? (
              <span> · baseline {formatCalendarDate(slip.baselineDueDate)}</span>
            ) : null}
          </Due>
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
      <IconButton
        $tone="danger"
        type="button"
        aria-label={`Delete ${milestone.name}`}
        onClick={onDelete}
        data-print-hide=""
      >
        <TrashIcon size={15} />
      </IconButton>
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
        <FormActions>
          <Button $variant="outline" $size="sm" type="button" onClick={onCancel}>
            Cancel
          </Button>
          <Button $size="sm" type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save'}
          </Button>
        </FormActions>
      </InlineForm>
    </Row>
  );
}

function AddMilestoneForm({ project }: { project: Project }) {
  const { toast } = useToast();
  const create = useCreateMilestone({ projectId: project.id, companyId: project.companyId });
  const [name, setName] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMilestone(name, dueDate);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    create.mutate(checked.body, {
      onSuccess: () => {
        toast({ title: 'Milestone added' });
        setName('');
        setDueDate('');
      },
    });
  };
  return (
    <Footer data-print-hide="">
      <InlineForm onSubmit={submit} aria-label="Add a milestone" noValidate>
        <Field label="Milestone Name" error={errors.name} id={`new-milestone-${project.id}-name`}>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Pilot with the first team"
          />
        </Field>
        <Field label="Due Date" error={errors.dueDate} id={`new-milestone-${project.id}-due`}>
          <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        </Field>
        <FormActions>
          <Button type="submit" disabled={create.isPending}>
            <PlusIcon size={14} />
            {create.isPending ? 'Adding...' : 'Add Milestone'}
          </Button>
        </FormActions>
      </InlineForm>
    </Footer>
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

const Due = styled.span`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

const InlineForm = styled.form`
  flex: 1;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @container (min-width: 34rem) {
    grid-template-columns: minmax(0, 2fr) minmax(9rem, 1fr) auto;
  }
`;

/**
 * Buttons beside a form's fields, level with the controls (below the fields' labels), once the
 * form's container is wide enough to hold them on one line (34rem); under the fields before.
 */
