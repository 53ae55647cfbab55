import {
  INTAKE_MESSAGES,
  INTAKE_SCREENING_QUESTIONS,
  PROHIBITED_PROPOSAL_MESSAGE,
  screeningAnswers,
  type HistoryPage,
  type Proposal,
  type ProposalList,
  type SimilarProposals,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { makeCurrentUser, makeMembership } from '../demo-data/fixtures';
import { server, TEST_API, callApi as call } from '../server';
import { createProposalBook, proposalHandlers, type ProposalSource } from './proposal-book';

const companyId = makeMembership().id;

/** A book over no projects (unless given), the viewer an admin, answering the mocked routes. */
function bookOf(source: Partial<ProposalSource> = {}) {
  const book = createProposalBook({
    projects: () => [],
    createProject: () => crypto.randomUUID(),
    memberName: () => 'Maya Chen',
    viewerIsAdmin: () => true,
    ...source,
  });
  server.use(...proposalHandlers(() => book));
  return book;
}

const firstOf = (group: string) => INTAKE_SCREENING_QUESTIONS.find((q) => q.group === group)!.id;

describe('the proposal mocks', () => {
  it('answer like the BFF: tier, score and approvals by the contract, one project per approval', async () => {
    const made: string[] = [];
    bookOf({
      projects: () => [
        {
          id: crypto.randomUUID(),
          name: 'Customer support chatbot',
          problemStatement: 'Customers wait for answers',
          status: 'active',
        },
      ],
      createProject: (_company, fields) => {
        made.push(fields.name);
        return crypto.randomUUID();
      },
    });
    const base = { department: 'Support', businessOwner: 'Dana' };

    const minimal = await call<Proposal>('POST', `/companies/${companyId}/proposals`, {
      ...base,
      name: 'Meeting notes summariser',
      problemStatement: 'Notes are lost',
      screening: screeningAnswers(),
      scoringInputs: { businessValue: 8, timeCriticality: 5, riskReduction: 3, jobSize: 5 },
    });
    expect(minimal).toMatchObject({ status: 201, body: { tier: 'minimal', score: 3.2 } });
    const approved = await call<Proposal>('POST', `/proposals/${minimal.body.id}/approve`, {});
    expect(approved.body).toMatchObject({ state: 'approved', approval: { complete: true } });
    expect(made).toEqual(['Meeting notes summariser']);
    expect((await call('POST', `/proposals/${minimal.body.id}/approve`, {})).status).toBe(409);

    const prohibited = await call<Proposal>('POST', `/companies/${companyId}/proposals`, {
      ...base,
      name: 'Social scoring',
      problemStatement: 'Rank citizens',
      screening: { [firstOf('prohibited')]: true },
    });
    const refused = await call<{ message: string }>(
      'POST',
      `/proposals/${prohibited.body.id}/approve`,
      {},
    );
    expect(refused).toEqual({ status: 409, body: { message: PROHIBITED_PROPOSAL_MESSAGE } });

    const similar = await call<SimilarProposals>(
      'GET',
      `/companies/${companyId}/proposals/similar?q=${encodeURIComponent('Customer support chat bot')}`,
    );
    expect(similar.body.items[0]).toMatchObject({
      kind: 'project',
      name: 'Customer support chatbot',
    });
    const list = await call<ProposalList>('GET', `/companies/${companyId}/proposals`);
    expect(list.body.proposals.map((p) => p.name)).toEqual([
      'Meeting notes summariser',
      'Social scoring',
    ]);
  });

  it('keep the history the BFF keeps: submission, a score change, approval, rejection, merge', async () => {
    const projectId = crypto.randomUUID();
    const book = bookOf({
      projects: () => [
        { id: projectId, name: 'Ledger', problemStatement: 'Books', status: 'active' },
      ],
    });
    const base = { department: 'Finance', businessOwner: 'Dana', screening: screeningAnswers() };
    const inputs = { businessValue: 8, timeCriticality: 5, riskReduction: 3 };
    const [scored, rejected, merged] = ['Invoice reader', 'Receipt scanner', 'Ledger helper'].map(
      (name) =>
        book.create(companyId, { ...base, name, problemStatement: name, scoringInputs: inputs }),
    ) as Proposal[];
    book.update(scored!.id, { scoringInputs: { ...inputs, jobSize: 5 } });
    book.update(scored!.id, { department: 'Finance' });
    book.approve(scored!.id, 'Within budget');
    book.reject(rejected!.id, 'Not now');
    book.update(merged!.id, { mergeInto: { kind: 'project', id: projectId } });

    const history = (id: string, query = '') =>
      call<HistoryPage>('GET', `/proposals/${id}/history${query}`);
    const { body } = await history(scored!.id);
    expect(body.nextCursor).toBeNull();
    // An edit that changed nothing is not recorded.
    expect(body.entries.map((e) => [e.entity, e.action, e.actor.name])).toEqual([
      ['proposal', 'approved', 'Maya Chen'],
      ['proposal_approval', 'created', 'Maya Chen'],
      ['proposal', 'updated', 'Maya Chen'],
      ['proposal', 'submitted', 'Maya Chen'],
    ]);
    expect(body.entries[2]!.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Score', null, '3.2'],
      [
        'Scoring inputs',
        'Business value 8, Time criticality 5, Risk reduction / opportunity enablement 3',
        'Business value 8, Time criticality 5, Risk reduction / opportunity enablement 3, Job size 5',
      ],
    ]);
    expect(body.entries[1]).toMatchObject({ entityLabel: 'Invoice reader' });
    expect(body.entries[1]!.changes).toContainEqual(
      expect.objectContaining({ label: 'Note', after: 'Within budget' }),
    );
    const page = await history(scored!.id, '?limit=3');
    const rest = await history(scored!.id, `?limit=3&cursor=${page.body.nextCursor}`);
    expect([...page.body.entries, ...rest.body.entries]).toEqual(body.entries);

    const decisions = async (id: string) =>
      (await history(id)).body.entries[0]!.changes.map((c) => `${c.label}: ${c.after}`);
    expect(await decisions(rejected!.id)).toEqual(['State: Rejected', 'Reason: Not now']);
    expect(await decisions(merged!.id)).toEqual(['State: Merged', 'Merged into: Ledger']);
    expect(await history(crypto.randomUUID())).toEqual({
      status: 404,
      body: { message: INTAKE_MESSAGES.notFound },
    });
  });

  it('record a score the company’s new model changes, on the open proposals only', async () => {
    const book = bookOf();
    const base = { department: 'IT', businessOwner: 'Dana', screening: screeningAnswers() };
    const scoringInputs = { businessValue: 8, timeCriticality: 5, riskReduction: 3, jobSize: 4 };
    const [open, decided] = ['Open', 'Decided'].map((name) =>
      book.create(companyId, { ...base, name, problemStatement: name, scoringInputs }),
    ) as Proposal[];
    book.reject(decided!.id, 'No');
    book.updateSettings(companyId, {
      scoringModel: 'weighted',
      criteria: [
        { id: 'businessValue', label: 'Value', weight: 3 },
        { id: 'jobSize', label: 'Size', weight: 1, lowerIsBetter: true },
      ],
    });
    // (3 × 8 + 1 × (10 − 4)) ÷ 4, as the BFF scores it again.
    expect(book.get(open!.id)).toMatchObject({ scoringModel: 'weighted', score: 7.5 });
    expect(book.get(decided!.id)).toMatchObject({ scoringModel: 'wsjf', score: 4 });
    const [rescored] = (book.history(open!.id) as HistoryPage).entries;
    expect(rescored!.changes).toEqual([
      expect.objectContaining({ label: 'Score', before: '4', after: '7.5' }),
    ]);
  });

  it('refuse intake settings as the BFF does: a key twice in one list, an approver twice', async () => {
    bookOf();
    const save = (body: object) =>
      call<{ message: string }>('PUT', `/companies/${companyId}/intake-settings`, body);
    const question = { label: 'Pilot?', kind: 'yes_no', required: false };
    const criterion = { label: 'Value', weight: 1 };
    expect(
      await save({
        questions: [{ id: 'pilot', ...question }],
        criteria: [{ id: 'pilot', ...criterion }],
      }),
    ).toMatchObject({ status: 200 });
    for (const body of [
      {
        questions: [
          { id: 'a', ...question },
          { id: 'a', ...question },
        ],
      },
      {
        criteria: [
          { id: 'a', ...criterion },
          { id: 'a', ...criterion },
        ],
      },
    ]) {
      expect(await save(body)).toEqual({
        status: 400,
        body: { message: INTAKE_MESSAGES.duplicateKey },
      });
    }
    const me = makeCurrentUser().id;
    expect(
      await save({
        approvers: [
          { userId: me, role: 'Risk' },
          { userId: me, role: 'Legal' },
        ],
      }),
    ).toEqual({ status: 400, body: { message: INTAKE_MESSAGES.approverOnce } });
  });

  it('export the proposals as the BFF’s CSV: its columns, the state filter, the formula guard', async () => {
    const book = bookOf();
    book.updateSettings(companyId, {
      questions: [{ id: 'pilot', label: 'Is there a pilot?', kind: 'yes_no', required: false }],
    });
    const base = { department: 'Support', businessOwner: 'Dana', screening: screeningAnswers() };
    book.create(companyId, { ...base, name: '=HYPERLINK("x")', problemStatement: 'P' });
    const rejected = book.create(companyId, {
      ...base,
      name: 'Ticket triage',
      problemStatement: 'Tickets wait',
      answers: { pilot: true },
    }) as Proposal;
    book.reject(rejected.id, 'Covered by another project');

    const res = await fetch(
      `${TEST_API}/companies/${companyId}/proposals/export?format=csv&state=rejected`,
    );
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="proposals-/);
    const [header, row, end] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('ID,Name,Problem Statement,Department,Business Owner,State,Risk Tier');
    expect(header!.endsWith(',Is there a pilot?')).toBe(true);
    expect(row).toContain(',Ticket triage,Tickets wait,Support,Dana,rejected,minimal,');
    expect(row!.endsWith(',Yes')).toBe(true);
    expect(end).toBe('');
    const all = await (await fetch(`${TEST_API}/companies/${companyId}/proposals/export`)).text();
    expect(all).toContain(`,"'=HYPERLINK(""x"")",`);
  });
});
