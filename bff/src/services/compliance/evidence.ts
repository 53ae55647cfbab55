import {
  controlIdsOfObligation,
  EVIDENCE_REVIEWER_MESSAGE,
  INCIDENT_MESSAGES,
  evidenceQuotaMessage,
  type EvidenceUsage,
  type EvidenceExpiryState,
  type EvidenceFileType,
  type EvidenceUploadForm,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { deleteRecorded } from '../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { ConflictError, InputError, NotFoundError, PayloadTooLargeError } from '../../errors.ts';
import { AiActObligationRow } from '../../models/ai-act.ts';
import { IncidentRow } from '../../models/incident.ts';
import { ObligationEvidenceRow } from '../../models/obligation-evidence.ts';
import { storeOf, type EvidenceFileStore, type SpooledFile } from './evidence-store.ts';
import { personName } from '../integrations/notifications.ts';
import { memberName } from '../access/member-names.ts';
import { groupedBy } from '../grouped.ts';

/**
 * Evidence on an EU AI Act obligation: links and files, each with its reviewer and expiry.
 * Every write is a unit of work (history and events); a file's bytes go to the configured store
 * after its type was judged by content (`evidence-file-type.ts`), so a refused file leaves
 * nothing behind.
 */

export const EVIDENCE_FILE_GONE_MESSAGE = 'The file of this evidence is no longer available';

/** A piece of evidence with its reviewer's and creator's names, as the routes present it. */
export type EvidenceWithNames = ObligationEvidenceRow & {
  reviewerFirstName?: string | null;
  reviewerLastName?: string | null;
  reviewerEmail?: string | null;
  creatorFirstName?: string | null;
  creatorLastName?: string | null;
  creatorEmail?: string | null;
};

/** A person's shown name: first and last name, else their e-mail. */
export const nameOf = (first?: string | null, last?: string | null, email?: string | null) =>
  personName({ firstName: first ?? null, lastName: last ?? null }) || email || 'Unknown user';

function evidenceQuery(db: Knex) {
  return ObligationEvidenceRow.query(db)
    .leftJoin('users as reviewer', 'reviewer.id', 'obligationEvidence.reviewedById')
    .leftJoin('users as creator', 'creator.id', 'obligationEvidence.createdBy')
    .select(
      'obligationEvidence.*',
      'reviewer.firstName as reviewerFirstName',
      'reviewer.lastName as reviewerLastName',
      'reviewer.email as reviewerEmail',
      'creator.firstName as creatorFirstName',
      'creator.lastName as creatorLastName',
      'creator.email as creatorEmail',
    );
}

/** Every list of evidence is newest first (the id settles pieces added in one instant). */
const NEWEST_FIRST = [
  { column: 'obligationEvidence.createdAt', order: 'desc' },
  { column: 'obligationEvidence.id', order: 'desc' },
] as const;

/** The evidence of an obligation or of an incident, newest first. */
async function evidenceOf(db: Knex, column: 'obligationId' | 'incidentId', id: string) {
  return (await evidenceQuery(db)
    .where(`obligationEvidence.${column}`, id)
    .orderBy([...NEWEST_FIRST])) as unknown as EvidenceWithNames[];
}

/** An obligation's evidence, newest first. */
export const listEvidence = (db: Knex, obligationId: string): Promise<EvidenceWithNames[]> =>
  evidenceOf(db, 'obligationId', obligationId);

/**
 * The evidence of every stored obligation of a project in one query, newest first: each
 * obligation's pieces in the order `listEvidence` gives them. Evidence on a control or an
 * incident is not an obligation's, as it is not in `listEvidence`.
 */
export async function listProjectEvidence(
  db: Knex,
  projectId: string,
): Promise<EvidenceWithNames[]> {
  return (await evidenceQuery(db)
    .join('aiActObligations as obligation', 'obligation.id', 'obligationEvidence.obligationId')
    .where('obligation.projectId', projectId)
    .orderBy([...NEWEST_FIRST])) as unknown as EvidenceWithNames[];
}

/** An incident's evidence, newest first. */
export const listIncidentEvidence = (db: Knex, incidentId: string): Promise<EvidenceWithNames[]> =>
  evidenceOf(db, 'incidentId', incidentId);

/** A company's evidence on its controls (one control's, when named), newest first. */
export async function listControlEvidence(
  db: Knex,
  companyId: string,
  controlId?: string,
): Promise<EvidenceWithNames[]> {
  const query = evidenceQuery(db)
    .where('obligationEvidence.companyId', companyId)
    .whereNotNull('obligationEvidence.controlId')
    .orderBy([...NEWEST_FIRST]);
  if (controlId !== undefined) query.where('obligationEvidence.controlId', controlId);
  return (await query) as unknown as EvidenceWithNames[];
}

/** One piece of evidence, read after a write. */
export async function readEvidence(db: Knex, id: string): Promise<EvidenceWithNames> {
  const row = (await evidenceQuery(db).findById(id)) as unknown as EvidenceWithNames | undefined;
  if (!row) throw new NotFoundError(notFoundMessage('obligation_evidence'));
  return row;
}

type ReviewFields = EvidenceUploadForm;

/** The reviewer: a member of the obligation's company by id, else the name given as text. */
async function reviewerOf(
  trx: Knex,
  companyId: string,
  fields: ReviewFields,
): Promise<{ reviewedById: string | null; reviewedByName: string | null }> {
  if (fields.reviewedById) {
    const reviewedByName = await memberName(trx, companyId, fields.reviewedById);
    if (reviewedByName === null) throw new InputError(EVIDENCE_REVIEWER_MESSAGE);
    return { reviewedById: fields.reviewedById, reviewedByName };
  }
  return { reviewedById: null, reviewedByName: fields.reviewedBy?.trim() || null };
}

/** What the history keeps of a piece of evidence (the reviewer by name, as it was then). */
const audited = (row: ObligationEvidenceRow) => ({
  companyId: row.companyId,
  projectId: row.projectId,
  url: row.url,
  fileName: row.fileName,
  reviewedByName: row.reviewedByName,
  reviewedOn: row.reviewedAt,
  expiresOn: row.expiresAt,
});

const labelOf = (row: ObligationEvidenceRow) => row.title ?? row.fileName ?? row.url;

/** A file already judged by its content, spooled on disk, ready to keep. */
export interface EvidenceUpload {
  name: string;
  file: SpooledFile;
  /** Its SHA-256, hex. */
  sha256: string;
  type: EvidenceFileType;
}

/** How much of its quota a company's evidence files use. */
export async function evidenceUsage(
  db: Knex,
  companyId: string,
  quotaBytes: number,
): Promise<EvidenceUsage> {
  const row = (await db('obligationEvidence')
    .where({ companyId, kind: 'file' })
    .first(
      db.raw('count(*)::int as files'),
      db.raw('coalesce(sum(size_bytes), 0)::bigint::text as "usedBytes"'),
    )) as { files: number; usedBytes: string };
  return { files: Number(row.files), usedBytes: Number(row.usedBytes), quotaBytes };
}

/**
 * Refuses (413) a file that would take the company past its quota. The company's row is locked
 * first, so concurrent uploads of one company, in any process, are counted one after the other
 * and cannot pass the quota together.
 */
async function checkQuota(trx: Knex, companyId: string, size: number, quotaBytes: number) {
  await trx('companies').where({ id: companyId }).forUpdate().first('id');
  const usage = await evidenceUsage(trx, companyId, quotaBytes);
  if (usage.usedBytes + size > quotaBytes) {
    throw new PayloadTooLargeError(evidenceQuotaMessage(usage));
  }
}

/** What evidence supports: an obligation of a project, an incident, or a control of a company. */
export type EvidenceOwner =
  | { obligation: Pick<AiActObligationRow, 'id'> }
  | { incident: Pick<IncidentRow, 'id'> }
  | { control: { companyId: string; controlId: string } };

interface AddEvidence {
  /** Chosen by the caller, so a bucket's object can be found again if the unit fails. */
  id: string;
  owner: EvidenceOwner;
  fields: ReviewFields & { url?: string };
  file?: EvidenceUpload;
  createdBy: string | null;
  store: EvidenceFileStore;
  /** The most the company's evidence files may take, in bytes. */
  quotaBytes: number;
}

/** The owner, locked for the while (a new assessment may remove an obligation meanwhile). */
async function lockOwner(uow: UnitOfWork, owner: EvidenceOwner) {
  // A control of the library is the company's as long as the company is (the route checked it).
  if ('control' in owner) {
    return {
      companyId: owner.control.companyId,
      projectId: null,
      obligationId: null,
      controlId: owner.control.controlId,
    };
  }
  if ('incident' in owner) {
    const incident = await uow.lock(IncidentRow, owner.incident.id, INCIDENT_MESSAGES.notFound);
    return {
      companyId: incident.companyId,
      projectId: incident.projectId,
      obligationId: null,
      incidentId: incident.id,
    };
  }
  const locked = await uow.lock(
    AiActObligationRow,
    owner.obligation.id,
    notFoundMessage('ai_act_obligation'),
  );
  return { companyId: locked.companyId, projectId: locked.projectId, obligationId: locked.id };
}

/**
 * Adds a link or a file to an obligation or an incident, locked for the while. A file's bytes go to the store within the unit of work: in PostgreSQL they
 * commit with the row; a bucket's object the caller removes if the unit fails
 * (`forgetUnsavedFile`).
 */
export async function addEvidence(
  uow: UnitOfWork,
  { id, owner, fields, file, createdBy, store, quotaBytes }: AddEvidence,
): Promise<ObligationEvidenceRow> {
  const locked = await lockOwner(uow, owner);
  const reviewer = await reviewerOf(uow.trx, locked.companyId, fields);
  const common = {
    id,
    ...locked,
    title: fields.title?.trim() || null,
    ...reviewer,
    reviewedAt: fields.reviewedAt ?? null,
    expiresAt: fields.expiresAt ?? null,
    createdBy,
  };
  let row: ObligationEvidenceRow;
  if (file) {
    await checkQuota(uow.trx, locked.companyId, file.file.size, quotaBytes);
    row = await ObligationEvidenceRow.query(uow.trx).insertAndFetch({
      ...common,
      kind: 'file',
      fileName: file.name,
      contentType: file.type.mime,
      sizeBytes: file.file.size,
      sha256: file.sha256,
      storage: store.kind,
      storageKey: store.keyOf({ evidenceId: id, companyId: locked.companyId }),
    });
    await store.put(uow.trx, {
      evidenceId: id,
      companyId: locked.companyId,
      file: file.file,
      contentType: file.type.mime,
    });
  } else {
    row = await ObligationEvidenceRow.query(uow.trx).insertAndFetch({
      ...common,
      kind: 'link',
      url: fields.url!,
    });
  }
  await uow.record({
    entity: 'obligation_evidence',
    id: row.id,
    action: 'created',
    after: audited(row),
    label: labelOf(row),
  });
  return row;
}

/**
 * Removes a piece of evidence. The database store's bytes go with the row; a bucket's object is
 * deleted by the caller once this unit committed (`removeStoredFile`).
 */
export async function deleteEvidence(
  uow: UnitOfWork,
  evidence: Pick<ObligationEvidenceRow, 'id'>,
): Promise<ObligationEvidenceRow> {
  const before = await uow.lock(
    ObligationEvidenceRow,
    evidence.id,
    notFoundMessage('obligation_evidence'),
  );
  // A report's document is part of the record of what was submitted: nothing of it is deleted.
  if (await uow.trx('incidentReports').where({ evidenceId: before.id }).first('id')) {
    throw new ConflictError(INCIDENT_MESSAGES.reportDocument);
  }
  await deleteRecorded(uow, ObligationEvidenceRow, 'obligation_evidence', before, {
    view: audited,
    label: labelOf,
  });
  return before;
}

/** After a unit that failed: a bucket's object written for it is removed (nothing else kept). */
export async function forgetUnsavedFile(
  store: EvidenceFileStore,
  file: { evidenceId: string; companyId: string },
): Promise<void> {
  const storageKey = store.keyOf(file);
  if (storageKey) await store.remove({ id: file.evidenceId, storage: store.kind, storageKey });
}

/** The bytes of a file's evidence, from the store that kept them; 404 when they are gone. */
export async function readEvidenceFile(
  db: Knex,
  evidence: ObligationEvidenceRow,
  configured: EvidenceFileStore,
): Promise<Buffer> {
  const store = storeOf(evidence, configured);
  const content = store.kind === evidence.storage ? await store.get(db, evidence) : undefined;
  if (!content) throw new NotFoundError(EVIDENCE_FILE_GONE_MESSAGE);
  return content;
}

/**
 * What the `evidence-expired` rule reads: each project's evidence and its expiry, of the
 * obligations its assessment lists now (`listedObligationRows`). Evidence on a control of the
 * project's company counts for every obligation of the project the control links to, so it
 * lapses there, and everywhere else, the day it expires.
 */
export async function evidenceExpiries(
  db: Knex,
  projectIds: readonly string[],
  listed: readonly AiActObligationRow[],
): Promise<Map<string, EvidenceExpiryState[]>> {
  if (projectIds.length === 0) return new Map();
  // Only obligations that still count: listed by the project's assessment now, as the obligation
  // lists and the EU AI Act status read them, and done or open, not found not to apply.
  const obligations = listed.filter((o) => o.status !== 'not_applicable');
  const ids = obligations.map((o) => o.id);
  const rows = (await db('obligationEvidence')
    .whereIn('obligationId', ids)
    .select('projectId', 'obligationId', 'expiresAt')) as Array<
    EvidenceExpiryState & { projectId: string }
  >;
  return groupedBy(
    projectIds,
    [...rows, ...(await controlEvidenceExpiries(db, obligations))],
    'projectId',
  );
}

/** The evidence on controls of the obligations' companies, as evidence of those it links to. */
async function controlEvidenceExpiries(
  db: Knex,
  obligations: readonly AiActObligationRow[],
): Promise<Array<EvidenceExpiryState & { projectId: string }>> {
  const evidence = (await db('obligationEvidence')
    .whereIn('companyId', [...new Set(obligations.map((o) => o.companyId))])
    .whereNotNull('controlId')
    .select('companyId', 'controlId', 'expiresAt')) as Array<{
    companyId: string;
    controlId: string;
    expiresAt: string | null;
  }>;
  if (evidence.length === 0) return [];
  return obligations.flatMap((o) => {
    const controls = new Set(controlIdsOfObligation(o.obligationId));
    return evidence
      .filter((e) => e.companyId === o.companyId && controls.has(e.controlId))
      .map((e) => ({ projectId: o.projectId, obligationId: o.id, expiresAt: e.expiresAt }));
  });
}
