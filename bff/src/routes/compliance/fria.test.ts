import {
  FRIA_PART_KEYS,
  type AiActAssessmentBody,
  type ProjectFriaBody,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { FRIA_PARTS, GDPR_RECORD, MISSING_ID } from '../../testing/factories.ts';
import { expectRefused, tableRows } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { id } from '../../testing/contract-client.ts';

// The FRIA of a project (EU AI Act Article 27) and the move to Active it guards, on PostgreSQL.

const t = setupTwoCompanies();
const { api, db } = t;

const PUBLIC_RECRUITMENT: AiActAssessmentBody = {
  roles: ['deployer'],
  answers: { 'art27-public-service': true, 'annex3-4a-recruitment': true },
};
const PUBLIC_CRITICAL_INFRASTRUCTURE: AiActAssessmentBody = {
  roles: ['deployer'],
  answers: { 'art27-public-service': true, 'annex3-2-critical-infrastructure': true },
};
const CREDIT_SCORING: AiActAssessmentBody = {
  roles: ['deployer'],
  answers: { 'annex3-5b-creditworthiness': true },
};

const as = (who: { cookie: string }, projectId: string, body?: unknown) => ({
  ...id(projectId),
  cookie: who.cookie,
  ...(body === undefined ? {} : { body }),
});
const getFria = (projectId: string, who = t.memberA) =>
  api.ok('getProjectFria', as(who, projectId));
const saveFria = (projectId: string, body: ProjectFriaBody = FRIA_PARTS) =>
  api.ok('updateProjectFria', as(t.memberA, projectId, body));
const approval = () => ({ approverId: t.memberA.user.id, approvedOn: '2026-11-02' });
const approve = (projectId: string) =>
  api.ok('approveProjectFria', as(t.memberA, projectId, approval()));
/** A project of company A that owes a FRIA (a public body's recruitment system). */
const owingProject = (fields = {}) =>
  t.assessedProjectOfA({ status: 'planning', ...fields }, PUBLIC_RECRUITMENT);
const goActive = (projectId: string, who = t.memberA, extra = {}) =>
  api.call('updateProject', as(who, projectId, { status: 'active', ...extra }));

const rows = () =>
  tableRows(db(), ['projectFrias', 'projects', 'auditEvents'] as const).then((all) => ({
    ...all,
    // The project's stored answer is rewritten with it; its fields are what matters.
    projects: (all.projects as Array<Record<string, unknown>>).map(({ apiJson: _, ...p }) => p),
  }));

describe('GET /api/projects/{id}/fria: who owes one', () => {
  it.each([
    ['a public body deploying a high-risk system of Annex III', PUBLIC_RECRUITMENT, true],
    ['a deployer of a creditworthiness system (Annex III point 5(b))', CREDIT_SCORING, true],
    [
      'critical infrastructure (Annex III point 2), even for a public body',
      PUBLIC_CRITICAL_INFRASTRUCTURE,
      false,
    ],
    [
      'a private deployer of another Annex III use',
      { roles: ['deployer'], answers: { 'annex3-4a-recruitment': true } },
      false,
    ],
    [
      'a provider that does not deploy it',
      { roles: ['provider'], answers: { 'annex3-5b-creditworthiness': true } },
      false,
    ],
  ] as const)('%s: required %s', async (_, assessment, required) => {
    const { projectId } = await t.assessedProjectOfA({}, assessment as AiActAssessmentBody);
    const fria = (await getFria(projectId)).body;
    expect(fria.requirement.required).toBe(required);
    expect(fria.requirement.reasons[0]!.article).toMatch(/^Article 27\(1\)/);
  });

  it('says a project not assessed cannot be decided yet', async () => {
    const project = await t.projectOfA();
    const fria = (await getFria(project.id)).body;
    expect(fria).toMatchObject({
      requirement: { required: false, assessed: false },
      state: 'not_started',
      approval: null,
      notification: null,
      activation: null,
      updatedAt: null,
    });
  });
});

describe('GET /api/projects/{id}/fria: pre-filled from the records (Article 27(4))', () => {
  it('pre-fills the parts from the project and its GDPR record, each with its source', async () => {
    const { projectId } = await t.assessedProjectOfA(
      {
        problemStatement: 'Screen applications for social housing',
        jobsToBeDone: null,
        department: 'Operations',
        businessOwner: 'Ana Silva',
        startDate: '2027-01-04',
        targetDate: null,
      },
      PUBLIC_RECRUITMENT,
    );
    await api.ok('updateProjectGdpr', as(t.memberA, projectId, GDPR_RECORD));
    const fria = (await getFria(projectId)).body;
    const part = (key: string) => fria.parts.find((p) => p.key === key)!;
    expect(fria.parts.map((p) => p.key)).toEqual([...FRIA_PART_KEYS]);
    expect(part('processes')).toEqual({
      key: 'processes',
      text: 'Screen applications for social housing\n\nUsed in the Operations department.',
      source: 'Project record: problem statement, department',
      prefill: null,
    });
    expect(part('period')).toMatchObject({
      text: 'Planned from January 4, 2027.',
      source: 'Project record: start date',
    });
    expect(part('affected').source).toBe(
      'GDPR record: categories of personal data; EU AI Act assessment: Annex III uses',
    );
    expect(part('affected').text).toContain(
      'People whose personal data it processes: contact details.',
    );
    expect(part('oversight')).toMatchObject({
      text: 'Business owner, answerable for how the system is used: Ana Silva.',
      source: 'Project record: business owner',
    });
    expect(part('measures')).toEqual({ key: 'measures', text: '', source: null, prefill: null });
  });

  it('keeps the source of a part saved as pre-filled, and none for a part written', async () => {
    const { projectId } = await owingProject({ businessOwner: 'Ana Silva' });
    const prefilled = (await getFria(projectId)).body;
    const oversight = prefilled.parts.find((p) => p.key === 'oversight')!.text;
    const saved = (await saveFria(projectId, { ...FRIA_PARTS, oversight: `  ${oversight}  ` }))
      .body;
    expect(saved.state).toBe('draft');
    expect(saved.parts.find((p) => p.key === 'oversight')).toMatchObject({
      text: oversight,
      source: 'Project record: business owner',
      prefill: null,
    });
    // Written by hand: no source, and what the records say is offered beside it.
    expect(saved.parts.find((p) => p.key === 'processes')).toMatchObject({
      text: FRIA_PARTS.processes,
      source: null,
      prefill: { source: 'Project record: problem statement, department' },
    });
  });
});

describe('approval and notification', () => {
  it('approves by a named member with a date, then records the notification, each in the history', async () => {
    const { projectId } = await owingProject();
    await saveFria(projectId);
    const approved = (await approve(projectId)).body;
    expect(approved).toMatchObject({
      state: 'approved',
      approval: {
        approvedBy: { id: t.memberA.user.id, name: expect.any(String) },
        approvedOn: '2026-11-02',
      },
      review: [],
      activation: null,
    });
    const notified = await api.ok(
      'recordFriaNotification',
      as(t.memberA, projectId, {
        notifiedOn: '2026-11-05',
        reference: ' MSA-2026-118 ',
        documentUrl: 'https://dms.example.test/fria/118',
      }),
    );
    expect(notified.body.notification).toEqual({
      notifiedOn: '2026-11-05',
      reference: 'MSA-2026-118',
      documentUrl: 'https://dms.example.test/fria/118',
    });
    const history = (await t.projectHistory(projectId)).filter((e) => e.entity === 'project_fria');
    expect(history.map((e) => e.action)).toEqual(['submitted', 'approved', 'created']);
    expect(history[1]!.changes.map((c) => c.label)).toEqual(['Approved by', 'Approved on']);
    expect(history[0]!.changes.map((c) => c.label)).toEqual([
      'Notified on',
      'Notification reference',
      'Notification document',
    ]);
  });

  it('refuses to approve while a part is blank (409, nothing written)', async () => {
    const { projectId } = await owingProject();
    await saveFria(projectId, { ...FRIA_PARTS, risks: ' ', measures: '' });
    const res = await expectRefused(rows, 409, () =>
      api.call('approveProjectFria', as(t.memberA, projectId, approval())),
    );
    expect(res.error).toMatchObject({
      code: 'fria_incomplete',
      message:
        'Fill in every part before approving: (d) Specific risks of harm, (f) When risks materialise are empty',
    });
  });

  it('refuses an approver outside the company and a day in the future (400 on the field)', async () => {
    const { projectId } = await owingProject();
    await saveFria(projectId);
    const outsider = await expectRefused(rows, 400, () =>
      api.call(
        'approveProjectFria',
        as(t.memberA, projectId, { ...approval(), approverId: t.adminB.user.id }),
      ),
    );
    expect(outsider.error.details).toEqual([
      { field: 'approverId', message: 'The approver must be a member of the company' },
    ]);
    const future = await expectRefused(rows, 400, () =>
      api.call(
        'approveProjectFria',
        as(t.memberA, projectId, { ...approval(), approvedOn: '2999-01-01' }),
      ),
    );
    expect(future.error.details).toEqual([
      { field: 'approvedOn', message: 'Approved on cannot be in the future' },
    ]);
  });

  it('refuses a notification before the approval (409) and one dated before it (400)', async () => {
    const { projectId } = await owingProject();
    await saveFria(projectId);
    const notification = { notifiedOn: '2026-11-05', reference: 'MSA-1' };
    const early = await expectRefused(rows, 409, () =>
      api.call('recordFriaNotification', as(t.memberA, projectId, notification)),
    );
    expect(early.error.code).toBe('fria_not_approved');
    await approve(projectId);
    const before = await expectRefused(rows, 400, () =>
      api.call(
        'recordFriaNotification',
        as(t.memberA, projectId, { ...notification, notifiedOn: '2026-11-01' }),
      ),
    );
    expect(before.error.details![0]!.field).toBe('notifiedOn');
  });

  it.each([
    [{ processes: 'x' }, 'period'],
    [{ ...FRIA_PARTS, risks: 'x'.repeat(10_001) }, 'risks'],
    [{ ...FRIA_PARTS, extra: 'x' }, 'extra'],
  ])('refuses a malformed body with 400 naming the field (%#)', async (body, field) => {
    const { projectId } = await owingProject();
    const res = await expectRefused(rows, 400, () =>
      api.call('updateProjectFria', as(t.memberA, projectId, body)),
    );
    expect(JSON.stringify(res.error.details)).toContain(field);
  });

  it('refuses a document that is not an https link (400)', async () => {
    const { projectId } = await owingProject();
    await saveFria(projectId);
    await approve(projectId);
    const res = await expectRefused(rows, 400, () =>
      api.call(
        'recordFriaNotification',
        as(t.memberA, projectId, {
          notifiedOn: '2026-11-05',
          reference: 'MSA-1',
          documentUrl: 'javascript:alert(1)',
        }),
      ),
    );
    expect(res.error.message).toContain('https://');
  });
});

describe('review (Article 27(2))', () => {
  it("marks an approved FRIA for review when the project's purpose changes", async () => {
    const { projectId } = await owingProject();
    await saveFria(projectId);
    await approve(projectId);
    await api.ok('updateProject', as(t.memberA, projectId, { problemStatement: 'A new purpose' }));
    const fria = (await getFria(projectId)).body;
    expect(fria.state).toBe('needs_review');
    expect(fria.review).toEqual([
      {
        text: "(a) The processes it is used in: the project's purpose or department changed since the approval (Project record: problem statement, department)",
        article: 'Article 27(2)',
      },
    ]);
    // Approved again, it covers the new purpose.
    expect((await approve(projectId)).body).toMatchObject({ state: 'approved', review: [] });
  });

  it("marks it for review when a part's facts change in the GDPR record, or a part is edited", async () => {
    const { projectId } = await owingProject();
    await saveFria(projectId);
    await approve(projectId);
    await api.ok('updateProjectGdpr', as(t.memberA, projectId, GDPR_RECORD));
    await saveFria(projectId, { ...FRIA_PARTS, measures: 'A complaints desk' });
    const fria = (await getFria(projectId)).body;
    expect(fria.review.map((r) => r.text)).toEqual([
      '(c) People and groups affected: its facts changed since the approval (GDPR record: categories of personal data; EU AI Act assessment: Annex III uses)',
      // Personal data in a high-risk system calls for a DPIA: a new risk of harm.
      '(d) Specific risks of harm: its facts changed since the approval (EU AI Act assessment: reasons of its class; GDPR record: DPIA reasons)',
      '(f) When risks materialise: edited since the approval',
    ]);
  });
});

describe('PUT /api/projects/{id}: the move to Active', () => {
  it('is refused with 409 while a FRIA is owed and not approved, saying why; nothing changes', async () => {
    const { projectId } = await owingProject();
    const res = await expectRefused(rows, 409, () => goActive(projectId));
    expect(res.error).toMatchObject({
      code: 'fria_not_approved',
      details: [{ field: 'status' }],
    });
    expect(res.error.message).toMatch(
      /^This project cannot be moved to Active yet\. It owes a fundamental rights impact assessment \(FRIA\) before its first use \(Article 27\(1\)\): deployed by a public body/,
    );
    expect(res.error.message).toMatch(/or ask an admin to move it to Active with a reason\.$/);
    // The FRIA's answer says the same to its reader.
    expect((await getFria(projectId)).body.activation).toBe(res.error.message);
  });

  it('is let through once the FRIA is approved, and for projects that owe none', async () => {
    const { projectId } = await owingProject();
    await saveFria(projectId);
    await approve(projectId);
    expect((await goActive(projectId)).status).toBe(200);
    const { projectId: other } = await t.assessedProjectOfA(
      { status: 'planning' },
      PUBLIC_CRITICAL_INFRASTRUCTURE,
    );
    expect((await goActive(other)).status).toBe(200);
    expect((await goActive((await t.projectOfA({ status: 'on_hold' })).id)).status).toBe(200);
  });

  it('is refused again once the approved FRIA needs review, also when the same change makes it so', async () => {
    const { projectId } = await owingProject();
    await saveFria(projectId);
    await approve(projectId);
    const res = await expectRefused(rows, 409, () =>
      goActive(projectId, t.memberA, { problemStatement: 'A wider purpose' }),
    );
    expect(res.error.message).toContain('approved on November 2, 2026, has changed since');
  });

  it("lets an admin move it anyway with a reason, which the project's history keeps", async () => {
    const { projectId } = await owingProject();
    const refused = await goActive(projectId, t.adminA);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toMatch(/or give a reason to move it to Active anyway/);
    const res = await goActive(projectId, t.adminA, {
      friaOverrideReason: '  Pilot on test data only; FRIA due before live use  ',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('active');
    const [entry] = (await t.projectHistory(projectId)).filter((e) => e.entity === 'project');
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'status', after: 'Active' }),
        {
          field: 'friaOverrideReason',
          label: 'Active without an approved FRIA',
          before: null,
          after: 'Pilot on test data only; FRIA due before live use',
        },
      ]),
    );
  });

  it('refuses the reason from a member (403) and a blank one (400), changing nothing', async () => {
    const { projectId } = await owingProject();
    const member = await expectRefused(rows, 403, () =>
      goActive(projectId, t.memberA, { friaOverrideReason: 'Urgent' }),
    );
    expect(member.error.message).toMatch(/^Only an admin may move a project to Active/);
    await expectRefused(rows, 400, () =>
      goActive(projectId, t.adminA, { friaOverrideReason: '   ' }),
    );
  });

  it('keeps no reason when nothing needed overriding', async () => {
    const project = await t.projectOfA({ status: 'planning' });
    await goActive(project.id, t.adminA, { friaOverrideReason: 'Not needed' });
    const [entry] = await t.projectHistory(project.id);
    expect(entry!.changes.map((c) => c.field)).toEqual(['status']);
  });
});

describe('tenancy', () => {
  it("answers another company's FRIA as missing (404), and writes nothing", async () => {
    const { projectId } = await owingProject();
    const other = { cookie: t.adminB.cookie };
    expect((await api.call('getProjectFria', as(other, projectId))).status).toBe(404);
    await expectRefused(rows, 404, () =>
      api.call('updateProjectFria', as(other, projectId, FRIA_PARTS)),
    );
    await expectRefused(rows, 404, () =>
      api.call('approveProjectFria', as(other, projectId, approval())),
    );
    await expectRefused(rows, 404, () =>
      api.call(
        'recordFriaNotification',
        as(other, projectId, { notifiedOn: '2026-11-05', reference: 'x' }),
      ),
    );
    expect((await api.call('getProjectFria', as(t.memberA, MISSING_ID))).status).toBe(404);
  });
});
