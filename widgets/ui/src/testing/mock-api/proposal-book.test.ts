import {
  INTAKE_SCREENING_QUESTIONS,
  PROHIBITED_PROPOSAL_MESSAGE,
  type Proposal,
  type ProposalList,
  type SimilarProposals,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { makeMembership } from '../demo-data/fixtures';
import { server } from '../server';
import { createProposalBook, proposalHandlers } from './proposal-book';

const companyId = makeMembership().id;
const api = 'https://portfolio.example/api';

async function call<T>(method: string, path: string, body?: unknown) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const screened = (...yes: string[]) =>
  Object.fromEntries(INTAKE_SCREENING_QUESTIONS.map((q) => [q.id, yes.includes(q.id)]));
const firstOf = (group: string) => INTAKE_SCREENING_QUESTIONS.find((q) => q.group === group)!.id;

describe('the proposal mocks', () => {
  it('answer like the BFF: tier, score and approvals by the contract, one project per approval', async () => {
    const made: string[] = [];
    const book = createProposalBook({
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
      memberName: () => 'Maya Chen',
      viewerIsAdmin: () => true,
    });
    server.use(...proposalHandlers(() => book));
    const base = { department: 'Support', businessOwner: 'Dana' };

    const minimal = await call<Proposal>('POST', `/companies/${companyId}/proposals`, {
      ...base,
      name: 'Meeting notes summariser',
      problemStatement: 'Notes are lost',
      screening: screened(),
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

  it('export the proposals as the BFF’s CSV: its columns, the state filter, the formula guard', async () => {
    const book = createProposalBook({
      projects: () => [],
      createProject: () => crypto.randomUUID(),
      memberName: () => 'Maya Chen',
      viewerIsAdmin: () => true,
    });
    server.use(...proposalHandlers(() => book));
    book.updateSettings(companyId, {
      questions: [{ id: 'pilot', label: 'Is there a pilot?', kind: 'yes_no', required: false }],
    });
    const base = { department: 'Support', businessOwner: 'Dana', screening: screened() };
    book.create(companyId, { ...base, name: '=HYPERLINK("x")', problemStatement: 'P' });
    const rejected = book.create(companyId, {
      ...base,
      name: 'Ticket triage',
      problemStatement: 'Tickets wait',
      answers: { pilot: true },
    }) as Proposal;
    book.reject(rejected.id, 'Covered by another project');

    const res = await fetch(
      `${api}/companies/${companyId}/proposals/export?format=csv&state=rejected`,
    );
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="proposals-/);
    const [header, row, end] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('ID,Name,Problem Statement,Department,Business Owner,State,Risk Tier');
    expect(header!.endsWith(',Is there a pilot?')).toBe(true);
    expect(row).toContain(',Ticket triage,Tickets wait,Support,Dana,rejected,minimal,');
    expect(row!.endsWith(',Yes')).toBe(true);
    expect(end).toBe('');
    const all = await (await fetch(`${api}/companies/${companyId}/proposals/export`)).text();
    expect(all).toContain(`,"'=HYPERLINK(""x"")",`);
  });
});
