import {
  DECIDED_PROPOSAL_STATES,
  ERROR_CODES,
  INTAKE_LIMITS,
  INTAKE_MESSAGES,
  PROHIBITED_PROPOSAL_MESSAGE,
  PROPOSAL_LINK_TITLE,
  SIMILARITY_THRESHOLD,
  approvalProgress,
  approvalRoleOf,
  intakeAnswersProblem,
  mayReject,
  approvalRefusal,
  proposalPath,
  proposalScore,
  screeningTier,
  scoringInputsProblem,
  screeningAnswersProblem,
  type ApprovingPerson,
  type AuditAction,
  type IntakeQuestion,
  type ProposalCreateBody,
  type ProposalListQuery,
  type ProposalUpdateBody,
  type SimilarItem,
  scoringOf,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../errors.ts';
import { ProposalApprovalRow, ProposalRow } from '../../models/proposal.ts';
import { saveAssessment } from '../compliance/ai-act.ts';
import { addProjectLink } from '../portfolio/project-links.ts';
import { createProject } from '../portfolio/projects.ts';
import { intakeSettingsOf, type EffectiveIntakeSettings } from './intake-settings.ts';
import { auditedApproval, auditedProposal } from './proposal-history.ts';

/**
 * Proposals: written through the unit of work (history, `proposal.*` events), their tier and
 * score computed by the contract's rules when written, approved as the tier's rule says, and
 * an approval that completes the rule makes exactly one project. Services answer rows; the
 * routes present them.
 */

/** A proposal with the names and approvals its answer shows. */
export interface ProposalRecord {
  row: ProposalRow;
  submitterName: string | null;
  approvals: Array<ProposalApprovalRow & { approverName: string }>;
  mergedIntoName: string | null;
  settings: EffectiveIntakeSettings;
}

/** Reads what the proposals' answers need, in a few queries for all of them. */
export async function recordsOf(
  db: Knex,
  companyId: string,
  rows: readonly ProposalRow[],
): Promise<ProposalRecord[]> {
  if (rows.length === 0) return [];
  const settings = await intakeSettingsOf(db, companyId);
  const approvals = await ProposalApprovalRow.query(db)
    .whereIn(
      'proposalId',
      rows.map((r) => r.id),
    )
    .orderBy([{ column: 'approvedAt' }, { column: 'id' }]);
  const names = await namesOf(db, [
    ...rows.map((r) => r.submittedBy),
    ...approvals.map((a) => a.userId),
  ]);
  const projectIds = rows.flatMap((r) => (r.mergedIntoProjectId ? [r.mergedIntoProjectId] : []));
  const proposalIds = rows.flatMap((r) => (r.mergedIntoProposalId ? [r.mergedIntoProposalId] : []));
  const targets = new Map<string, string>();
  if (projectIds.length) {
    for (const p of await db('projects').whereIn('id', projectIds).select('id', 'name')) {
      targets.set(p.id, p.name);
    }
  }
  if (proposalIds.length) {
    for (const p of await db('proposals').whereIn('id', proposalIds).select('id', 'name')) {
      targets.set(p.id, p.name);
    }
  }
  return rows.map((row) => {
    const target = row.mergedIntoProjectId ?? row.mergedIntoProposalId;
    return {
      row,
      submitterName: row.submittedBy ? (names.get(row.submittedBy) ?? 'Unknown user') : null,
      approvals: approvals
        .filter((a) => a.proposalId === row.id)
        .map((a) => Object.assign(a, { approverName: names.get(a.userId) ?? 'Unknown user' })),
      mergedIntoName: target ? (targets.get(target) ?? null) : null,
      settings,
    };
  });
}

async function namesOf(db: Knex, ids: ReadonlyArray<string | null>) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const users = await db('users')
    .whereIn('id', wanted)
    .select('id', 'firstName', 'lastName', 'email');
  return new Map<string, string>(
    users.map(
      (u: { id: string; firstName: string | null; lastName: string | null; email: string }) => [
        u.id,
        [u.firstName, u.lastName].filter((part) => part?.trim()).join(' ') || u.email,
      ],
    ),
  );
}

/** A proposal with what its answer shows; another company's, or none: 404. */
export async function readProposal(db: Knex, id: string): Promise<ProposalRecord> {
  const row = await ProposalRow.query(db).findById(id);
  if (!row) throw new NotFoundError(INTAKE_MESSAGES.notFound);
  return (await recordsOf(db, row.companyId, [row]))[0]!;
}

/** The company's proposals, the highest score first (unscored last), then the newest. */
export async function listProposals(
  db: Knex,
  companyId: string,
  query: ProposalListQuery,
  userId: string | undefined,
): Promise<ProposalRecord[]> {
  const rows = await ProposalRow.query(db)
    .where({ companyId })
    .modify((q) => {
      if (query.state) q.where({ state: query.state });
      if (query.mine) q.where({ submittedBy: userId ?? null });
    })
    .orderByRaw('score desc nulls last, created_at desc, id');
  return recordsOf(db, companyId, rows);
}

/** Answers to the company's questions, of their kinds; every required one answered. */
function checkAnswers(questions: readonly IntakeQuestion[], answers: Record<string, unknown>) {
  const problem = intakeAnswersProblem(questions, answers);
  if (problem) throw new InputError(problem);
}

function checkScreening(screening: Record<string, boolean>) {
  const problem = screeningAnswersProblem(screening);
  if (problem) throw new InputError(problem);
}

/** The score of `inputs` under the company's model: inputs it does not ask for or out of range, 400. */
function scoreOf(settings: EffectiveIntakeSettings, inputs: Record<string, number>) {
  const scoring = scoringOf(settings);
  const problem = scoringInputsProblem(scoring, inputs);
  if (problem) throw new InputError(problem);
  return proposalScore(scoring, inputs).score;
}

const trimmed = <T extends Partial<Record<'name' | 'department' | 'businessOwner', string>>>(
  fields: T,
): T => ({
  ...fields,
  ...(fields.name !== undefined && { name: fields.name.trim() }),
  ...(fields.department !== undefined && { department: fields.department.trim() }),
  ...(fields.businessOwner !== undefined && { businessOwner: fields.businessOwner.trim() }),
});

/** Submits a proposal: its tier from the screening, its score from the company's model. */
export async function createProposal(
  uow: UnitOfWork,
  companyId: string,
  body: ProposalCreateBody,
  submittedBy: string | null,
): Promise<ProposalRow> {
  const { trx } = uow;
  const settings = await intakeSettingsOf(trx, companyId);
  const answers = body.answers ?? {};
  const screening = body.screening ?? {};
  const scoringInputs = body.scoringInputs ?? {};
  checkAnswers(settings.questions, answers);
  checkScreening(screening);
  const score = scoreOf(settings, scoringInputs);
  const { answers: _a, screening: _s, scoringInputs: _i, ...fields } = trimmed(body);
  const row = await ProposalRow.query(trx).insertAndFetch({
    ...fields,
    expectedReturn: body.expectedReturn ?? null,
    initialCosts: body.initialCosts ?? null,
    runningCosts: body.runningCosts ?? null,
    companyId,
    answers,
    screening,
    tier: screeningTier(screening).tier,
    scoringModel: settings.scoringModel,
    scoringInputs,
    score,
    state: 'submitted',
    submittedBy,
  });
  // Submitted, not created: its approvers are told (the bell, e-mail, `proposal.submitted`).
  await uow.record({
    entity: 'proposal',
    id: row.id,
    action: 'submitted',
    before: null,
    after: await auditedProposal(trx, row, settings),
  });
  return row;
}

/** The proposal locked for a change; a decided one answers 409. */
async function lockOpen(uow: UnitOfWork, id: string): Promise<ProposalRow> {
  const row = await uow.lock(ProposalRow, id, INTAKE_MESSAGES.notFound);
  if (DECIDED_PROPOSAL_STATES.includes(row.state)) {
    throw new ConflictError(INTAKE_MESSAGES.decided, { code: ERROR_CODES.proposalDecided });
  }
  return row;
}

/**
 * Writes `patch` to the locked proposal and records the change: `updated`, or the decision it
 * makes (`approved`, `rejected`, `merged`), which its submitter is told of.
 */
async function patchRecorded(
  uow: UnitOfWork,
  before: ProposalRow,
  patch: Partial<ProposalRow>,
  action: AuditAction = 'updated',
) {
  // The history words both sides in the company's scoring model: read once for the two.
  const settings = await intakeSettingsOf(uow.trx, before.companyId);
  const auditedBefore = await auditedProposal(uow.trx, before, settings);
  const after = await ProposalRow.query(uow.trx).patchAndFetchById(before.id, patch);
  await uow.record({
    entity: 'proposal',
    id: before.id,
    action,
    before: auditedBefore,
    after: await auditedProposal(uow.trx, after, settings),
  });
  return after;
}

/** Merges an open proposal into a project or another open proposal of its company. */
async function mergeProposal(
  uow: UnitOfWork,
  before: ProposalRow,
  into: NonNullable<ProposalUpdateBody['mergeInto']>,
): Promise<ProposalRow> {
  const { trx } = uow;
  if (into.kind === 'proposal' && into.id === before.id) {
    throw new InputError(INTAKE_MESSAGES.mergeSelf);
  }
  const target =
    into.kind === 'project'
      ? await trx('projects').where({ id: into.id, companyId: before.companyId }).first('id')
      : await trx('proposals')
          .where({ id: into.id, companyId: before.companyId })
          .whereNotIn('state', [...DECIDED_PROPOSAL_STATES])
          .first('id');
  if (!target) throw new InputError(INTAKE_MESSAGES.mergeTarget);
  return patchRecorded(
    uow,
    before,
    {
      state: 'merged',
      decidedAt: new Date(),
      mergedIntoProjectId: into.kind === 'project' ? into.id : null,
      mergedIntoProposalId: into.kind === 'proposal' ? into.id : null,
    },
    'merged',
  );
}

/**
 * Changes an open proposal: answers, screening and inputs replace the stored ones, and the
 * tier and score follow them (the score under the company's model now). Or merges it.
 */
export async function updateProposal(
  uow: UnitOfWork,
  id: string,
  body: ProposalUpdateBody,
): Promise<ProposalRow> {
  const { trx } = uow;
  const before = await lockOpen(uow, id);
  const { mergeInto, answers, screening, scoringInputs, ...fields } = body;
  if (mergeInto) {
    if (Object.keys(body).length > 1) {
      throw new InputError(INTAKE_MESSAGES.mergeAlone);
    }
    return mergeProposal(uow, before, mergeInto);
  }
  const settings = await intakeSettingsOf(trx, before.companyId);
  const patch: Partial<ProposalRow> = { ...trimmed(fields) };
  if (answers !== undefined) {
    checkAnswers(settings.questions, answers);
    patch.answers = answers;
  }
  if (screening !== undefined) {
    checkScreening(screening);
    patch.screening = screening;
    patch.tier = screeningTier(screening).tier;
  }
  if (scoringInputs !== undefined) {
    patch.scoringInputs = scoringInputs;
    patch.scoringModel = settings.scoringModel;
    patch.score = scoreOf(settings, scoringInputs);
  }
  return patchRecorded(uow, before, patch);
}

/**
 * Scores the company's open proposals again under its model now, after an admin changed it, so
 * the queue never ranks by two models; inputs the new model does not ask for leave a proposal
 * unscored until they are given. A changed score is recorded on its proposal.
 */
export async function rescoreOpenProposals(uow: UnitOfWork, companyId: string): Promise<void> {
  const { trx } = uow;
  const settings = await intakeSettingsOf(trx, companyId);
  const scoring = scoringOf(settings);
  const open = await ProposalRow.query(trx)
    .where({ companyId })
    .whereNotIn('state', [...DECIDED_PROPOSAL_STATES])
    .orderBy('id')
    .forUpdate();
  for (const row of open) {
    const { score } = proposalScore(scoring, row.scoringInputs);
    if (score !== row.score) {
      await patchRecorded(uow, row, { score, scoringModel: settings.scoringModel });
    } else if (row.scoringModel !== settings.scoringModel) {
      await ProposalRow.query(trx).patchAndFetchById(row.id, {
        scoringModel: settings.scoringModel,
      });
    }
  }
}

/** Whether the people who approved are admins of the company now. */
async function approvingPeople(trx: Knex, companyId: string, userIds: readonly string[]) {
  const rows = (await trx('companyMembers')
    .where({ companyId, role: 'admin' })
    .whereIn('userId', [...userIds])
    .select('userId')) as Array<{ userId: string }>;
  const admins = new Set(rows.map((row) => row.userId));
  return userIds.map((userId): ApprovingPerson => ({ userId, isAdmin: admins.has(userId) }));
}

/**
 * The project of an approved proposal: its fields, its screening answers as the project's EU AI
 * Act assessment (through the assessment's own write, so its obligations and the project's
 * status follow) and a link back to the proposal among the project's links. A screening that
 * decided no tier is not copied: the assessment reads an unanswered question as a no.
 */
async function projectOf(
  uow: UnitOfWork,
  proposal: ProposalRow,
  approver: string,
  publicUrl: string,
) {
  const project = await createProject(uow, proposal.companyId, proposal.submittedBy ?? approver, {
    name: proposal.name,
    problemStatement: proposal.problemStatement,
    department: proposal.department,
    businessOwner: proposal.businessOwner,
    expectedReturn: proposal.expectedReturn,
    initialCosts: proposal.initialCosts,
    runningCosts: proposal.runningCosts,
    status: 'planning',
    euAiActStatus: 'not_applicable',
    gdprStatus: 'not_applicable',
    doraStatus: 'not_applicable',
  });
  if (proposal.tier !== 'unknown' && Object.keys(proposal.screening).length > 0) {
    // The screening is the questionnaire's first questions, asked of a deployer.
    await saveAssessment(
      uow,
      project,
      { roles: ['deployer'], answers: proposal.screening },
      proposal.submittedBy,
    );
  }
  await addProjectLink(
    uow,
    project,
    { url: `${publicUrl}${proposalPath(proposal.id)}`, title: PROPOSAL_LINK_TITLE },
    approver,
  );
  return project;
}

/**
 * One person's approval, as the tier's rule allows (a prohibited proposal: 409). The approval
 * that completes the rule makes the proposal's project (see {@link projectOf}), once: the
 * proposal is locked, and approved proposals take no more approvals. `publicUrl` is the
 * product's address, for the project's link back.
 */
export async function approveProposal(
  uow: UnitOfWork,
  id: string,
  person: ApprovingPerson,
  note: string | undefined,
  publicUrl: string,
): Promise<ProposalRow> {
  const { trx } = uow;
  const before = await lockOpen(uow, id);
  const settings = await intakeSettingsOf(trx, before.companyId);
  if (before.tier === 'prohibited') {
    throw new ConflictError(PROHIBITED_PROPOSAL_MESSAGE, { code: ERROR_CODES.proposalProhibited });
  }
  const refusal = approvalRefusal(before.tier, settings.approvalRules, settings.approvers, person);
  if (refusal) throw new ForbiddenError(refusal);
  const given = await ProposalApprovalRow.query(trx).where({ proposalId: id });
  if (given.some((a) => a.userId === person.userId)) {
    throw new ConflictError(INTAKE_MESSAGES.alreadyApproved);
  }
  const role = approvalRoleOf(
    before.tier,
    settings.approvalRules,
    settings.approvers,
    person.userId,
  );
  const approval = await ProposalApprovalRow.query(trx).insertAndFetch({
    companyId: before.companyId,
    proposalId: id,
    userId: person.userId,
    role,
    note: note?.trim() || null,
  });
  await uow.record({
    entity: 'proposal_approval',
    id: approval.id,
    action: 'created',
    after: await auditedApproval(trx, approval),
    projectId: null,
    label: before.name,
  });
  const people = await approvingPeople(trx, before.companyId, [
    ...given.map((a) => a.userId),
    person.userId,
  ]);
  const progress = approvalProgress(
    before.tier,
    settings.approvalRules,
    settings.approvers,
    people,
  );
  if (!progress.complete) return patchRecorded(uow, before, { state: 'in_review' });
  const project = await projectOf(uow, before, person.userId, publicUrl);
  return patchRecorded(
    uow,
    before,
    { state: 'approved', decidedAt: new Date(), projectId: project.id },
    'approved',
  );
}

/** Rejects an open proposal with its reason: an admin or a named approver may. */
export async function rejectProposal(
  uow: UnitOfWork,
  id: string,
  person: ApprovingPerson,
  reason: string,
): Promise<ProposalRow> {
  const before = await lockOpen(uow, id);
  const settings = await intakeSettingsOf(uow.trx, before.companyId);
  if (!mayReject(settings.approvers, person)) throw new ForbiddenError(INTAKE_MESSAGES.rejectBy);
  return patchRecorded(
    uow,
    before,
    { state: 'rejected', rejectionReason: reason.trim(), decidedAt: new Date() },
    'rejected',
  );
}

/**
 * The company's projects (not archived) and proposals (not rejected or merged) most like `q`
 * by name or problem statement: trigram `similarity()`, the higher of the two, from
 * `SIMILARITY_THRESHOLD` on.
 */
export async function similarTo(
  db: Knex,
  companyId: string,
  q: string,
  excludeId: string | undefined,
): Promise<SimilarItem[]> {
  const text = q.trim();
  const { rows } = (await db.raw(
    `select * from (
       select 'project' as kind, id, name, problem_statement as "problemStatement", status as state,
         greatest(similarity(name, :q), similarity(problem_statement, :q)) as similarity
       from projects where company_id = :companyId and archived_at is null
       union all
       select 'proposal', id, name, problem_statement, state,
         greatest(similarity(name, :q), similarity(problem_statement, :q))
       from proposals where company_id = :companyId and state not in ('rejected', 'merged')
         and id is distinct from :excludeId
     ) found
     where similarity >= :threshold
     order by similarity desc, name, id
     limit :limit`,
    {
      q: text,
      companyId,
      excludeId: excludeId ?? null,
      threshold: SIMILARITY_THRESHOLD,
      limit: INTAKE_LIMITS.similar,
    },
  )) as {
    rows: Array<{
      kind: 'project' | 'proposal';
      id: string;
      name: string;
      problemStatement: string;
      state: string;
      similarity: number;
    }>;
  };
  return rows.map((row) => ({
    ...row,
    similarity: Math.round(Number(row.similarity) * 100) / 100,
  }));
}
