import {
  FRIA_MESSAGES,
  FRIA_PART_KEYS,
  friaActivation,
  friaApprovalBasis,
  friaApprovalRefusal,
  friaNotificationRefusal,
  friaRecords,
  savedFriaParts,
  todayCalendarDate,
  type FriaApprovalBody,
  type FriaNotificationBody,
  type FriaPrefill,
  type FriaStepRefusal,
  type FriaRequirement,
  type FriaTexts,
  type ProjectFriaBody,
  type StoredFria,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { patchRecorded, upsertRecorded } from '../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { ConflictError, fieldError } from '../../errors.ts';
import { AiActAssessmentRow, ProjectFriaRow } from '../../models/ai-act.ts';
import type { Project } from '../../models/project.ts';
import { lockProject } from '../portfolio/project-lock.ts';
import { ProjectGdpr } from '../../models/project-gdpr.ts';
import { toIsoString } from '../../db/dates.ts';
import { memberName } from '../access/member-names.ts';

/**
 * A project's fundamental rights impact assessment (EU AI Act Article 27): read with what the
 * records say today (whether it is owed, the pre-filled parts, whether an approval still covers
 * it), saved whole, approved by a member, and its notification recorded. Whether the project may
 * go Active follows from it (`activationRefusal`, read by the project's update).
 */

/** The project fields a FRIA reads (the pre-fill's facts, the name it is recorded under). */
type FriaProject = Pick<
  Project,
  | 'id'
  | 'companyId'
  | 'name'
  | 'status'
  | 'problemStatement'
  | 'jobsToBeDone'
  | 'department'
  | 'businessOwner'
  | 'startDate'
  | 'targetDate'
>;

/** A FRIA as read: the saved row (null before the first save) and what the records say today. */
export interface FriaAnswer {
  project: FriaProject;
  row: ProjectFriaRow | null;
  /** The row as the contract's reading takes it (`friaView`). */
  stored: StoredFria | null;
  requirement: FriaRequirement;
  prefill: FriaPrefill;
}

const textsOf = (row: ProjectFriaRow): FriaTexts =>
  Object.fromEntries(FRIA_PART_KEYS.map((key) => [key, row[key]])) as FriaTexts;

/** A row as the contract's reading of a FRIA takes it. */
const storedOf = (row: ProjectFriaRow): StoredFria => ({
  texts: textsOf(row),
  sources: row.sources,
  approval:
    row.approvedOn && row.approvedByName && row.approvalBasis
      ? {
          approvedBy: { id: row.approvedBy, name: row.approvedByName },
          approvedOn: row.approvedOn,
          basis: row.approvalBasis,
        }
      : null,
  notification:
    row.notifiedOn && row.notificationReference
      ? {
          notifiedOn: row.notifiedOn,
          reference: row.notificationReference,
          documentUrl: row.notificationUrl,
        }
      : null,
  updatedAt: toIsoString(row.updatedAt),
});

/** What the records say today: whether a FRIA is owed, and what they pre-fill. */
async function recordsOf(db: Knex, project: FriaProject) {
  // One after the other: `db` may be a transaction, whose one connection runs one at a time.
  const assessment = await AiActAssessmentRow.query(db).findOne({ projectId: project.id });
  const gdpr = await ProjectGdpr.query(db).findOne({ projectId: project.id });
  const input = assessment ? { roles: assessment.roles, answers: assessment.answers } : null;
  return friaRecords({ project, gdpr: gdpr ?? null, assessment: input });
}

const answerOf = (
  project: FriaProject,
  row: ProjectFriaRow | null,
  records: Awaited<ReturnType<typeof recordsOf>>,
): FriaAnswer => ({ project, row, stored: row ? storedOf(row) : null, ...records });

export async function readProjectFria(db: Knex, project: FriaProject): Promise<FriaAnswer> {
  const row = (await ProjectFriaRow.query(db).findOne({ projectId: project.id })) as
    ProjectFriaRow | undefined;
  return answerOf(project, row ?? null, await recordsOf(db, project));
}

/**
 * Why the project may not be moved to Active, or null when it may (it owes no FRIA, or its FRIA
 * is approved and unchanged since). `admin`: worded for an admin.
 */
export const activationRefusal = (answer: FriaAnswer, admin: boolean): string | null =>
  friaActivation({ ...answer, admin });

/** What the history keeps of a FRIA: the parts, the approver by name, the notification. */
const audited = (row: ProjectFriaRow) => ({
  companyId: row.companyId,
  projectId: row.projectId,
  ...textsOf(row),
  approvedByName: row.approvedByName,
  approvedOn: row.approvedOn,
  notifiedOn: row.notifiedOn,
  notificationReference: row.notificationReference,
  notificationUrl: row.notificationUrl,
});

/** The project under lock (one writer of its FRIA at a time), its FRIA row and its records. */
async function lockedFria(uow: UnitOfWork, project: Pick<Project, 'id'>) {
  const locked = await lockProject(uow, project.id);
  const row = (await ProjectFriaRow.query(uow.trx)
    .findOne({ projectId: locked.id })
    .forUpdate()) as ProjectFriaRow | undefined;
  return { locked, row: row ?? null, records: await recordsOf(uow.trx, locked) };
}

/**
 * Saves the six parts whole, trimmed; each keeps its source as `savedFriaParts` says (the
 * records', its own, or none for a part written).
 */
export async function saveProjectFria(
  uow: UnitOfWork,
  project: Pick<Project, 'id'>,
  body: ProjectFriaBody,
): Promise<FriaAnswer> {
  const { locked, row, records } = await lockedFria(uow, project);
  const { texts, sources } = savedFriaParts(body, records.prefill, row && storedOf(row));
  const after = await upsertRecorded(uow, ProjectFriaRow, locked, {
    entity: 'project_fria',
    values: { ...texts, sources },
    label: locked.name,
    view: audited,
  });
  return answerOf(locked, after, records);
}

/** The approver's name, a member of the company; 400 on the field otherwise. */
async function approverName(db: Knex, companyId: string, userId: string): Promise<string> {
  const name = await memberName(db, companyId, userId);
  if (name === null) throw fieldError('approverId', FRIA_MESSAGES.approverNotMember);
  return name;
}

/**
 * A step of the FRIA after its save, taking a body: refused as `refusal` says of the FRIA as
 * stored, the body and today (400 on a field, or 409 while the FRIA is not ready for it); `take`
 * answers what it sets (a refusal of its own thrown). The FRIA is patched with that and recorded
 * under `action`, as the history reads a FRIA.
 */
const friaStep =
  <B>(
    action: 'approved' | 'submitted',
    refusal: (stored: StoredFria | null, body: B, today: string) => FriaStepRefusal | null,
    take: (
      body: B,
      fria: Awaited<ReturnType<typeof lockedFria>>,
      uow: UnitOfWork,
    ) => Promise<Partial<ProjectFriaRow>>,
  ) =>
  async (uow: UnitOfWork, project: Pick<Project, 'id'>, body: B): Promise<FriaAnswer> => {
    const fria = await lockedFria(uow, project);
    const refused = refusal(fria.row && storedOf(fria.row), body, todayCalendarDate());
    if (refused?.status === 400) throw fieldError(refused.field, refused.message);
    if (refused) throw new ConflictError(refused.message, { code: refused.code });
    const patch = await take(body, fria, uow);
    // Every step refuses a FRIA never saved: there is a row here.
    const after = await patchRecorded(uow, ProjectFriaRow, 'project_fria', fria.row!, patch, {
      action,
      label: fria.locked.name,
      view: audited,
    });
    return answerOf(fria.locked, after, fria.records);
  };

/**
 * Approves the FRIA as saved, by a member on a day not in the future; what the approval covers
 * (the parts, and the records' values that day) is kept to tell when it needs review. A part
 * left blank (or nothing saved yet): 409.
 */
export const approveProjectFria = friaStep<FriaApprovalBody>(
  'approved',
  friaApprovalRefusal,
  async (body, { locked, row, records }, uow) => ({
    approvedBy: body.approverId,
    approvedByName: await approverName(uow.trx, locked.companyId, body.approverId),
    approvedOn: body.approvedOn,
    approvalBasis: friaApprovalBasis(textsOf(row!), records.prefill),
  }),
);

/**
 * Records the notification of the market surveillance authority (Article 27(3)): only once the
 * FRIA is approved (409 before), on a day not in the future nor before the approval.
 */
export const recordFriaNotification = friaStep<FriaNotificationBody>(
  'submitted',
  friaNotificationRefusal,
  async (body) => ({
    notifiedOn: body.notifiedOn,
    notificationReference: body.reference.trim(),
    notificationUrl: body.documentUrl ?? null,
  }),
);
