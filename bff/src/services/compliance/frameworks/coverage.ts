import {
  calendarDateOf,
  controlEvidenceSummaries,
  evidenceStateOf,
  recordControls,
  type CompanyCoverageInput,
  type ControlRecord,
  type CustomFrameworkData,
  type ControlEvidenceSummary,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { toIsoString } from '../../../db/dates.ts';
import {
  CustomFrameworkItemRow,
  CustomFrameworkLinkRow,
  CustomFrameworkRow,
} from '../../../models/frameworks.ts';
import { listCompanyObligations } from '../ai-act-portfolio.ts';
import { groupedBy, rowsBy } from '../../grouped.ts';

/**
 * What a company's coverage is computed from (`@portfolio/contracts`' coverage functions): its
 * evidence on controls, its live projects' obligations with their own evidence, the Annex A
 * controls its Statement of Applicability excludes, and its own frameworks.
 */

/** How many projects an item lists (all are counted). */
export const PROJECTS_PER_ITEM = 50;

/** Each control's evidence in figures, judged on `today`. */
export async function controlEvidenceOf(
  db: Knex,
  companyId: string,
  today: string,
): Promise<Map<string, ControlEvidenceSummary>> {
  const rows = (await db('obligationEvidence')
    .where({ companyId })
    .whereNotNull('controlId')
    .select('controlId', 'expiresAt')) as Array<{ controlId: string; expiresAt: string | null }>;
  return controlEvidenceSummaries(rows, today);
}

/**
 * The controls that cover one of the product's records (a project's GDPR record, the DORA
 * register), each with its evidence's state on the day of `now` (`recordControls`).
 */
export async function recordControlsOf(
  db: Knex,
  companyId: string,
  record: ControlRecord,
  now = new Date(),
) {
  return recordControls(record, await controlEvidenceOf(db, companyId, calendarDateOf(now)));
}

/** The expiries of the evidence on each stored obligation of the company, by its id. */
async function obligationEvidenceOf(db: Knex, companyId: string) {
  const rows = (await db('obligationEvidence')
    .where({ companyId })
    .whereNotNull('obligationId')
    .groupBy('obligationId')
    .select(
      'obligationId',
      db.raw("array_agg(to_char(expires_at, 'YYYY-MM-DD')) as expiries"),
    )) as Array<{ obligationId: string; expiries: Array<string | null> }>;
  return new Map(rows.map((row) => [row.obligationId, row.expiries]));
}

/** Everything coverage reads of a company, as of `now`. */
export async function coverageInputOf(
  db: Knex,
  companyId: string,
  now = new Date(),
): Promise<CompanyCoverageInput> {
  const today = calendarDateOf(now);
  const [controlEvidence, obligations, ownEvidence, exclusions] = await Promise.all([
    controlEvidenceOf(db, companyId, today),
    listCompanyObligations(db, companyId, {}, now),
    obligationEvidenceOf(db, companyId),
    db('soaEntries').where({ companyId, applicable: false }).pluck('ref') as Promise<string[]>,
  ]);
  return {
    controlEvidence,
    obligations: obligations.map((o) => ({
      obligationId: o.obligationId,
      projectId: o.project.id,
      projectName: o.project.name,
      status: o.status,
      overdue: o.overdue,
      evidence: evidenceStateOf(ownEvidence.get(o.id) ?? [], today),
    })),
    soaExclusions: new Set(exclusions),
    projectsPerItem: PROJECTS_PER_ITEM,
  };
}

/** The company's own frameworks with their items and links (one framework's, when named). */
export async function customFrameworksOf(
  db: Knex,
  companyId: string,
  frameworkId?: string,
): Promise<CustomFrameworkData[]> {
  const frameworks = await CustomFrameworkRow.query(db)
    .where({ companyId })
    .modify((q) => {
      if (frameworkId !== undefined) q.where({ id: frameworkId });
    })
    .orderBy('name');
  if (frameworks.length === 0) return [];
  const ids = frameworks.map((f) => f.id);
  const items = (await db('customFrameworkItems')
    .whereIn('frameworkId', ids)
    .orderBy(['frameworkId', 'position'])
    .select('id', 'frameworkId', 'ref', 'groupName', 'title')) as Array<
    Pick<CustomFrameworkItemRow, 'id' | 'frameworkId' | 'ref' | 'groupName' | 'title'>
  >;
  const links = (await db('customFrameworkLinks as l')
    .join('customFrameworkItems as i', 'i.id', 'l.itemId')
    .whereIn('i.frameworkId', ids)
    .select('l.itemId', 'l.controlId', 'l.strength')) as Array<
    Pick<CustomFrameworkLinkRow, 'itemId' | 'controlId' | 'strength'>
  >;
  const itemsOf = rowsBy(ids, items, 'frameworkId');
  const linksOf = groupedBy(
    items.map((i) => i.id),
    links,
    'itemId',
  );
  return frameworks.map((f) => ({
    id: f.id,
    name: f.name,
    description: f.description,
    importedAt: toIsoString(f.createdAt),
    importedBy: f.createdByName ? { id: f.createdBy, name: f.createdByName } : null,
    items: itemsOf.get(f.id)!.map((i) => ({
      ref: i.ref,
      group: i.groupName,
      title: i.title,
      links: linksOf.get(i.id)!,
    })),
  }));
}
