import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  AI_ACT_OBLIGATION_STATUSES,
  AI_ACT_OBLIGATION_STATUS_LABELS,
  formatCalendarDate,
  type AiActObligationItem,
  type AiActObligationStatus,
  type Project,
} from '@portfolio/contracts';
import {
  Button,
  ChevronDownIcon,
  CountPill,
  Field,
  Input,
  ObligationStatusBadge,
  QueryView,
  Select,
  Textarea,
  fullNameOf,
  mutationErrorMessage,
  useToast,
} from '@portfolio/ui';
import { LoadingRows } from '@portfolio/ui/lists';
import { useCompanyMembers, useProjectObligations, useUpdateObligation } from '../api/ai-act';
import { ErrorText, Muted } from './ai-act-parts';
import { Empty, Footer, Rows } from '../shared/list-card-parts';
import { ObligationEvidence } from './obligation-evidence';

/**
 * A project's EU AI Act obligations, one line each (article, date, status, owner) that opens to
 * what it takes, its status, owner and notes, and the evidence that it is met: a high-risk
 * system has seventeen, which open all at once would make a page of forms. An overdue one is
 * open from the start; paper shows every one in full.
 */
export function Obligations({
  project,
  openObligation,
}: {
  project: Project;
  /** Open and scrolled into view once the list has loaded. */
  openObligation?: string;
}) {
  const obligations = useProjectObligations(project.id);
  const members = useCompanyMembers(project.companyId);
  const list = obligations.data ?? [];
  // Kept here, not in a row: a saved row is drawn afresh (its key has the save's time) and stays open.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  // The linked obligation is open like an overdue one, and scrolled into view once it is there.
  const scrolled = useRef(false);
  useEffect(() => {
    const row = openObligation && document.getElementById(`obligation-${openObligation}`);
    if (!row || scrolled.current) return;
    scrolled.current = true;
    row.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [obligations.data, openObligation]);
  const isOpen = (o: AiActObligationItem) =>
    (o.overdue || o.id === openObligation) !== toggled.has(o.id);
  const toggle = (id: string) =>
    setToggled((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const people = (members.data ?? []).map((m) => ({
    id: m.user.id,
    name: fullNameOf(m.user, m.user.email),
  }));
  return (
    <Footer>
      <Heading>Obligations {list.length > 0 ? <CountPill>{list.length}</CountPill> : null}</Heading>
      <QueryView
        query={obligations}
        pending={<LoadingRows label="Loading the obligations" heights={['5rem']} />}
        errorTitle="The obligations could not be loaded"
        empty={<Empty>No obligation of the EU AI Act applies to these roles and this class.</Empty>}
      >
        {(loaded) => (
          <Rows as="ul" aria-label="Obligations of the project">
            {loaded.map((obligation) => (
              <ObligationRow
                key={`${obligation.id}-${obligation.updatedAt}`}
                project={project}
                obligation={obligation}
                people={people}
                open={isOpen(obligation)}
                onToggle={() => toggle(obligation.id)}
              />
            ))}
          </Rows>
        )}
      </QueryView>
    </Footer>
  );
}

function ObligationRow({
  project,
  obligation,
  people,
  open,
  onToggle,
}: {
  project: Project;
  obligation: AiActObligationItem;
  people: ReadonlyArray<{ id: string; name: string }>;
  /** Its details and form shown (an overdue one unless closed). */
  open: boolean;
  onToggle: () => void;
}) {
  const { toast } = useToast();
  const update = useUpdateObligation({ projectId: project.id, companyId: project.companyId });
  const [status, setStatus] = useState<AiActObligationStatus>(obligation.status);
  const [ownerId, setOwnerId] = useState(obligation.owner?.id ?? '');
  const [notes, setNotes] = useState(obligation.notes ?? '');
  const [reason, setReason] = useState(obligation.notApplicableReason ?? '');
  const [error, setError] = useState<string | undefined>();
  const dirty =
    status !== obligation.status ||
    ownerId !== (obligation.owner?.id ?? '') ||
    notes !== (obligation.notes ?? '') ||
    reason !== (obligation.notApplicableReason ?? '');
  const owners =
    obligation.owner && !people.some((p) => p.id === obligation.owner!.id)
      ? [...people, obligation.owner]
      : people;
  const id = `obligation-${obligation.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'not_applicable' && !reason.trim()) {
      setError('Say why the obligation does not apply before marking it not applicable');
      return;
    }
    setError(undefined);
    update.mutate(
      {
        id: obligation.id,
        body: {
          status,
          ownerId: ownerId || null,
          notes: notes.trim() || null,
          ...(status === 'not_applicable' ? { notApplicableReason: reason.trim() } : {}),
        },
      },
      {
        onSuccess: () => toast({ title: `${obligation.article} saved` }),
        onError: (failure) =>
          setError(mutationErrorMessage(failure, 'Failed to save the obligation')),
      },
    );
  };

  return (
    <Obligation id={id} data-testid="obligation-row" aria-labelledby={`${id}-title`}>
      <Top>
        <strong id={`${id}-title`}>
          {obligation.article}: {obligation.title}
        </strong>
        <Due>
          Applies from{' '}
          <time dateTime={obligation.dueDate}>
            {formatCalendarDate(obligation.dueDate, 'long')}
          </time>
        </Due>
      </Top>
      <ObligationSummary
        obligation={obligation}
        open={open}
        bodyId={`${id}-body`}
        onToggle={onToggle}
      />
      <Body id={`${id}-body`} hidden={!open}>
        <Muted>Done when: {obligation.done}</Muted>
        {obligation.condition ? <Muted>Only if: {obligation.condition}</Muted> : null}
        <ObligationOnPaper obligation={obligation} />
        <RowForm
          data-print-hide=""
          onSubmit={submit}
          aria-label={`Update ${obligation.article}`}
          noValidate
        >
          <Field label="Status" id={`${id}-status`}>
            <Select
              value={status}
              onChange={(e) => setStatus(e.target.value as AiActObligationStatus)}
              options={AI_ACT_OBLIGATION_STATUSES.map((value) => ({
                value,
                label: AI_ACT_OBLIGATION_STATUS_LABELS[value],
              }))}
            />
          </Field>
          <Field label="Owner" id={`${id}-owner`}>
            <Select
              value={ownerId}
              onChange={(e) => setOwnerId(e.target.value)}
              options={[
                { value: '', label: 'No owner' },
                ...owners.map((p) => ({ value: p.id, label: p.name })),
              ]}
            />
          </Field>
          {status === 'not_applicable' ? (
            <Wide>
              <Field label="Why it does not apply" id={`${id}-reason`}>
                <Input
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  maxLength={1000}
                />
              </Field>
            </Wide>
          ) : null}
          <Wide>
            <Field label="Notes" id={`${id}-notes`}>
              <Notes
                rows={1}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                maxLength={4000}
              />
            </Field>
          </Wide>
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
          <SaveRow data-print-hide="">
            <Button type="submit" $size="sm" disabled={!dirty || update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </SaveRow>
        </RowForm>
        <ObligationEvidence
          obligationId={obligation.id}
          projectId={project.id}
          companyId={project.companyId}
          members={people}
          obligationLabel={`${obligation.article} (${obligation.title})`}
          compact
        />
      </Body>
    </Obligation>
  );
}

/** Its status, owner and the button that shows or hides its details and form. */
function ObligationSummary({
  obligation,
  open,
  bodyId,
  onToggle,
}: {
  obligation: AiActObligationItem;
  open: boolean;
  bodyId: string;
  onToggle: () => void;
}) {
  return (
    <Summary>
      <ObligationStatusBadge status={obligation.status} overdue={obligation.overdue} />
      <span>{obligation.owner?.name ?? 'No owner'}</span>
      <Toggle
        type="button"
        $variant="ghost"
        $size="sm"
        aria-expanded={open}
        aria-controls={bodyId}
        aria-label={`${open ? 'Hide' : 'Update'} ${obligation.article}`}
        onClick={onToggle}
        data-print-hide=""
      >
        {open ? 'Hide' : 'Update'}
        <ChevronDownIcon size={14} aria-hidden="true" data-open={open} />
      </Toggle>
    </Summary>
  );
}

/** Paper reads the saved answer as text; the form is for the screen. */
function ObligationOnPaper({ obligation }: { obligation: AiActObligationItem }) {
  return (
    <PaperFacts data-testid="obligation-paper">
      <span>Status: {AI_ACT_OBLIGATION_STATUS_LABELS[obligation.status]}</span>
      <span>Owner: {obligation.owner?.name ?? 'No owner'}</span>
      {obligation.status === 'not_applicable' && obligation.notApplicableReason ? (
        <span>Why it does not apply: {obligation.notApplicableReason}</span>
      ) : null}
      {obligation.notes ? <span>Notes: {obligation.notes}</span> : null}
    </PaperFacts>
  );
}

const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const Obligation = styled.li`
  container-type: inline-size;
  display: grid;
  gap: 0.375rem;
  padding: 0.75rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  @media print {
    break-inside: avoid;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;

const Toggle = styled(Button)`
  margin-left: auto;
  svg[data-open='true'] {
    transform: rotate(180deg);
  }
`;

/** Closed on screen unless opened; always on paper, where the compliance file reads it. */
const Body = styled.div`
  display: grid;
  gap: 0.375rem;
  &[hidden] {
    display: none;
  }
  @media print {
    &[hidden] {
      display: grid;
    }
  }
`;

const PaperFacts = styled.p`
  display: none;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  @media print {
    display: flex;
    flex-wrap: wrap;
    gap: 0.125rem 1rem;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  strong {
    overflow-wrap: anywhere;
  }
`;

const Due = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;

const RowForm = styled.form`
  display: grid;
  gap: 0.5rem 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  @container (min-width: 34rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** One line to start with: a row carries notes only now and then. */
const Notes = styled(Textarea)`
  min-height: 2.5rem;
`;

const SaveRow = styled.div`
  display: flex;
  justify-content: flex-end;
  grid-column: 1 / -1;
  margin-top: -0.25rem;
`;
