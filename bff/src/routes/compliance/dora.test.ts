import { addDays, calendarDateOf, EMPTY_DORA_RECORD, recordControls } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '../../services/reporting/csv.ts';
import { expectCsvDownload } from '../../testing/csv.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { companyParams, id } from '../../testing/contract-client.ts';

// Signed-out (401), unknown ids and another company's user (404): contract.test.ts. Here: the
// record and the status that follows, the register (JSON and CSV), and model-deprecation.

const t = setupTwoCompanies();
const { api, db } = t;
const today = calendarDateOf(new Date());

const snapshot = async () => ({
  records: await db()('projectDora').orderBy('id'),
  projects: await db()('projects').orderBy('id').select('id', 'doraStatus'),
  events: await db()('auditEvents').orderBy('id'),
});

const link = (projectId: string, llmModelId: string) =>
  db()('projectLlmModels').insert({ projectId, llmModelId });

describe('GET and PUT /api/projects/{id}/dora', () => {
  it('answers an empty record until one is saved, then the record and the status it implies', async () => {
    const project = await t.projectOfA({ doraStatus: 'in_review' });
    expect(
      (await api.ok('getProjectDora', { ...id(project.id), cookie: t.memberA.cookie })).body,
    ).toEqual({
      projectId: project.id,
      ...EMPTY_DORA_RECORD,
      doraStatus: 'in_review',
      // No evidence on them yet: record-controls.test.ts adds some.
      controls: recordControls('dora-register', new Map()),
      updatedAt: null,
    });
    const saved = await api.ok('updateProjectDora', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { supportsCriticalFunction: true, functionName: ' Payments ', notes: 'Tier 1' },
    });
    expect(saved.body).toMatchObject({
      supportsCriticalFunction: true,
      functionName: 'Payments',
      notes: 'Tier 1',
      doraStatus: 'compliant',
    });
    const read = await api.ok('getProjectDora', { ...id(project.id), cookie: t.memberA.cookie });
    expect(read.body).toEqual(saved.body);
    const history = await t.projectHistory(project.id);
    expect(history.find((e) => e.entity === 'project_dora')?.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'supportsCriticalFunction',
          label: 'Supports a critical or important function',
          before: null,
          after: 'Yes',
        },
      ]),
    );
  });

  it.each([
    [{ supportsCriticalFunction: false, functionName: 'Ignored' }, 'not_applicable', null],
    [{ supportsCriticalFunction: true }, 'in_review', null],
    [{ supportsCriticalFunction: true, functionName: 'Lending' }, 'compliant', 'Lending'],
  ])('saving %o makes the project %s', async (body, status, functionName) => {
    const project = await t.projectOfA();
    const res = await api.ok('updateProjectDora', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body,
    });
    expect(res.body).toMatchObject({ doraStatus: status, functionName });
    expect((await db()('projects').where({ id: project.id }).first()).doraStatus).toBe(status);
  });

  it('refuses a function name that is too long or an answer that is not yes or no', async () => {
    const project = await t.projectOfA();
    const long = await expectRefused(snapshot, 400, () =>
      api.call('updateProjectDora', {
        ...id(project.id),
        cookie: t.memberA.cookie,
        body: { supportsCriticalFunction: true, functionName: 'x'.repeat(201) },
      }),
    );
    expect(long.error.details?.[0]).toMatchObject({
      field: 'functionName',
      message: 'Function must be at most 200 characters',
    });
    const notBoolean = await expectRefused(snapshot, 400, () =>
      api.call('updateProjectDora', {
        ...id(project.id),
        cookie: t.memberA.cookie,
        body: { supportsCriticalFunction: 'maybe' },
      }),
    );
    expect(notBoolean.error.details?.[0]?.message).toBe(
      'Please say whether the project supports a critical or important function',
    );
  });
});

describe('GET /api/companies/{companyId}/dora/register', () => {
  it('lists each vendor with its models, regions and the projects and functions depending on it', async () => {
    const payments = await t.projectOfA({ name: 'Payments bot' });
    const helpdesk = await t.projectOfA({ name: 'Helpdesk' });
    const archived = await t.projectOfA({ name: 'Old', archivedAt: new Date() } as never);
    const gpt = await t.modelOfA({ name: 'GPT-4o', vendor: 'OpenAI', region: 'US' });
    const mini = await t.modelOfA({ name: 'GPT-4o mini', vendor: 'OpenAI', region: 'EU' });
    const claude = await t.modelOfA({
      name: 'Claude',
      vendor: 'Anthropic',
      deprecationDate: '2027-01-31',
    });
    await link(payments.id, gpt.id);
    await link(helpdesk.id, mini.id);
    await link(archived.id, claude.id);
    await api.ok('updateProjectDora', {
      ...id(payments.id),
      cookie: t.memberA.cookie,
      body: { supportsCriticalFunction: true, functionName: 'Payments' },
    });

    const res = await api.ok('getDoraRegister', {
      ...companyParams(t.companyA.id),
      cookie: t.memberA.cookie,
    });
    expect(res.body.providers).toEqual([
      {
        vendor: 'Anthropic',
        critical: false,
        regions: [],
        models: [{ id: claude.id, name: 'Claude', region: null, deprecationDate: '2027-01-31' }],
        projects: [],
      },
      {
        vendor: 'OpenAI',
        critical: true,
        regions: ['US', 'EU'],
        models: [
          { id: gpt.id, name: 'GPT-4o', region: 'US', deprecationDate: null },
          { id: mini.id, name: 'GPT-4o mini', region: 'EU', deprecationDate: null },
        ],
        projects: [
          {
            id: helpdesk.id,
            name: 'Helpdesk',
            supportsCriticalFunction: false,
            functionName: null,
            models: ['GPT-4o mini'],
          },
          {
            id: payments.id,
            name: 'Payments bot',
            supportsCriticalFunction: true,
            functionName: 'Payments',
            models: ['GPT-4o'],
          },
        ],
      },
    ]);
    expect(res.headers.get('vary')).toContain('Accept');

    const csv = await api.call('getDoraRegister', {
      ...companyParams(t.companyA.id),
      cookie: t.memberA.cookie,
      query: { format: 'csv' },
    });
    expect(csv.status).toBe(200);
    expectCsvDownload(csv.headers, 'dora-register');
    expect(csv.text.split('\r\n')).toEqual([
      `${CSV_BOM}ICT third-party provider,Critical provider,Model,Region,Deprecation date,Project,Function,Critical or important function`,
      'Anthropic,No,Claude,,2027-01-31,,,',
      'OpenAI,Yes,GPT-4o,US,,Payments bot,Payments,Yes',
      'OpenAI,Yes,GPT-4o mini,EU,,Helpdesk,,No',
      '',
    ]);
    const byAccept = await api.call('getDoraRegister', {
      ...companyParams(t.companyA.id),
      cookie: t.memberA.cookie,
      headers: { Accept: 'text/csv' },
    });
    expect(byAccept.text).toBe(csv.text);
  });

  it('refuses an unknown format', async () => {
    const res = await api.call('getDoraRegister', {
      ...companyParams(t.companyA.id),
      cookie: t.memberA.cookie,
      query: { format: 'xlsx' },
    });
    expect(res.status).toBe(400);
  });
});

describe('model-deprecation', () => {
  const riskOf = async (projectId: string) =>
    db()('risks')
      .where({ projectId, ruleId: 'model-deprecation' })
      .whereNot('state', 'resolved')
      .first();

  it('opens medium within 90 days of a model’s date, high once the project supports a critical function, and follows the date', async () => {
    const project = await t.projectOfA();
    const bystander = await t.projectOfA();
    const model = await t.modelOfA({ name: 'Retiring' });
    await t.linkModel(project.id, { llmModelId: model.id });
    await t.processHistory();
    expect(await riskOf(project.id)).toBeUndefined();

    await api.ok('updateLlmModel', {
      ...id(model.id),
      cookie: t.adminA.cookie,
      body: { name: 'Retiring', vendor: 'OpenAI', deprecationDate: addDays(today, 60) },
    });
    await t.processHistory();
    expect(await riskOf(project.id)).toMatchObject({ severity: 'medium', state: 'open' });
    expect(await riskOf(bystander.id)).toBeUndefined();

    await api.ok('updateProjectDora', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { supportsCriticalFunction: true, functionName: 'Payments' },
    });
    await t.processHistory();
    expect(await riskOf(project.id)).toMatchObject({ severity: 'high' });

    await api.ok('updateLlmModel', {
      ...id(model.id),
      cookie: t.adminA.cookie,
      body: { name: 'Retiring', vendor: 'OpenAI', deprecationDate: addDays(today, 91) },
    });
    await t.processHistory();
    expect(await riskOf(project.id)).toBeUndefined();
  });

  it('opens an acknowledged risk again when the model’s date moves, not when its name changes', async () => {
    const project = await t.projectOfA();
    const model = await t.modelOfA({ name: 'Sunsetting' });
    await t.linkModel(project.id, { llmModelId: model.id });
    const retire = (name: string, days: number) =>
      api.ok('updateLlmModel', {
        ...id(model.id),
        cookie: t.adminA.cookie,
        body: { name, vendor: 'OpenAI', deprecationDate: addDays(today, days) },
      });
    await retire('Sunsetting', 80);
    await t.processHistory();
    const risk = (await riskOf(project.id))!;
    await api.ok('acknowledgeRisk', {
      ...id(risk.id),
      cookie: t.memberA.cookie,
      body: { note: 'The vendor keeps it for us until spring' },
    });

    await retire('Sunsetting (legacy)', 80);
    await t.processHistory();
    expect(await riskOf(project.id)).toMatchObject({ state: 'acknowledged' });

    await retire('Sunsetting (legacy)', 20);
    await t.processHistory();
    expect(await riskOf(project.id)).toMatchObject({ state: 'open' });
  });
});
