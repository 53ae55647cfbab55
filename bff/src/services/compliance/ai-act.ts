import {
  AI_ACT_QUESTIONS,
  AI_ACT_RISK_CLASS_LABELS,
  changedObligation,
  OBLIGATION_OWNER_MESSAGE,
  aiActStatusOf,
  calendarDateOf,
  classifyAiSystem,
  isObligationOverdue,
  assessmentPlan,
  unknownAiActAnswers,
  unknownAiActAnswersMessage,
  type AiActAssessment,
  type AiActAssessmentBody,
  type AiActDueObligation,
  type AiActObligationItem,
  type AiActAssessmentPlan,
  type AiActObligationUpdateBody,
  type AiActRiskContext,
  type AiActStatusVerdict,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { patchRecorded, upsertRecorded, type Recording } from '../../audit/recorded-writes.ts';
import { lockedChange, SYSTEM_ACTOR, write, type UnitOfWork } from '../../audit/unit-of-work.ts';
import { InputError } from '../../errors.ts';
import { AiActAssessmentRow, AiActObligationRow } from '../../models/ai-act.ts';
import { Project } from '../../models/project.ts';
import { lockProject } from '../portfolio/project-lock.ts';
import { toIsoString } from '../../db/dates.ts';
import { memberName } from '../access/member-names.ts';
import { rowsBy } from '../grouped.ts';
import {
  auditedObligation,
  createObligation,
  obligationLabel,
  splitWholeArticles,
} from './ai-act-parts.ts';

/**
 * A project's EU AI Act record. The contract's domain classifies the answers and lists the
 * obligations with their due dates; this service stores the assessment, keeps the stored
 * obligations in line with it, and sets the project's EU AI Act status from them on every write.
 * Evidence (a later capability) attaches to `AiActObligationRow.id`.
 */

/**
 * Whether the assessment asks to be revisited: the project's purpose changed after it, or an
 * incident happened on the project since (post-market monitoring, Articles 72 and 73).
 */
const needsReview = (row: Pick<AiActAssessmentRow, 'purposeChangedAt' | 'incidentReviewAt'>) =>
  row.purposeChangedAt !== null || row.incidentReviewAt !== null;

/** What the stored answers say now: the class and the obligations with their due dates. */
export const planOf = (row: Pick<AiActAssessmentRow, 'roles' | 'answers'>): AiActAssessmentPlan =>
  assessmentPlan({ roles: row.roles, answers: row.answers });

type ObligationWithOwner = AiActObligationRow & {
  ownerFirstName?: string | null;
  ownerLastName?: string | null;
  ownerEmail?: string | null;
};

const ownerName = (row: ObligationWithOwner) =>
  [row.ownerFirstName, row.ownerLastName].filter((part) => part?.trim()).join(' ') ||
  row.ownerEmail ||
  'Unknown user';

export function presentObligation(
  row: ObligationWithOwner,
  obligation: AiActDueObligation,
  today: string,
): AiActObligationItem {
  return {
    id: row.id,
    companyId: row.companyId,
    projectId: row.projectId,
    obligationId: row.obligationId,
    article: obligation.article,
    title: obligation.title,
    done: obligation.done,
    condition: obligation.condition ?? null,
    dueDate: obligation.dueDate,
    status: row.status,
    notApplicableReason: row.notApplicableReason,
    owner: row.ownerId ? { id: row.ownerId, name: ownerName(row) } : null,
    notes: row.notes,
    overdue: isObligationOverdue({ status: row.status, dueDate: obligation.dueDate }, today),
    updatedAt: toIsoString(row.updatedAt),
  };
}

function obligationsQuery(db: Knex, projectIds: readonly string[]) {
  return AiActObligationRow.query(db)
    .whereIn('aiActObligations.projectId', [...projectIds])
    .leftJoin('users', 'users.id', 'aiActObligations.ownerId')
    .select(
      'aiActObligations.*',
      'users.firstName as ownerFirstName',
      'users.lastName as ownerLastName',
      'users.email as ownerEmail',
    ) as unknown as Promise<ObligationWithOwner[]>;
}

/** The stored obligations with what the Act says of each, earliest due first. */
function joined(
  rows: readonly ObligationWithOwner[],
  { byId }: AiActAssessmentPlan,
): Array<{ row: ObligationWithOwner; obligation: AiActDueObligation }> {
  return rows
    .flatMap((row) => {
      const obligation = byId.get(row.obligationId);
      // A row the answers no longer give (a change of the law's table) waits for the next save.
      return obligation ? [{ row, obligation }] : [];
    })
    .sort(
      (a, b) =>
        a.obligation.dueDate.localeCompare(b.obligation.dueDate) ||
        a.obligation.article.localeCompare(b.obligation.article, 'en', { numeric: true }),
    );
}

export async function findAssessment(
  db: Knex,
  projectId: string,
): Promise<AiActAssessmentRow | undefined> {
  return AiActAssessmentRow.query(db).findOne({ projectId });
}

/** The project's obligations as the API presents them (none without an assessment). */
export async function listObligations(
  db: Knex,
  projectId: string,
  now = new Date(),
): Promise<AiActObligationItem[]> {
  const assessment = await findAssessment(db, projectId);
  if (!assessment) return [];
  const today = calendarDateOf(now);
  return joined(await obligationsQuery(db, [projectId]), planOf(assessment)).map(
    ({ row, obligation }) => presentObligation(row, obligation, today),
  );
}

/** The status the project's obligations give it today, and why. */
function verdictOf(
  assessment: AiActAssessmentRow,
  rows: readonly AiActObligationRow[],
  today: string,
): AiActStatusVerdict {
  const plan = planOf(assessment);
  return aiActStatusOf(
    plan.classification.riskClass,
    joined(rows, plan).map(({ row, obligation }) => ({
      status: row.status,
      dueDate: obligation.dueDate,
      article: obligation.article,
    })),
    today,
  );
}

export async function presentAssessment(
  db: Knex,
  row: AiActAssessmentRow,
  now = new Date(),
): Promise<AiActAssessment> {
  const { classification, plan } = planOf(row);
  const rows = await AiActObligationRow.query(db).where({ projectId: row.projectId });
  const verdict = verdictOf(row, rows, calendarDateOf(now));
  const assessor = row.assessedBy
    ? await db('users').where({ id: row.assessedBy }).first('firstName', 'lastName', 'email')
    : undefined;
  const name = assessor
    ? [assessor.firstName, assessor.lastName].filter((part) => part?.trim()).join(' ') ||
      assessor.email
    : null;
  return {
    projectId: row.projectId,
    companyId: row.companyId,
    roles: row.roles,
    answers: row.answers,
    riskClass: classification.riskClass,
    reasons: classification.reasons,
    gpai: classification.gpai,
    annex: classification.annex,
    transparency: classification.transparency,
    prohibition: plan.prohibition,
    assessedAt: toIsoString(row.assessedAt),
    assessedBy: row.assessedBy && name ? { id: row.assessedBy, name } : null,
    needsReview: needsReview(row),
    euAiActStatus: verdict.status,
    euAiActStatusReason: verdict.reason,
  };
}

/**
 * The assessment as its history records it: worded, so the history reads it as is, and named by
 * its class.
 */
const ASSESSMENT_RECORDING = {
  view: (row) => ({
    ...row,
    riskClassLabel: AI_ACT_RISK_CLASS_LABELS[row.riskClass],
    yesAnswers: AI_ACT_QUESTIONS.filter((question) => row.answers[question.id] === true).map(
      (question) => question.article,
    ),
    needsReview: needsReview(row),
  }),
  label: (row) => AI_ACT_RISK_CLASS_LABELS[row.riskClass],
} satisfies Recording<AiActAssessmentRow>;

/**
 * Sets the project's EU AI Act status from its assessment and obligations (recorded as a change
 * of the project when it changes). Without an assessment the hand-picked status stays.
 */
export async function syncEuAiActStatus(
  uow: UnitOfWork,
  projectId: string,
  now = new Date(),
): Promise<Project | undefined> {
  const assessment = await findAssessment(uow.trx, projectId);
  if (!assessment) return undefined;
  const rows = await AiActObligationRow.query(uow.trx).where({ projectId });
  const { status } = verdictOf(assessment, rows, calendarDateOf(now));
  const before = await lockProject(uow, projectId);
  if (before.euAiActStatus === status) return undefined;
  return patchRecorded(uow, Project, 'project', before, { euAiActStatus: status });
}

/**
 * Saves the project's assessment (the first one, or a revisit) and brings its stored obligations
 * in line: the ones the answers now give are added, the ones they no longer give are removed,
 * the rest keep their status, owner and notes. A row of a whole article the table now lists by
 * its parts becomes those parts first (`splitWholeArticles`). Then the project's status follows.
 */
export async function saveAssessment(
  uow: UnitOfWork,
  project: Pick<Project, 'id' | 'companyId'>,
  body: AiActAssessmentBody,
  assessedBy: string | null,
): Promise<AiActAssessmentRow> {
  const unknown = unknownAiActAnswers(body.answers);
  if (unknown.length > 0) throw new InputError(unknownAiActAnswersMessage(unknown));
  // Locking the project first: two saves of one project never interleave.
  await lockProject(uow, project.id);
  const { trx } = uow;
  const roles = [...new Set(body.roles)];
  const classification = classifyAiSystem({ roles, answers: body.answers });
  const values = {
    roles,
    answers: body.answers as Record<string, boolean>,
    riskClass: classification.riskClass,
    assessedAt: new Date(),
    assessedBy,
    purposeChangedAt: null,
    incidentReviewAt: null,
  };
  const saved = await upsertRecorded(uow, AiActAssessmentRow, project, {
    entity: 'ai_act_assessment',
    values,
    ...ASSESSMENT_RECORDING,
  });

  const plan = planOf(saved);
  const stored = await splitWholeArticles(
    uow,
    plan,
    await AiActObligationRow.query(trx).where({ projectId: project.id }).forUpdate(),
  );
  const storedIds = new Set(stored.map((row) => row.obligationId));
  for (const row of stored) {
    if (plan.byId.has(row.obligationId)) continue;
    await AiActObligationRow.query(trx).deleteById(row.id);
    await uow.record({
      entity: 'ai_act_obligation',
      id: row.id,
      action: 'deleted',
      before: auditedObligation(row, null),
      label: row.obligationId,
    });
  }
  for (const obligation of plan.plan.obligations) {
    if (storedIds.has(obligation.id)) continue;
    await createObligation(uow, plan, obligation, {
      companyId: project.companyId,
      projectId: project.id,
      status: 'todo',
    });
  }
  await syncEuAiActStatus(uow, project.id);
  return saved;
}

/**
 * Updates an obligation's status, owner or notes. Not applicable needs a reason (kept while it
 * stays not applicable); the owner must be a member of the obligation's company. Then the
 * project's status follows.
 */
export const updateObligation = lockedChange(
  AiActObligationRow,
  notFoundMessage('ai_act_obligation'),
  async (uow, before, body: AiActObligationUpdateBody): Promise<AiActObligationRow> => {
    const { trx } = uow;
    const change = changedObligation(before, body);
    if (change.problem) throw new InputError(change.problem);
    const { ownerId } = change.after;
    const ownerLabel = ownerId ? await memberName(trx, before.companyId, ownerId) : null;
    if (ownerId && ownerLabel === null) throw new InputError(OBLIGATION_OWNER_MESSAGE);
    const beforeOwner = before.ownerId
      ? await memberName(trx, before.companyId, before.ownerId)
      : null;
    const after = await AiActObligationRow.query(trx).patchAndFetchById(before.id, change.after);
    const assessment = await findAssessment(trx, before.projectId);
    await uow.record({
      entity: 'ai_act_obligation',
      id: before.id,
      action: 'updated',
      before: auditedObligation(before, beforeOwner),
      after: auditedObligation(after, ownerLabel),
      label: assessment ? obligationLabel(before.obligationId, planOf(assessment)) : null,
    });
    await syncEuAiActStatus(uow, before.projectId);
    return after;
  },
);

/** One obligation as the API presents it, read after a write. */
export async function readObligation(
  db: Knex,
  row: Pick<AiActObligationRow, 'id' | 'projectId'>,
  now = new Date(),
): Promise<AiActObligationItem> {
  const items = await listObligations(db, row.projectId, now);
  const item = items.find((candidate) => candidate.id === row.id);
  if (!item) throw new InputError('This obligation no longer applies to the project');
  return item;
}

/** The assessment marked for review (`mark`: why, since when), recorded under its class. */
const markAssessment = (
  uow: UnitOfWork,
  assessment: AiActAssessmentRow,
  mark: Pick<Partial<AiActAssessmentRow>, 'incidentReviewAt' | 'purposeChangedAt'>,
) =>
  patchRecorded(
    uow,
    AiActAssessmentRow,
    'ai_act_assessment',
    assessment,
    mark,
    ASSESSMENT_RECORDING,
  );

/**
 * After an incident recorded on a project: a high-risk system's assessment is marked for review
 * (once: an assessment already marked stays as it is, and so does its history). Answers
 * whether it marked it.
 */
export async function markForReviewAfterIncident(uow: UnitOfWork, projectId: string) {
  const assessment = await AiActAssessmentRow.query(uow.trx).findOne({ projectId }).forUpdate();
  if (!assessment || assessment.incidentReviewAt !== null) return false;
  if (planOf(assessment).classification.riskClass !== 'high_risk') return false;
  await markAssessment(uow, assessment, { incidentReviewAt: new Date() });
  return true;
}

/**
 * After a project edit: a change of its problem statement or jobs to be done marks its
 * assessment for review; a hand-picked EU AI Act status gives way to the derived one.
 */
export async function afterProjectEdit(
  uow: UnitOfWork,
  before: Pick<Project, 'problemStatement' | 'jobsToBeDone'>,
  after: Pick<Project, 'id' | 'problemStatement' | 'jobsToBeDone' | 'euAiActStatus'>,
): Promise<Project | undefined> {
  const assessment = await findAssessment(uow.trx, after.id);
  if (!assessment) return undefined;
  const purposeChanged =
    before.problemStatement !== after.problemStatement ||
    (before.jobsToBeDone ?? '') !== (after.jobsToBeDone ?? '');
  if (purposeChanged && assessment.purposeChangedAt === null) {
    await markAssessment(uow, assessment, { purposeChangedAt: new Date() });
  }
  return syncEuAiActStatus(uow, after.id);
}

/** A project's assessment with its plan and the stored obligations it lists now. */
export interface AssessedProject {
  assessment: AiActAssessmentRow;
  plan: AiActAssessmentPlan;
  listed: Array<{ row: AiActObligationRow; obligation: AiActDueObligation }>;
}

/**
 * The projects' assessments, each with its plan and the stored obligations it lists now
 * (`joined`, as the obligation lists and the project's status read them): read once for a
 * whole evaluation, then handed to each rule's context.
 */
export async function assessedObligations(
  db: Knex,
  projectIds: readonly string[],
): Promise<AssessedProject[]> {
  if (projectIds.length === 0) return [];
  const assessments = await AiActAssessmentRow.query(db).whereIn('projectId', [...projectIds]);
  if (assessments.length === 0) return [];
  const assessedIds = assessments.map((assessment) => assessment.projectId);
  const rows = rowsBy(
    assessedIds,
    await AiActObligationRow.query(db).whereIn('projectId', assessedIds),
    'projectId',
  );
  return assessments.map((assessment) => {
    const plan = planOf(assessment);
    return { assessment, plan, listed: joined(rows.get(assessment.projectId)!, plan) };
  });
}

/**
 * The projects' stored obligations that their assessments list now. A row the answers no
 * longer give (an `art27-fria` of a project that owes no FRIA) counts nowhere, so what reads
 * obligations beside the lists (the evidence of the `evidence-expired` rule) reads these.
 */
export const listedObligationRows = (assessed: readonly AssessedProject[]): AiActObligationRow[] =>
  assessed.flatMap(({ listed }) => listed.map(({ row }) => row));

/** What the risk rules read of each project's EU AI Act record (null: not assessed). */
export function aiActRiskContexts(
  projectIds: readonly string[],
  assessed: readonly AssessedProject[],
): Map<string, AiActRiskContext | null> {
  const contexts = new Map<string, AiActRiskContext | null>(projectIds.map((id) => [id, null]));
  for (const { assessment, plan, listed } of assessed) {
    contexts.set(assessment.projectId, {
      riskClass: plan.classification.riskClass,
      // The stale-assessment risk speaks of the purpose; an incident's review shows on the card.
      needsReview: assessment.purposeChangedAt !== null,
      obligations: listed.map(({ row, obligation }) => ({
        status: row.status,
        dueDate: obligation.dueDate,
        article: obligation.article,
        title: obligation.title,
        id: row.id,
      })),
    });
  }
  return contexts;
}

/**
 * Every assessed project's status, brought in line with today's date (an obligation's due date
 * passing makes a project non compliant without any write): run nightly.
 */
export async function refreshEuAiActStatuses(db: Knex, now = new Date()): Promise<number> {
  const rows = (await db('aiActAssessments').select('projectId')) as Array<{ projectId: string }>;
  for (const { projectId } of rows) {
    await write({ db }, SYSTEM_ACTOR, (uow) => syncEuAiActStatus(uow, projectId, now));
  }
  return rows.length;
}
