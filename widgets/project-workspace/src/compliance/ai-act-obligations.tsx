import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  AI_ACT_OBLIGATION_STATUSES,
  AI_ACT_OBLIGATION_STATUS_LABELS,
  articleHeading,
  formatCalendarDate,
  formatCount,
  groupByArticle,
  type AiActObligationItem,
  type AiActObligationStatus,
  type Project,
} from '@portfolio/contracts';
import {
  Button,
  CountPill,
  Field,
  Input,
  Select,
  Spread,
  Textarea,
  fullNameOf,
  mutationErrorMessage,
  useToast,
} from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { QueryRows } from '@portfolio/ui/lists';
import { useCompanyMembers, useProjectObligations, useUpdateObligation } from '../api/ai-act';
import { ErrorText, Muted, ObligationOnPaper, ObligationSummary } from './ai-act-parts';
import { Empty, Footer, Rows } from '../shared/list-card-parts';
import { ObligationEvidence } from './obligation-evidence';
import { projectScope } from '../shared/project-scope';

/**
 * A project's EU AI Act obligations, one line each (article, date, status, owner) that opens to
 * what it takes, its status, owner and notes, and the evidence that it is met: a high-risk
 * provider has over twenty, which open all at once would make a page of forms. The parts of one
 * article are listed under its heading. An overdue one is open from the start; paper shows every
 * one in full.
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
      <QueryRows
        query={obligations}
        loading={{ label: 'Loading the obligations', heights: ['5rem'] }}
        errorTitle="The obligations could not be loaded"
        empty={<Empty>No obligation of the EU AI Act applies to these roles and this class.</Empty>}
      >
        {(loaded) => (
          <ObligationsByArticle
            obligations={loaded}
            row={(obligation) => (
              <ObligationRow
                key={`${obligation.id}-${obligation.updatedAt}`}
                project={project}
                obligation={obligation}
                people={people}
                open={isOpen(obligation)}
                onToggle={() => toggle(obligation.id)}
              />
            )}
          />
        )}
      </QueryRows>
    </Footer>
  );
}

/**
 * The obligations by article: an article listed whole, or by one part only, is a row; the parts
 * of one article (Article 26(1), 26(2), …) are listed together under its heading, with how many
 * are done.
 */
function ObligationsByArticle({
  obligations,
  row,
}: {
  obligations: readonly AiActObligationItem[];
  row: (obligation: AiActObligationItem) => ReactNode;
}) {
  return (
    <Rows as="ul" aria-label="Obligations of the project">
      {groupByArticle(obligations).map(({ article, items }) => {
        if (items.length === 1) return row(items[0]!);
        const id = `obligations-${article.replace(/\W+/g, '-')}`;
        const done = items.filter((o) => o.status === 'done').length;
        const notApplicable = items.filter((o) => o.status === 'not_applicable').length;
        return (
          <ArticleGroup key={article} aria-labelledby={id} data-testid="obligation-article">
            <ArticleHead>
              <h4 id={id}>{articleHeading(article)}</h4>
              <span>
                {done} of {formatCount(items.length, 'part')} done
                {notApplicable > 0 ? `, ${notApplicable} not applicable` : ''}
              </span>
            </ArticleHead>
            <Parts as="ul" aria-label={`${article} by its parts`}>
              {items.map(row)}
            </Parts>
          </ArticleGroup>
        );
      })}
    </Rows>
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
  const update = useUpdateObligation(projectScope(project));
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
        <Muted>
          Applies from{' '}
          <time dateTime={obligation.dueDate}>
            {formatCalendarDate(obligation.dueDate, 'long')}
          </time>
        </Muted>
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
              options={labelledOptions(AI_ACT_OBLIGATION_STATUSES, AI_ACT_OBLIGATION_STATUS_LABELS)}
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

const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const ArticleGroup = styled.li`
  display: grid;
  gap: 0.5rem;
`;

const ArticleHead = styled(Spread).attrs({ $gap: '0.25rem 0.75rem' })`
  align-items: baseline;
  @media print {
    break-after: avoid;
  }
  h4 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 600;
  }
  span {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** The parts of one article, set in under its heading. */
const Parts = styled(Rows)`
  padding-left: 0.75rem;
  border-left: 2px solid ${(p) => p.theme.color.border};
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

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  strong {
    overflow-wrap: anywhere;
  }
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
