import { EMPTY_GDPR_RECORD, recordControls, type ProjectGdprBody } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { id } from '../../testing/contract-client.ts';

// Signed-out (401), unknown ids and another company's user (404): contract.test.ts. Here: the
// record, its hint and processors, the status that follows, the history and the 400s.

const t = setupTwoCompanies();
const { api, db } = t;

const filled: ProjectGdprBody = {
  personalData: true,
  categories: ['contact', 'usage'],
  specialCategories: [],
  lawfulBasis: 'contract',
  largeScaleMonitoring: false,
  dpiaStatus: 'not_needed',
  notes: '  Customer e-mails  ',
};

const save = (projectId: string, body: unknown) =>
  api.call('updateProjectGdpr', { ...id(projectId), cookie: t.memberA.cookie, body });

const snapshot = async () => ({
  records: await db()('projectGdpr').orderBy('id'),
  projects: await db()('projects').orderBy('id').select('id', 'gdprStatus'),
  events: await db()('auditEvents').orderBy('id'),
});

describe('GET /api/projects/{id}/gdpr', () => {
  it('answers an empty record with the hand-picked status until one is saved, and the processors', async () => {
    const project = await t.projectOfA({ gdprStatus: 'in_review' });
    const eu = await t.modelOfA({ name: 'Mistral Large', vendor: 'Mistral', region: 'EU' });
    const us = await t.modelOfA({ name: 'GPT-4o', vendor: 'OpenAI' });
    await db()('projectLlmModels').insert([
      { projectId: project.id, llmModelId: us.id },
      { projectId: project.id, llmModelId: eu.id },
    ]);
    const res = await api.ok('getProjectGdpr', { ...id(project.id), cookie: t.memberA.cookie });
    expect(res.body).toEqual({
      projectId: project.id,
      ...EMPTY_GDPR_RECORD,
      aiActHighRisk: false,
      dpiaNeeded: false,
      dpiaReasons: [],
      gdprStatus: 'in_review',
      processors: [
        { llmModelId: eu.id, modelName: 'Mistral Large', vendor: 'Mistral', region: 'EU' },
        { llmModelId: us.id, modelName: 'GPT-4o', vendor: 'OpenAI', region: null },
      ],
      // No evidence on them yet: record-controls.test.ts adds some.
      controls: recordControls('gdpr-record', new Map()),
      updatedAt: null,
    });
  });
});

describe('PUT /api/projects/{id}/gdpr', () => {
  it('saves the record, sets the GDPR status it implies and records both in the history', async () => {
    const project = await t.projectOfA({ gdprStatus: 'in_review' });
    const res = await api.ok('updateProjectGdpr', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: filled,
    });
    expect(res.body).toMatchObject({
      personalData: true,
      categories: ['contact', 'usage'],
      lawfulBasis: 'contract',
      notes: 'Customer e-mails',
      dpiaNeeded: false,
      gdprStatus: 'compliant',
    });
    expect(res.body.updatedAt).not.toBeNull();
    expect((await db()('projects').where({ id: project.id }).first()).gdprStatus).toBe('compliant');
    const history = await t.projectHistory(project.id);
    expect(history.map((e) => [e.entity, e.action])).toEqual(
      expect.arrayContaining([
        ['project_gdpr', 'created'],
        ['project', 'updated'],
      ]),
    );
    const statusChange = history.find((e) => e.entity === 'project')!;
    expect(statusChange.changes).toEqual([
      { field: 'gdprStatus', label: 'GDPR Status', before: 'In Review', after: 'Compliant' },
    ]);
    // A second save updates the same record.
    const again = await api.ok('updateProjectGdpr', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { ...filled, specialCategories: ['health'], dpiaStatus: 'in_progress' },
    });
    expect(again.body).toMatchObject({
      dpiaNeeded: true,
      dpiaReasons: ['It processes special categories of personal data (Art. 9).'],
      gdprStatus: 'in_review',
    });
    expect(await db()('projectGdpr').where({ projectId: project.id })).toHaveLength(1);
  });

  it.each([
    ['no personal data', { personalData: false }, 'not_applicable'],
    [
      'a DPIA called for but marked not needed',
      { largeScaleMonitoring: true, dpiaStatus: 'not_needed' },
      'non_compliant',
    ],
    ['no lawful basis', { lawfulBasis: null }, 'in_review'],
    ['a DPIA done', { largeScaleMonitoring: true, dpiaStatus: 'done' }, 'compliant'],
  ] as const)('with %s (%o), the project is %s', async (_case, change, status) => {
    const project = await t.projectOfA();
    const res = await api.ok('updateProjectGdpr', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { ...filled, ...change },
    });
    expect(res.body.gdprStatus).toBe(status);
    expect((await db()('projects').where({ id: project.id }).first()).gdprStatus).toBe(status);
  });

  it('clears what describes personal data when there is none', async () => {
    const project = await t.projectOfA();
    const res = await api.ok('updateProjectGdpr', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { ...filled, personalData: false, specialCategories: ['health'] },
    });
    expect(res.body).toMatchObject({
      categories: [],
      specialCategories: [],
      lawfulBasis: null,
      dpiaNeeded: false,
    });
  });

  it('keeps the status the record implies when the project form sends another', async () => {
    const project = await t.projectOfA();
    await api.ok('updateProjectGdpr', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: filled,
    });
    const res = await api.ok('updateProject', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { gdprStatus: 'non_compliant', notes: 'Edited' },
    });
    expect(res.body).toMatchObject({ gdprStatus: 'compliant', notes: 'Edited' });
  });

  it.each([
    [
      'a lawful basis outside Article 6(1)',
      { lawfulBasis: 'whim' },
      'lawfulBasis',
      'Please choose a lawful basis of Article 6(1), (a) to (f)',
    ],
    [
      'an unknown category',
      { categories: ['shoe_size'] },
      'categories.0',
      'Choose categories from the list, each once',
    ],
    [
      'a special category twice',
      { specialCategories: ['health', 'health'] },
      'specialCategories',
      'Choose special categories from the list, each once',
    ],
    [
      'an unknown DPIA status',
      { dpiaStatus: 'maybe' },
      'dpiaStatus',
      'Please choose a DPIA status: not needed, needed, in progress or done',
    ],
    [
      'personal data not answered',
      { personalData: 'yes' },
      'personalData',
      'Please say whether the project processes personal data',
    ],
  ])(
    'refuses %s with 400 naming the field, and writes nothing',
    async (_case, change, field, message) => {
      const project = await t.projectOfA();
      const res = await expectRefused(snapshot, 400, () =>
        save(project.id, { ...filled, ...change }),
      );
      expect(res.error.details?.map((d: { field: string }) => d.field)).toEqual([field]);
      expect(res.error.details?.[0]?.message).toBe(message);
    },
  );

  it('refuses a missing answer or an unknown field', async () => {
    const project = await t.projectOfA();
    const { dpiaStatus: _left, ...missing } = filled;
    await expectRefused(snapshot, 400, () => save(project.id, missing));
    await expectRefused(snapshot, 400, () => save(project.id, { ...filled, dpo: 'Ann' }));
  });
});
