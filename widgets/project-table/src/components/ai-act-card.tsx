import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  AI_ACT_OBLIGATION_STATUSES,
  AI_ACT_OBLIGATION_STATUS_LABELS,
  AI_ACT_RISK_CLASS_LABELS,
  AI_ACT_ROLES_MESSAGE,
  AI_ACT_ROLE_LABELS,
  ANNEX_III_AREAS,
  formatCalendarDate,
  formatDate,
  type AiActAssessment,
  type AiActObligationItem,
  type AiActObligationStatus,
  type AiActQuestionnaire,
  type AiActRiskClass,
  type AiActRole,
  type Project,
  type Tone,
} from '@portfolio/contracts';
import {
  Badge,
  Button,
  Card,
  CardHeading,
  ComplianceBadge,
  CountPill,
  Dialog,
  DialogActions,
  Field,
  Input,
  QueryErrorCard,
  Select,
  ShieldCheckIcon,
  Skeleton,
  Textarea,
  fullNameOf,
  mutationErrorMessage,
  tonedBox,
  useToast,
} from '@portfolio/ui';
import {
  useAiActAssessment,
  useAiActQuestions,
  useCompanyMembers,
  useProjectObligations,
  useSaveAiActAssessment,
  useUpdateObligation,
} from '../api/ai-act';
import { Body, Empty, Footer, Rows } from './list-card-parts';

const CLASS_TONES: Record<AiActRiskClass, Tone> = {
  prohibited: 'red',
  high_risk: 'amber',
  limited: 'blue',
  minimal: 'green',
};

/**
 * The EU AI Act card of a project: its class under the Act with the reasons and articles, the
 * status its obligations give it and why; "Assess" (or "Revisit") opens the questionnaire; then
 * its obligations, each with its article, due date, status, owner and notes.
 */
export function AiActCard({ project }: { project: Project }) {
  const assessment = useAiActAssessment(project.id);
  const [assessing, setAssessing] = useState(false);
  const data = assessment.data;
  const titleId = `ai-act-${project.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeading
        titleId={titleId}
        icon={<ShieldCheckIcon size={18} aria-hidden="true" />}
        title="EU AI Act"
        description="The system's risk class under the AI Act, from a short questionnaire, and the obligations that follow with the dates they apply from."
        actions={
          assessment.isSuccess ? (
            <Button
              $variant={data ? 'outline' : 'primary'}
              $size="sm"
              onClick={() => setAssessing(true)}
              data-print-hide=""
            >
              {data ? 'Revisit' : 'Assess'}
            </Button>
          ) : null
        }
      />
      <Body>
        {assessment.isPending ? (
          <Rows role="status" aria-label="Loading the EU AI Act assessment">
            <Skeleton $height="2.5rem" />
            <Skeleton $height="4rem" />
          </Rows>
        ) : assessment.isError ? (
          <QueryErrorCard title="The EU AI Act assessment could not be loaded" query={assessment} />
        ) : !data ? (
          <Empty>
            Not assessed yet. Answer the questionnaire to classify the system under the EU AI Act
            and list its obligations with their dates.
          </Empty>
        ) : (
          <Classification assessment={data} />
        )}
      </Body>
      {data && data.riskClass !== 'prohibited' ? <Obligations project={project} /> : null}
      {assessing ? (
        <AssessDialog
          project={project}
          assessment={data ?? null}
          onClose={() => setAssessing(false)}
        />
      ) : null}
    </Card>
  );
}

function Classification({ assessment }: { assessment: AiActAssessment }) {
  return (
    <Summary>
      <Line>
        <Badge $tone={CLASS_TONES[assessment.riskClass]} data-testid="ai-act-class">
          {AI_ACT_RISK_CLASS_LABELS[assessment.riskClass]}
        </Badge>
        <Muted>
          {assessment.roles.map((role) => AI_ACT_ROLE_LABELS[role]).join(', ')} · assessed{' '}
          {formatDate(assessment.assessedAt, 'long')}
          {assessment.assessedBy ? ` by ${assessment.assessedBy.name}` : ''}
        </Muted>
      </Line>
      {assessment.needsReview ? (
        <Notice role="status">
          The problem statement or jobs to be done changed after this assessment: revisit it.
        </Notice>
      ) : null}
      <Reasons aria-label="Reasons">
        {assessment.reasons.map((reason) => (
          <li key={`${reason.article}-${reason.text}`}>
            {reason.text} <Article>({reason.article})</Article>
          </li>
        ))}
      </Reasons>
      {assessment.prohibition ? (
        <Notice role="alert" $tone="red">
          {assessment.prohibition.text} ({assessment.prohibition.article}, since{' '}
          {formatCalendarDate(assessment.prohibition.since, 'long')}).
        </Notice>
      ) : null}
      <Line>
        <span>EU AI Act status:</span>
        <ComplianceBadge status={assessment.euAiActStatus} />
        <Muted>{assessment.euAiActStatusReason}</Muted>
      </Line>
    </Summary>
  );
}

function Obligations({ project }: { project: Project }) {
  const obligations = useProjectObligations(project.id);
  const members = useCompanyMembers(project.companyId);
  const list = obligations.data ?? [];
  const people = (members.data ?? []).map((m) => ({
    id: m.user.id,
    name: fullNameOf(m.user, m.user.email),
  }));
  return (
    <Footer>
      <Heading>Obligations {list.length > 0 ? <CountPill>{list.length}</CountPill> : null}</Heading>
      {obligations.isPending ? (
        <Rows role="status" aria-label="Loading the obligations">
          <Skeleton $height="5rem" />
        </Rows>
      ) : obligations.isError ? (
        <QueryErrorCard title="The obligations could not be loaded" query={obligations} />
      ) : list.length === 0 ? (
        <Empty>No obligation of the EU AI Act applies to these roles and this class.</Empty>
      ) : (
        <Rows as="ul" aria-label="Obligations of the project">
          {list.map((obligation) => (
            <ObligationRow
              key={`${obligation.id}-${obligation.updatedAt}`}
              project={project}
              obligation={obligation}
              people={people}
            />
          ))}
        </Rows>
      )}
    </Footer>
  );
}

function ObligationRow({
  project,
  obligation,
  people,
}: {
  project: Project;
  obligation: AiActObligationItem;
  people: ReadonlyArray<{ id: string; name: string }>;
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
    <Obligation data-testid="obligation-row" aria-labelledby={`${id}-title`}>
      <Top>
        <strong id={`${id}-title`}>
          {obligation.article}: {obligation.title}
        </strong>
        <Due>
          {obligation.overdue ? (
            <Badge $tone="red" $size="sm">
              Overdue
            </Badge>
          ) : null}
          <span>
            Applies from{' '}
            <time dateTime={obligation.dueDate}>
              {formatCalendarDate(obligation.dueDate, 'long')}
            </time>
          </span>
        </Due>
      </Top>
      <Muted>Done when: {obligation.done}</Muted>
      {obligation.condition ? <Muted>Only if: {obligation.condition}</Muted> : null}
      <RowForm onSubmit={submit} aria-label={`Update ${obligation.article}`} noValidate>
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
              <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
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
    </Obligation>
  );
}

function AssessDialog({
  project,
  assessment,
  onClose,
}: {
  project: Project;
  assessment: AiActAssessment | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const questions = useAiActQuestions();
  const save = useSaveAiActAssessment({ projectId: project.id, companyId: project.companyId });
  const [roles, setRoles] = useState<AiActRole[]>(assessment?.roles ?? []);
  const [answers, setAnswers] = useState<Record<string, boolean>>(assessment?.answers ?? {});
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (roles.length === 0) {
      setError(AI_ACT_ROLES_MESSAGE);
      return;
    }
    setError(undefined);
    save.mutate(
      { roles, answers },
      {
        onSuccess: (saved) => {
          toast({
            title: `Assessed: ${AI_ACT_RISK_CLASS_LABELS[saved.riskClass]}`,
            description: saved.euAiActStatusReason,
          });
          onClose();
        },
        onError: (failure) =>
          setError(mutationErrorMessage(failure, 'Failed to save the assessment')),
      },
    );
  };

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={assessment ? 'Revisit the EU AI Act assessment' : 'Assess under the EU AI Act'}
      description="Your roles, then yes or no to each question. A question left unanswered counts as no."
      pending={save.isPending}
      onSubmit={submit}
      footer={
        <DialogActions
          onCancel={onClose}
          submitLabel="Save assessment"
          pendingLabel="Saving..."
          pending={save.isPending}
          submitDisabled={!questions.isSuccess}
        />
      }
    >
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      {questions.isPending ? (
        <Rows role="status" aria-label="Loading the questionnaire">
          <Skeleton $height="6rem" />
        </Rows>
      ) : questions.isError ? (
        <QueryErrorCard title="The questionnaire could not be loaded" query={questions} />
      ) : (
        <Questionnaire
          questionnaire={questions.data}
          roles={roles}
          onRoles={setRoles}
          answers={answers}
          onAnswer={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
        />
      )}
    </Dialog>
  );
}

function Questionnaire({
  questionnaire,
  roles,
  onRoles,
  answers,
  onAnswer,
}: {
  questionnaire: AiActQuestionnaire;
  roles: AiActRole[];
  onRoles: (roles: AiActRole[]) => void;
  answers: Record<string, boolean>;
  onAnswer: (id: string, value: boolean) => void;
}) {
  return (
    <Form>
      <Group>
        <legend>Your roles for this system</legend>
        <Choices>
          {questionnaire.roles.map((role) => (
            <label key={role.id}>
              <input
                type="checkbox"
                name="roles"
                value={role.id}
                checked={roles.includes(role.id)}
                onChange={(e) =>
                  onRoles(
                    e.target.checked
                      ? [...roles, role.id]
                      : roles.filter((other) => other !== role.id),
                  )
                }
              />
              {role.label}
            </label>
          ))}
        </Choices>
      </Group>
      {questionnaire.groups.map((group) => {
        const questions = questionnaire.questions.filter((q) => q.group === group.id);
        return (
          <Group key={group.id}>
            <legend>{group.label}</legend>
            {questions.map((question, index) => {
              const area =
                question.area !== undefined && question.area !== questions[index - 1]?.area
                  ? ANNEX_III_AREAS.find((a) => a.point === question.area)
                  : undefined;
              const answer = answers[question.id];
              return (
                <div key={question.id}>
                  {area ? (
                    <AreaHeading>
                      {area.point}. {area.title}
                    </AreaHeading>
                  ) : null}
                  <Question role="radiogroup">
                    <legend>
                      {question.text} <Article>({question.article})</Article>
                    </legend>
                    <YesNo>
                      <label>
                        <input
                          type="radio"
                          name={question.id}
                          value="yes"
                          checked={answer === true}
                          onChange={() => onAnswer(question.id, true)}
                        />
                        Yes
                      </label>
                      <label>
                        <input
                          type="radio"
                          name={question.id}
                          value="no"
                          checked={answer === false}
                          onChange={() => onAnswer(question.id, false)}
                        />
                        No
                      </label>
                    </YesNo>
                  </Question>
                </div>
              );
            })}
          </Group>
        );
      })}
    </Form>
  );
}

const Summary = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem 0.625rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Muted = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Article = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  white-space: nowrap;
`;

const Reasons = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Notice = styled.p<{ $tone?: Tone }>`
  margin: 0;
  padding: 0.625rem 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  ${(p) => tonedBox(p.$tone ?? 'amber')(p)}
  font-size: ${(p) => p.theme.fontSize.sm};
`;

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
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
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

const ErrorText = styled.p`
  margin: 0 0 0.75rem;
  grid-column: 1 / -1;
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Form = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: 0.75rem;
  & > legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const AreaHeading = styled.p`
  margin: 0.25rem 0 0.5rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  color: ${(p) => p.theme.color.textMuted};
`;

const Question = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: 0.25rem;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const YesNo = styled(Choices)``;
