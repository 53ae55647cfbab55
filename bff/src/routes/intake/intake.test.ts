import {
  API_TOKEN_MESSAGES,
  ERROR_CODES,
  INTAKE_MESSAGES,
  PROHIBITED_PROPOSAL_MESSAGE,
  screeningAnswers,
} from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndGetCookie, type SignedIn } from '../../testing/auth.ts';
import { readEventStream } from '../../testing/event-stream.ts';
import { addMember, MISSING_ID } from '../../testing/factories.ts';
import { firstOf, proposalBody } from '../../testing/proposals.ts';
import { expectRefused, tableRows } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

const t = setupTwoCompanies();
const { api, db } = t;

const ofA = (cookie = t.memberA.cookie) => ({ ...t.ofA(), cookie });
const onProposal = (id: string, cookie = t.memberA.cookie) => ({ params: { id }, cookie });

const submit = t.proposalOfA;

/** Everything intake keeps, and the projects an approval makes, to check a refusal changed none. */
const intakeRows = async () => ({
  ...(await tableRows(db(), ['proposals', 'proposalApprovals', 'intakeSettings', 'projects'])),
  history: await db()('auditEvents')
    .whereIn('entity', ['proposal', 'proposal_approval', 'intake_settings', 'project'])
    .orderBy('id'),
});

/** A third person of company A, signed in: a second approver of a role already named. */
let riskTwo: SignedIn;
beforeAll(async () => {
  riskTwo = await signUpAndGetCookie(t.server.baseUrl);
  await addMember(db(), t.companyA.id, riskTwo.user.id, 'member');
});

describe('intake settings', () => {
  it('has the defaults until an admin changes them, and records the change', async () => {
    const defaults = await api.ok('getIntakeSettings', ofA());
    expect(defaults.body).toMatchObject({
      questions: [],
      scoringModel: 'wsjf',
      approvers: [],
      updatedAt: null,
    });
    expect(defaults.body.approvalRules.high).toEqual({
      approvals: 2,
      from: 'approvers',
      distinctRoles: true,
    });
    const saved = await api.ok('updateIntakeSettings', {
      ...ofA(t.adminA.cookie),
      body: {
        questions: [
          { id: 'users', label: 'How many people will use it?', kind: 'number', required: true },
          {
            id: 'data',
            label: 'Which data does it read?',
            kind: 'choice',
            required: false,
            choices: ['Public', 'Internal', 'Personal'],
          },
        ],
      },
    });
    expect(saved.body.questions.map((q) => q.id)).toEqual(['users', 'data']);
    expect(saved.body.updatedAt).not.toBeNull();
    const event = await db()('auditEvents')
      .where({ entity: 'intake_settings', companyId: t.companyA.id })
      .orderBy('id', 'desc')
      .first();
    expect(event.changes.questions.after).toContain('How many people will use it? (number');
  });

  it('scores the open proposals again under a new model, in their history, and no others', async () => {
    const ofB = { ...t.ofB(), cookie: t.adminB.cookie };
    const inputs = { businessValue: 8, timeCriticality: 5, riskReduction: 3, jobSize: 4 };
    const proposalOfB = (name: string) =>
      api.ok('createProposal', { ...ofB, body: proposalBody({ name, scoringInputs: inputs }) });
    const open = (await proposalOfB('Open in B')).body;
    const decided = (await proposalOfB('Rejected in B')).body;
    await api.ok('rejectProposal', {
      ...onProposal(decided.id, t.adminB.cookie),
      body: { reason: 'No' },
    });
    const ofCompanyA = await submit({
      name: 'Untouched in A',
      answers: { users: 1 },
      scoringInputs: inputs,
    });
    expect([open.score, decided.score, ofCompanyA.score]).toEqual([4, 4, 4]);

    await api.ok('updateIntakeSettings', {
      ...ofB,
      body: {
        scoringModel: 'weighted',
        criteria: [
          { id: 'businessValue', label: 'Value', weight: 3 },
          { id: 'jobSize', label: 'Size', weight: 1, lowerIsBetter: true },
        ],
      },
    });
    // (3 × 8 + 1 × (10 − 4)) ÷ 4
    const rescored = await api.ok('getProposal', onProposal(open.id, t.adminB.cookie));
    expect(rescored.body).toMatchObject({ scoringModel: 'weighted', score: 7.5 });
    const event = await db()('auditEvents')
      .where({ entity: 'proposal', entityId: open.id, action: 'updated' })
      .orderBy('id', 'desc')
      .first();
    expect(event.changes.score).toEqual({ before: 4, after: 7.5 });
    const unchanged = await db()('proposals').whereIn('id', [decided.id, ofCompanyA.id]);
    expect(unchanged.map((p: { score: number }) => p.score)).toEqual([4, 4]);

    // Inputs the new model does not ask for leave the proposal unscored, not ranked by the old one.
    await api.ok('updateIntakeSettings', { ...ofB, body: { scoringModel: 'rice' } });
    const unscored = await api.ok('getProposal', onProposal(open.id, t.adminB.cookie));
    expect(unscored.body).toMatchObject({ scoringModel: 'rice', score: null });
    await api.ok('updateIntakeSettings', { ...ofB, body: { scoringModel: 'wsjf' } });
    expect((await api.ok('getProposal', onProposal(open.id, t.adminB.cookie))).body.score).toBe(4);
  });

  it.each([
    [
      'two questions with one key',
      {
        questions: [
          { id: 'a', label: 'One', kind: 'text', required: false },
          { id: 'a', label: 'Two', kind: 'text', required: false },
        ],
      },
      INTAKE_MESSAGES.duplicateKey,
    ],
    [
      'a choice question without choices',
      { questions: [{ id: 'c', label: 'Pick', kind: 'choice', required: true }] },
      INTAKE_MESSAGES.choicesNeeded,
    ],
    [
      'an approver of another company',
      { approvers: [{ userId: MISSING_ID, role: 'Risk' }] },
      INTAKE_MESSAGES.approverNotMember,
    ],
  ])('refuses %s with 400 and a sentence, and changes nothing', async (_case, body, message) => {
    const res = await expectRefused(intakeRows, 400, () =>
      api.call('updateIntakeSettings', { ...ofA(t.adminA.cookie), body }),
    );
    expect(res.error.message).toBe(message);
  });
});

describe('submitting a proposal', () => {
  it('stores the tier from the screening and the WSJF score of its inputs, and records it', async () => {
    const proposal = await submit({
      answers: { users: 40 },
      screening: { [firstOf('annex_iii')]: true },
      scoringInputs: { businessValue: 8, timeCriticality: 5, riskReduction: 3, jobSize: 5 },
      expectedReturn: '120000.00',
    });
    expect(proposal).toMatchObject({
      tier: 'high',
      scoringModel: 'wsjf',
      score: 3.2,
      scoreMissing: [],
      state: 'submitted',
      submittedBy: { id: t.memberA.user.id },
      expectedReturn: '120000.00',
      projectId: null,
      approval: { complete: false, needed: 2 },
    });
    expect(proposal.tierReasons[0]!.article).toMatch(/Annex III|Article 6/);
    const row = await db()('proposals').where({ id: proposal.id }).first();
    expect(row).toMatchObject({ tier: 'high', score: 3.2, scoringModel: 'wsjf' });
    const event = await db()('auditEvents')
      .where({ entity: 'proposal', entityId: proposal.id })
      .first();
    expect(event).toMatchObject({ action: 'submitted', companyId: t.companyA.id });
    expect(event.changes.score).toEqual({ before: null, after: 3.2 });
  });

  it('announces the submission and its approval on the company’s live stream', async () => {
    const stream = await readEventStream(t.server.baseUrl, t.companyA.id, {
      Cookie: t.adminA.cookie,
    });
    try {
      const { id } = await submit({ name: 'Streamed idea', answers: { users: 2 } });
      const created = await stream.next();
      expect(created.event).toBe('proposal.submitted');
      expect(created.data).toMatchObject({ id, companyId: t.companyA.id, projectId: null });
      await api.ok('approveProposal', { ...onProposal(id, t.adminA.cookie), body: {} });
      // The approval, the project (with its assessment and link back), then the decision.
      const events: string[] = [];
      while (events.at(-1) !== 'proposal.approved') events.push((await stream.next()).event);
      expect(events.slice(0, 2)).toEqual(['proposal-approval.created', 'project.created']);
      expect(events).toEqual(
        expect.arrayContaining(['ai-act-assessment.created', 'project-link.created']),
      );
    } finally {
      stream.close();
    }
  });

  it('is not screened (unknown) and unscored until answered, naming what is missing', async () => {
    const proposal = await submit({ answers: { users: 3 }, screening: {} });
    expect(proposal.tier).toBe('unknown');
    expect(proposal.score).toBeNull();
    expect(proposal.scoreMissing).toContain('Job size');
  });

  it('records a changed score in the history, and the tier follows new screening answers', async () => {
    const { id } = await submit({ answers: { users: 3 } });
    const changed = await api.ok('updateProposal', {
      ...onProposal(id),
      body: {
        scoringInputs: { businessValue: 8, timeCriticality: 5, riskReduction: 3, jobSize: 2 },
        screening: screeningAnswers(firstOf('transparency')),
      },
    });
    expect(changed.body).toMatchObject({ score: 8, tier: 'limited' });
    const event = await db()('auditEvents')
      .where({ entity: 'proposal', entityId: id, action: 'updated' })
      .first();
    expect(event.changes.score).toEqual({ before: null, after: 8 });
  });

  it.each([
    [
      'a required question unanswered',
      {},
      'Answer the required questions: How many people will use it?',
    ],
    [
      'an answer to no question of the form',
      { answers: { users: 1, colour: 'blue' } },
      `“colour” ${INTAKE_MESSAGES.unknownQuestion}`,
    ],
    [
      'a choice not offered',
      { answers: { users: 1, data: 'Secret' } },
      'Which data does it read?: the answer must be one of its choices',
    ],
    [
      'a scoring input out of range',
      { answers: { users: 1 }, scoringInputs: { jobSize: 0 } },
      'Job size must be between 1 and 20.',
    ],
    [
      'an input the model does not ask for',
      { answers: { users: 1 }, scoringInputs: { reach: 10 } },
      `“reach” ${INTAKE_MESSAGES.unknownCriterion}`,
    ],
    [
      'a screening answer to no screening question',
      { answers: { users: 1 }, screening: { 'made-up': true } },
      `“made-up” ${INTAKE_MESSAGES.unknownScreening}`,
    ],
  ])('refuses %s with 400 and a sentence, and writes nothing', async (_case, body, message) => {
    const res = await expectRefused(intakeRows, 400, () =>
      api.call('createProposal', {
        ...ofA(),
        body: {
          name: 'Refused',
          problemStatement: 'S',
          department: 'IT',
          businessOwner: 'O',
          ...body,
        },
      }),
    );
    expect(res.error.message).toBe(message);
  });

  it('refuses a body against the contract with 400 naming the field', async () => {
    const res = await expectRefused(intakeRows, 400, () =>
      api.call('createProposal', { ...ofA(), body: { name: '', department: 'IT' } }),
    );
    expect(res.error.message).toMatch(/Project name is required|Problem statement is required/);
  });

  it('takes a proposal from an API token with the write scope, and not from a read-only one', async () => {
    const token = async (scope: 'read' | 'write') =>
      (
        await api.ok('createApiToken', {
          ...ofA(t.adminA.cookie),
          body: { name: `Intake ${scope}`, scope },
        })
      ).body.token;
    const body = {
      name: 'Contract clause finder',
      problemStatement: 'Lawyers search contracts for clauses by hand',
      department: 'Legal',
      businessOwner: 'Sam Lee',
      answers: { users: 12 },
    };
    const write = await api.ok('createProposal', {
      ...t.ofA(),
      headers: { Authorization: `Bearer ${await token('write')}` },
      body,
    });
    expect(write.body).toMatchObject({ name: 'Contract clause finder', submittedBy: null });
    const readOnly = await token('read');
    const read = await expectRefused(intakeRows, 403, () =>
      api.call('createProposal', {
        ...t.ofA(),
        headers: { Authorization: `Bearer ${readOnly}` },
        body,
      }),
    );
    expect(read.error.message).toBe(API_TOKEN_MESSAGES.readOnly);
  });
});

describe('similar projects and proposals', () => {
  it('finds a near-duplicate by name or problem statement, and not an unrelated one', async () => {
    const project = await t.projectOfA({
      name: 'Customer support chatbot',
      problemStatement: 'Customers wait hours for answers to simple questions in the help centre',
    });
    const unrelated = await t.projectOfA({
      name: 'Warehouse demand forecasting',
      problemStatement: 'Stock runs out because orders are planned on last year’s figures',
    });
    const proposal = await submit({
      name: 'Supplier invoice reader',
      problemStatement: 'Accounts payable types supplier invoices into the ledger by hand',
      answers: { users: 5 },
    });
    const similar = async (q: string) =>
      (await api.ok('listSimilarProposals', { ...ofA(), query: { q } })).body.items;

    const byName = await similar('Customer support chat bot');
    expect(byName[0]).toMatchObject({ kind: 'project', id: project.id });
    expect(byName.map((item) => item.id)).not.toContain(unrelated.id);

    const byProblem = await similar('Supplier invoices typed into the ledger by hand');
    expect(byProblem.map((item) => item.id)).toContain(proposal.id);
    expect(byProblem.find((item) => item.id === proposal.id)).toMatchObject({
      kind: 'proposal',
      state: 'submitted',
    });

    const nothing = await similar('Translate the staff handbook into Polish');
    expect(nothing.map((item) => item.id)).not.toEqual(
      expect.arrayContaining([project.id, unrelated.id, proposal.id]),
    );
    // The proposal being edited is not its own duplicate.
    const excluded = await api.ok('listSimilarProposals', {
      ...ofA(),
      query: { q: 'Supplier invoice reader', excludeId: proposal.id },
    });
    expect(excluded.body.items.map((item) => item.id)).not.toContain(proposal.id);
  });

  it('never offers another company’s projects or proposals', async () => {
    await submit({ name: 'Fraud scoring of card payments', answers: { users: 1 } });
    const res = await api.ok('listSimilarProposals', {
      ...t.ofB(),
      cookie: t.adminB.cookie,
      query: { q: 'Fraud scoring of card payments' },
    });
    expect(res.body.items).toEqual([]);
  });
});

describe('approval by tier', () => {
  beforeAll(async () => {
    await api.ok('updateIntakeSettings', {
      ...ofA(t.adminA.cookie),
      body: {
        approvers: [
          { userId: t.memberA.user.id, role: 'Risk' },
          { userId: riskTwo.user.id, role: 'Risk' },
          { userId: t.adminA.user.id, role: 'Legal' },
        ],
      },
    });
  });

  const projectsNamed = (name: string) =>
    db()('projects').where({ companyId: t.companyA.id, name });

  it('lets one admin approve a minimal proposal, which makes exactly one project linked back', async () => {
    const proposal = await submit({
      name: 'Meeting notes summariser',
      answers: { users: 30 },
      expectedReturn: '50000.00',
      initialCosts: '1000.00',
    });
    expect(proposal.tier).toBe('minimal');
    const byMember = await expectRefused(intakeRows, 403, () =>
      api.call('approveProposal', { ...onProposal(proposal.id), body: {} }),
    );
    expect(byMember.error.message).toBe(
      'Only an admin of the company can approve a proposal of this tier.',
    );

    const approved = await api.ok('approveProposal', {
      ...onProposal(proposal.id, t.adminA.cookie),
      body: { note: 'Fits the plan' },
    });
    expect(approved.body).toMatchObject({
      state: 'approved',
      approval: { complete: true },
      approvals: [{ approver: { id: t.adminA.user.id }, role: 'admin', note: 'Fits the plan' }],
    });
    const projects = await projectsNamed('Meeting notes summariser');
    expect(projects).toHaveLength(1);
    expect(approved.body.projectId).toBe(projects[0].id);
    expect(projects[0]).toMatchObject({
      problemStatement: proposal.problemStatement,
      department: 'Finance',
      businessOwner: 'Dana Ortiz',
      expectedReturn: '50000.00',
      initialCosts: '1000.00',
      createdBy: t.memberA.user.id,
    });

    // Approved is decided: no second project, whoever asks.
    const again = await expectRefused(intakeRows, 409, () =>
      api.call('approveProposal', { ...onProposal(proposal.id, t.adminA.cookie), body: {} }),
    );
    expect(again.error.code).toBe(ERROR_CODES.proposalDecided);
    expect(await projectsNamed('Meeting notes summariser')).toHaveLength(1);
  });

  it('makes one project when two admins approve at the same moment', async () => {
    const secondAdmin = await signUpAndGetCookie(t.server.baseUrl);
    await addMember(db(), t.companyA.id, secondAdmin.user.id, 'admin');
    const proposal = await submit({ name: 'Shift planner', answers: { users: 4 } });
    const both = await Promise.all(
      [t.adminA.cookie, secondAdmin.cookie].map((cookie) =>
        api.call('approveProposal', { ...onProposal(proposal.id, cookie), body: {} }),
      ),
    );
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await projectsNamed('Shift planner')).toHaveLength(1);
    expect(await db()('proposalApprovals').where({ proposalId: proposal.id })).toHaveLength(1);
  });

  it('needs two named approvers of different roles for a high-risk proposal', async () => {
    const proposal = await submit({
      name: 'CV screening assistant',
      answers: { users: 8 },
      screening: { [firstOf('annex_iii')]: true },
    });
    const first = await api.ok('approveProposal', { ...onProposal(proposal.id), body: {} });
    expect(first.body).toMatchObject({
      state: 'in_review',
      approval: { complete: false, counted: 1, needed: 2 },
    });
    expect(first.body.approval.waitingFor).toMatch(/of a role that has not approved yet/);

    const twice = await expectRefused(intakeRows, 409, () =>
      api.call('approveProposal', { ...onProposal(proposal.id), body: {} }),
    );
    expect(twice.error.message).toBe(INTAKE_MESSAGES.alreadyApproved);

    // A second approver of the same role counts as none.
    const sameRole = await api.ok('approveProposal', {
      ...onProposal(proposal.id, riskTwo.cookie),
      body: {},
    });
    expect(sameRole.body).toMatchObject({ state: 'in_review', approval: { counted: 1 } });
    expect(await projectsNamed('CV screening assistant')).toHaveLength(0);

    const legal = await api.ok('approveProposal', {
      ...onProposal(proposal.id, t.adminA.cookie),
      body: { note: 'DPIA planned' },
    });
    expect(legal.body).toMatchObject({ state: 'approved', approval: { complete: true } });
    expect(legal.body.approvals.map((a) => a.role)).toEqual(['Risk', 'Risk', 'Legal']);
    expect(await projectsNamed('CV screening assistant')).toHaveLength(1);
  });

  it('refuses anyone not named for a high-risk proposal', async () => {
    const stranger = await signUpAndGetCookie(t.server.baseUrl);
    await addMember(db(), t.companyA.id, stranger.user.id, 'admin');
    const proposal = await submit({
      name: 'Exam proctoring',
      answers: { users: 2 },
      screening: { [firstOf('annex_iii')]: true },
    });
    const res = await expectRefused(intakeRows, 403, () =>
      api.call('approveProposal', { ...onProposal(proposal.id, stranger.cookie), body: {} }),
    );
    expect(res.error.message).toBe(
      'Only the approvers named in the intake settings can approve a proposal of this tier.',
    );
  });

  it('never approves a prohibited proposal: 409 with the reason, and nothing written', async () => {
    const proposal = await submit({
      name: 'Social scoring of citizens',
      answers: { users: 1 },
      screening: { [firstOf('prohibited')]: true },
    });
    expect(proposal.tier).toBe('prohibited');
    for (const cookie of [t.adminA.cookie, t.memberA.cookie]) {
      const res = await expectRefused(intakeRows, 409, () =>
        api.call('approveProposal', { ...onProposal(proposal.id, cookie), body: {} }),
      );
      expect(res.error).toMatchObject({
        message: PROHIBITED_PROPOSAL_MESSAGE,
        code: ERROR_CODES.proposalProhibited,
      });
    }
  });

  it('rejects with the reason the submitter reads, after which nothing changes it', async () => {
    const proposal = await submit({ name: 'Chat for the canteen menu', answers: { users: 1 } });
    const noReason = await expectRefused(intakeRows, 400, () =>
      api.call('rejectProposal', { ...onProposal(proposal.id, t.adminA.cookie), body: {} }),
    );
    expect(noReason.error.message).toMatch(/Say why the proposal is rejected/);
    const rejected = await api.ok('rejectProposal', {
      ...onProposal(proposal.id, t.adminA.cookie),
      body: { reason: '  The canteen publishes its menu already  ' },
    });
    expect(rejected.body).toMatchObject({
      state: 'rejected',
      rejectionReason: 'The canteen publishes its menu already',
    });
    const mine = await api.ok('listProposals', { ...ofA(), query: { mine: true } });
    expect(mine.body.proposals.find((p) => p.id === proposal.id)?.state).toBe('rejected');
    await expectRefused(intakeRows, 409, () =>
      api.call('updateProposal', { ...onProposal(proposal.id), body: { name: 'Again' } }),
    );
  });

  it('merges a proposal into a project of the company', async () => {
    const project = await t.projectOfA({ name: 'Expense claim checker' });
    const proposal = await submit({ name: 'Expense claims check', answers: { users: 1 } });
    const merged = await api.ok('updateProposal', {
      ...onProposal(proposal.id),
      body: { mergeInto: { kind: 'project', id: project.id } },
    });
    expect(merged.body).toMatchObject({
      state: 'merged',
      mergedInto: { kind: 'project', id: project.id, name: 'Expense claim checker' },
      projectId: null,
    });
  });
});

describe('the queue and tenancy', () => {
  it('lists the highest score first, unscored last', async () => {
    const low = await submit({
      name: 'Low scorer',
      answers: { users: 1 },
      scoringInputs: { businessValue: 1, timeCriticality: 1, riskReduction: 1, jobSize: 20 },
    });
    const high = await submit({
      name: 'High scorer',
      answers: { users: 1 },
      scoringInputs: { businessValue: 20, timeCriticality: 20, riskReduction: 20, jobSize: 1 },
    });
    const { proposals } = (
      await api.ok('listProposals', { ...ofA(), query: { state: 'submitted' } })
    ).body;
    const ids = proposals.map((p) => p.id);
    expect(ids.indexOf(high.id)).toBeLessThan(ids.indexOf(low.id));
    const firstUnscored = proposals.findIndex((p) => p.score === null);
    expect(firstUnscored === -1 || firstUnscored > ids.indexOf(low.id)).toBe(true);
  });

  it("answers another company's proposal as if it did not exist, and changes nothing", async () => {
    const { id } = await submit({ name: 'Kept to company A', answers: { users: 1 } });
    const stranger = t.adminB.cookie;
    const missing = await api.call('getProposal', onProposal(MISSING_ID, stranger));
    const seen = await api.call('getProposal', onProposal(id, stranger));
    expect(seen.status).toBe(404);
    expect(seen.body).toEqual(missing.body);
    await expectRefused(intakeRows, 404, () =>
      api.call('updateProposal', { ...onProposal(id, stranger), body: { name: 'Taken' } }),
    );
    await expectRefused(intakeRows, 404, () =>
      api.call('approveProposal', { ...onProposal(id, stranger), body: {} }),
    );
    await expectRefused(intakeRows, 404, () =>
      api.call('rejectProposal', { ...onProposal(id, stranger), body: { reason: 'No' } }),
    );
    const theirs = await api.ok('listProposals', {
      ...t.ofB(),
      cookie: stranger,
    });
    expect(theirs.body.proposals.map((p) => p.id)).not.toContain(id);
  });
});
