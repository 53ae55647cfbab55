import { randomUUID } from 'node:crypto';
import { notesOfPart, type AiActRole } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR, write } from '../audit/unit-of-work.ts';
import { listObligations, planOf, saveAssessment } from '../services/compliance/ai-act.ts';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { createCompany, createProject } from '../testing/factories.ts';
import { migrateLatest } from './migrate.ts';

const MIGRATION = '20261216000000_obligation_paragraphs';
const RECRUITMENT = { 'annex3-4a-recruitment': true };
const SAFETY_COMPONENT = { 'annex1-safety-component': true };
const ART26_PARTS = [1, 2, 4, 5, 6, 7, 8, 11].map((p) => `art26-${p}-deployer`);
const ART16_PARTS = ['b', 'd', 'e', 'j', 'k', 'l'].map((p) => `art16-${p}-provider`);

let testDb: TestDb;
let knex: Knex;
let company: { id: string };
let ownerId: string;

beforeAll(async () => {
  testDb = await createTestDb();
  knex = testDb.knex;
  const created = await createCompany(knex);
  company = created.company;
  ownerId = created.owner.id;
});
afterAll(async () => {
  await testDb?.destroy();
});

type Row = { status?: string; notes?: string | null; notApplicableReason?: string | null };

/** A project assessed under the table of before: its rows stored under the ids of that day. */
async function assessedBefore(
  roles: AiActRole[],
  answers: Record<string, boolean>,
  rows: Record<string, Row>,
) {
  const project = await createProject(knex, { companyId: company.id, createdBy: ownerId });
  await knex('ai_act_assessments').insert({
    companyId: company.id,
    projectId: project.id,
    roles,
    answers: JSON.stringify(answers),
    riskClass: 'high_risk',
  });
  const ids: Record<string, string> = {};
  for (const [obligationId, row] of Object.entries(rows)) {
    const [inserted] = (await knex('ai_act_obligations')
      .insert({
        companyId: company.id,
        projectId: project.id,
        obligationId,
        status: row.status ?? 'todo',
        ownerId,
        notes: row.notes ?? null,
        notApplicableReason: row.notApplicableReason ?? null,
      })
      .returning('id')) as Array<{ id: string }>;
    ids[obligationId] = inserted!.id;
  }
  return { project, ids };
}

async function addEvidence(projectId: string, obligationId: string) {
  const link = randomUUID();
  const file = randomUUID();
  const inBucket = randomUUID();
  const common = { companyId: company.id, projectId, obligationId };
  await knex('obligation_evidence').insert([
    { ...common, id: link, kind: 'link', url: 'https://wiki.example.test/oversight' },
    {
      ...common,
      id: file,
      kind: 'file',
      fileName: 'log-policy.pdf',
      contentType: 'application/pdf',
      sizeBytes: 3,
      storage: 'database',
    },
    {
      ...common,
      id: inBucket,
      kind: 'file',
      fileName: 'training.pdf',
      contentType: 'application/pdf',
      sizeBytes: 3,
      storage: 's3',
      storageKey: `evidence/${company.id}/${inBucket}`,
    },
  ]);
  await knex('evidence_files').insert({ evidenceId: file, content: Buffer.from('pdf') });
  return [link, file, inBucket].sort();
}

interface StoredRow {
  id: string;
  obligationId: string;
  status: string;
  ownerId: string | null;
  notes: string | null;
  notApplicableReason: string | null;
}

/** The project's rows by obligation id (in code points, whatever the database's collation). */
const storedOf = async (projectId: string) =>
  ((await knex('ai_act_obligations').where({ projectId })) as StoredRow[]).sort((a, b) =>
    a.obligationId < b.obligationId ? -1 : 1,
  );

const evidenceOf = async (obligationRowId: string) =>
  (
    (await knex('obligation_evidence')
      .where({ obligationId: obligationRowId })
      .select('id')) as Array<{
      id: string;
    }>
  )
    .map((row) => row.id)
    .sort();

/**
 * The ids the project's answers give today: what the migrated rows must be, no more, no less;
 * `kept`, rows of that day the answers no longer give (the next save removes them).
 */
const plannedIds = async (projectId: string, ...kept: string[]) => {
  const assessment = await knex('ai_act_assessments')
    .where({ projectId })
    .first('roles', 'answers');
  return [...planOf(assessment).plan.obligations.map((o) => o.id), ...kept].sort();
};

/**
 * Listed that day for every deployer of Annex III (the migration reads it so); listed now only
 * when a FRIA is owed, which a private employer recruiting does not owe.
 */
const FRIA = 'art27-fria';

/** The project's assessment saved again as `roles` and `answers`: its rows after, the planned ones. */
async function saveAgain(
  project: Parameters<typeof saveAssessment>[1],
  roles: AiActRole[],
  answers: Record<string, boolean>,
) {
  await write({ db: knex }, SYSTEM_ACTOR, (uow) =>
    saveAssessment(uow, project, { roles, answers }, null),
  );
  const rows = await storedOf(project.id);
  expect(rows.map((row) => row.obligationId).sort()).toEqual(await plannedIds(project.id));
  return rows;
}

describe('the obligation_paragraphs migration', () => {
  it('splits whole articles into their parts, with status, owner, notes and evidence', async () => {
    await knex.migrate.down({ name: MIGRATION });
    const history = await knex('audit_events').count({ n: '*' }).first();

    // An Annex III deployer: Article 26 done, with notes and evidence (a link, a file kept in
    // the database, one in a bucket).
    const annexIII = await assessedBefore(['deployer'], RECRUITMENT, {
      'art4-ai-literacy': { status: 'done' },
      'art26-deployer': { status: 'done', notes: 'Checked by legal' },
      'art27-fria': { status: 'not_applicable', notApplicableReason: 'A private company' },
    });
    const evidence = await addEvidence(annexIII.project.id, annexIII.ids['art26-deployer']!);
    // An Annex I deployer: Article 26 in progress, no evidence; 26(8) and 26(11) do not apply.
    const annexI = await assessedBefore(['deployer'], SAFETY_COMPONENT, {
      'art4-ai-literacy': {},
      'art26-deployer': { status: 'in_progress' },
    });
    // A provider: Article 16 to do (nothing to carry over), Article 49 done with evidence.
    const provider = await assessedBefore(['provider'], RECRUITMENT, {
      'art16-provider': {},
      'art49-provider': { status: 'done' },
    });
    const registration = await addEvidence(provider.project.id, provider.ids['art49-provider']!);

    expect((await migrateLatest(knex)).names).toEqual([MIGRATION]);

    const whole = annexIII.ids['art26-deployer']!;
    const rows = await storedOf(annexIII.project.id);
    const parts = rows.filter((row) => row.obligationId.startsWith('art26-'));
    expect(parts.map((row) => row.obligationId).sort()).toEqual([...ART26_PARTS].sort());
    for (const part of parts) {
      const article = `Article 26(${part.obligationId.split('-')[1]})`;
      expect(part).toMatchObject({ status: 'done', ownerId, notApplicableReason: null });
      expect(part.notes).toBe(
        notesOfPart('Checked by legal', {
          part: { article },
          status: 'done',
          evidenceKeptUnder: 'Article 26(1)',
        }),
      );
    }
    expect(parts.find((row) => row.notes?.endsWith('kept here.'))?.obligationId).toBe(
      'art26-1-deployer',
    );
    // The row became 26(1): its evidence is where it was, the others' notes point to it.
    const first = parts.find((row) => row.obligationId === 'art26-1-deployer')!;
    expect(first.id).toBe(whole);
    expect(await evidenceOf(first.id)).toEqual(evidence);
    expect(
      await knex('evidence_files').whereIn('evidenceId', evidence).count({ n: '*' }).first(),
    ).toEqual({ n: 1 });
    expect(await knex('evidence_object_deletions').count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(rows.find((row) => row.obligationId === FRIA)).toMatchObject({
      status: 'not_applicable',
      notApplicableReason: 'A private company',
    });
    expect(rows.map((row) => row.obligationId).sort()).toEqual(
      await plannedIds(annexIII.project.id, FRIA),
    );

    const annexIRows = await storedOf(annexI.project.id);
    expect(annexIRows.map((row) => row.obligationId).sort()).toEqual(
      await plannedIds(annexI.project.id),
    );
    expect(annexIRows.map((row) => row.obligationId)).not.toContain('art26-8-deployer');
    expect(annexIRows.find((row) => row.obligationId === 'art26-6-deployer')).toMatchObject({
      status: 'in_progress',
      notes: notesOfPart(null, {
        part: { article: 'Article 26(6)' },
        status: 'in_progress',
        evidenceKeptUnder: null,
      }),
    });

    const providerRows = await storedOf(provider.project.id);
    const renamed = providerRows.find((row) => row.obligationId === 'art49-1-provider')!;
    expect(renamed).toMatchObject({
      id: provider.ids['art49-provider'],
      status: 'done',
      notes: null,
    });
    expect(await evidenceOf(renamed.id)).toEqual(registration);
    const art16 = providerRows.filter((row) => row.obligationId.startsWith('art16-'));
    expect(art16.map((row) => row.obligationId).sort()).toEqual([...ART16_PARTS].sort());
    expect(art16.every((row) => row.status === 'todo' && row.notes === null)).toBe(true);

    // Nothing of it in the history.
    expect(await knex('audit_events').count({ n: '*' }).first()).toEqual(history);

    // The API lists the parts, done, under their articles and due dates.
    const listed = await listObligations(knex, annexIII.project.id);
    expect(listed.filter((o) => o.article.startsWith('Article 26('))).toHaveLength(8);
    expect(listed.find((o) => o.article === 'Article 26(6)')).toMatchObject({
      status: 'done',
      dueDate: '2027-12-02',
      owner: { id: ownerId },
    });

    expect(listed.map((o) => o.obligationId)).not.toContain(FRIA);

    // A later save keeps the parts as they are, and removes Article 27, which is not owed.
    expect(await saveAgain(annexIII.project, ['deployer'], RECRUITMENT)).toEqual(
      rows.filter((row) => row.obligationId !== FRIA),
    );
    expect(await evidenceOf(whole)).toEqual(evidence);
  });

  it('rolls back to whole articles, with the status their parts give together and all evidence', async () => {
    // Parts as people left them after the split (the migration is applied).
    const mixed = await assessedBefore(['deployer'], RECRUITMENT, {
      'art4-ai-literacy': { status: 'done' },
      ...Object.fromEntries(ART26_PARTS.map((id) => [id, { status: 'done' }])),
      'art26-6-deployer': { status: 'in_progress' },
      'art27-fria': {},
    });
    const onSix = await addEvidence(mixed.project.id, mixed.ids['art26-6-deployer']!);
    const met = await assessedBefore(['deployer'], RECRUITMENT, {
      ...Object.fromEntries(ART26_PARTS.map((id) => [id, { status: 'done' }])),
      'art26-8-deployer': { status: 'not_applicable', notApplicableReason: 'Not a public body' },
    });

    await knex.migrate.down({ name: MIGRATION });
    const mixedRows = await storedOf(mixed.project.id);
    expect(mixedRows.map((row) => [row.id, row.obligationId, row.status])).toEqual([
      [mixed.ids['art26-1-deployer'], 'art26-deployer', 'in_progress'],
      [mixed.ids['art27-fria'], 'art27-fria', 'todo'],
      [mixed.ids['art4-ai-literacy'], 'art4-ai-literacy', 'done'],
    ]);
    expect(await evidenceOf(mixed.ids['art26-1-deployer']!)).toEqual(onSix);
    expect(await storedOf(met.project.id)).toEqual([
      expect.objectContaining({ obligationId: 'art26-deployer', status: 'done' }),
    ]);

    // And forward again: the parts carry the whole article's status.
    await migrateLatest(knex);
    const again = await storedOf(mixed.project.id);
    expect(again.map((row) => row.obligationId).sort()).toEqual(
      await plannedIds(mixed.project.id, FRIA),
    );
    expect(
      again.filter((row) => row.obligationId.startsWith('art26-')).map((r) => r.status),
    ).toEqual(ART26_PARTS.map(() => 'in_progress'));
  });
});

describe('a save that finds a row of a whole article', () => {
  it('makes it its parts, with its status, owner, notes and evidence, recorded', async () => {
    // Written under the earlier table after the migration ran (a process not restarted yet).
    const { project, ids } = await assessedBefore(['deployer'], SAFETY_COMPONENT, {
      'art4-ai-literacy': { status: 'done' },
      'art26-deployer': { status: 'done', notes: 'Reviewed' },
    });
    const evidence = await addEvidence(project.id, ids['art26-deployer']!);

    const rows = await saveAgain(project, ['deployer'], SAFETY_COMPONENT);
    const parts = rows.filter((row) => row.obligationId.startsWith('art26-'));
    expect(parts).toHaveLength(6);
    for (const part of parts) expect(part).toMatchObject({ status: 'done', ownerId });
    const first = parts.find((row) => row.id === ids['art26-deployer'])!;
    expect(first.obligationId).toBe('art26-1-deployer');
    expect(first.notes).toBe(
      notesOfPart('Reviewed', {
        part: { article: 'Article 26(1)' },
        status: 'done',
        evidenceKeptUnder: 'Article 26(1)',
      }),
    );
    expect(await evidenceOf(first.id)).toEqual(evidence);
    const recorded = (await knex('audit_events')
      .where({ projectId: project.id, entity: 'ai_act_obligation' })
      .select('action', 'entityLabel')) as Array<{ action: string; entityLabel: string }>;
    expect(recorded.map((e) => e.action).sort()).toEqual([...Array(5).fill('created'), 'updated']);
    expect(recorded.find((e) => e.action === 'updated')?.entityLabel).toMatch(/^Article 26\(1\): /);
  });

  it('keeps the evidence of a whole row whose parts are all stored already, on the first', async () => {
    const { project, ids } = await assessedBefore(['deployer'], SAFETY_COMPONENT, {
      'art4-ai-literacy': {},
      ...Object.fromEntries(ART26_PARTS.slice(0, 6).map((id) => [id, { status: 'in_progress' }])),
      'art26-deployer': { status: 'done' },
    });
    const evidence = await addEvidence(project.id, ids['art26-deployer']!);
    const rows = await saveAgain(project, ['deployer'], SAFETY_COMPONENT);
    expect(
      rows.filter((row) => row.obligationId.startsWith('art26-')).map((r) => r.status),
    ).toEqual(ART26_PARTS.slice(0, 6).map(() => 'in_progress'));
    expect(await evidenceOf(ids['art26-1-deployer']!)).toEqual(evidence);
  });

  it('renames a whole Article 49 to its paragraph 1, its notes and evidence as they were', async () => {
    const { project, ids } = await assessedBefore(['provider'], RECRUITMENT, {
      'art49-provider': { status: 'in_progress', notes: 'Waiting for the database' },
    });
    const evidence = await addEvidence(project.id, ids['art49-provider']!);
    const rows = await saveAgain(project, ['provider'], RECRUITMENT);
    expect(rows.find((row) => row.id === ids['art49-provider'])).toMatchObject({
      obligationId: 'art49-1-provider',
      status: 'in_progress',
      notes: 'Waiting for the database',
    });
    expect(await evidenceOf(ids['art49-provider']!)).toEqual(evidence);
  });
});
