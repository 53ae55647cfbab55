import {
  annexAControl,
  calendarDateOf,
  changedSoaEntry,
  FRAMEWORK_MESSAGES,
  SOA_OWNER_MESSAGE,
  SOA_STATUS_LABELS,
  publishedSoa,
  soaDraft,
  type Soa,
  type SoaEntry,
  type SoaEntryBody,
  type SoaState,
  type SoaVersionSummary,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { insertRecorded } from '../../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../../audit/unit-of-work.ts';
import { toIsoString } from '../../../db/dates.ts';
import { InputError, NotFoundError } from '../../../errors.ts';
import { Company } from '../../../models/company.ts';
import { SoaEntryRow, SoaVersionRow } from '../../../models/frameworks.ts';
import { listControlEvidence, nameOf } from '../evidence.ts';
import { memberName } from '../../access/member-names.ts';
import { evidenceBrief } from './obligation-controls.ts';

/**
 * The Statement of Applicability for ISO/IEC 42001 of a company: its draft, made from what the
 * company said of each Annex A control and the evidence of its controls; the entries an admin
 * edits; and the versions published from it, each kept as it was published.
 */

type EntryWithOwner = SoaEntryRow & {
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerEmail: string | null;
};

/** What the company said of each Annex A control it touched, by ref. */
async function statesOf(db: Knex, companyId: string): Promise<Map<string, SoaState>> {
  const rows = (await SoaEntryRow.query(db)
    .where('soaEntries.companyId', companyId)
    .leftJoin('users as owner', 'owner.id', 'soaEntries.ownerId')
    .select(
      'soaEntries.*',
      'owner.firstName as ownerFirstName',
      'owner.lastName as ownerLastName',
      'owner.email as ownerEmail',
    )) as unknown as EntryWithOwner[];
  return new Map(
    rows.map((row) => [
      row.ref,
      {
        ref: row.ref,
        applicable: row.applicable,
        justification: row.justification,
        status: row.status,
        owner: row.ownerId
          ? { id: row.ownerId, name: nameOf(row.ownerFirstName, row.ownerLastName, row.ownerEmail) }
          : null,
        updatedAt: toIsoString(row.updatedAt),
        updatedBy: row.updatedByName,
      },
    ]),
  );
}

/** The company's Statement as it stands, its evidence judged as of `now`. */
export async function readSoa(db: Knex, companyId: string, now = new Date()): Promise<Soa> {
  const asOf = calendarDateOf(now);
  const [company, states, evidence] = await Promise.all([
    Company.query(db).findById(companyId).select('id', 'name'),
    statesOf(db, companyId),
    listControlEvidence(db, companyId),
  ]);
  return soaDraft(
    { id: companyId, name: company?.name ?? '' },
    states,
    evidence.map((e) => ({ ...evidenceBrief(e, asOf), controlId: e.controlId! })),
    asOf,
  );
}

/** One entry of the Statement as it stands. */
export async function readSoaEntry(db: Knex, companyId: string, ref: string): Promise<SoaEntry> {
  const entry = (await readSoa(db, companyId)).entries.find((e) => e.ref === ref);
  if (!entry) throw new NotFoundError(FRAMEWORK_MESSAGES.annexANotFound);
  return entry;
}

/** What the history keeps of an entry (its status and owner by name, as they were then). */
const audited = (row: SoaEntryRow, ownerName: string | null) => ({
  companyId: row.companyId,
  applicable: row.applicable,
  justification: row.justification,
  statusLabel: SOA_STATUS_LABELS[row.status],
  ownerName,
});

/** The owner's name; undefined for an owner who is no member of the company. */
async function ownerNameOf(trx: Knex, companyId: string, ownerId: string | null) {
  if (!ownerId) return null;
  return (await memberName(trx, companyId, ownerId)) ?? undefined;
}

/**
 * Sets what the company says of an Annex A control: 404 for a ref that is none, 400 for an
 * exclusion without its justification or an owner who is not a member. The entry's row is made
 * on its first change and locked for the change after.
 */
export async function updateSoaEntry(
  uow: UnitOfWork,
  companyId: string,
  ref: string,
  body: SoaEntryBody,
  updatedBy: string | null,
): Promise<void> {
  const control = annexAControl(ref);
  if (!control) throw new NotFoundError(FRAMEWORK_MESSAGES.annexANotFound);
  // The first change of an entry makes its row; a concurrent first change waits for it.
  await uow.trx('soaEntries').insert({ companyId, ref }).onConflict(['companyId', 'ref']).ignore();
  const before = (await SoaEntryRow.query(uow.trx).findOne({ companyId, ref }).forUpdate())!;
  const change = changedSoaEntry(before, body);
  const ownerName = await ownerNameOf(uow.trx, companyId, change.after.ownerId);
  if (ownerName === undefined) throw new InputError(SOA_OWNER_MESSAGE);
  if (change.problem) throw new InputError(change.problem);
  const after = await SoaEntryRow.query(uow.trx).patchAndFetchById(before.id, {
    ...change.after,
    updatedBy,
    updatedByName: await uow.actorLabel(),
  });
  // An entry's first change starts from its defaults (the row made just now holds them).
  await uow.record({
    entity: 'soa_entry',
    id: after.id,
    action: 'updated',
    before: audited(before, (await ownerNameOf(uow.trx, companyId, before.ownerId)) ?? null),
    after: audited(after, ownerName),
    label: `${ref} ${control.title}`,
  });
}

const versionSummary = (row: SoaVersionRow): SoaVersionSummary => ({
  number: row.number,
  publishedAt: toIsoString(row.publishedAt),
  publishedBy: { id: row.publishedBy, name: row.publishedByName },
  note: row.note,
  applicable: row.content.summary.applicable,
  excluded: row.content.summary.excluded,
});

/**
 * Publishes the Statement as it stands: the next number of the company (its versions locked by
 * its row, so two publications never take one number), dated now, kept as it is.
 */
export async function publishSoa(
  uow: UnitOfWork,
  companyId: string,
  note: string | null | undefined,
  publishedBy: string | null,
): Promise<Soa> {
  await uow.trx('companies').where({ id: companyId }).forUpdate().first('id');
  const last = (await uow.trx('soaVersions').where({ companyId }).max('number as n').first()) as
    { n: number | null } | undefined;
  const number = (last?.n ?? 0) + 1;
  const draft = await readSoa(uow.trx, companyId);
  const publishedAt = new Date();
  const publishedByName = await uow.actorLabel();
  const content = publishedSoa(draft, {
    number,
    publishedAt: publishedAt.toISOString(),
    publishedBy: { id: publishedBy, name: publishedByName },
    note,
  });
  await insertRecorded(
    uow,
    SoaVersionRow,
    'soa_version',
    {
      companyId,
      number,
      publishedAt,
      publishedBy,
      publishedByName,
      note: content.version!.note,
      content,
    },
    {
      label: `Statement of Applicability v${number}`,
      view: (row) => ({ companyId, number, note: row.note }),
    },
  );
  return content;
}

/** The published versions, newest first. */
export async function listSoaVersions(db: Knex, companyId: string): Promise<SoaVersionSummary[]> {
  const rows = await SoaVersionRow.query(db).where({ companyId }).orderBy('number', 'desc');
  return rows.map(versionSummary);
}

/** A published version as it was published; 404 for a number the company never published. */
export async function readSoaVersion(db: Knex, companyId: string, number: number): Promise<Soa> {
  const row = await SoaVersionRow.query(db).findOne({ companyId, number });
  if (!row) throw new NotFoundError(FRAMEWORK_MESSAGES.versionNotFound);
  return { ...row.content, version: versionSummary(row) };
}
