import type { HistoryEntry } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../testing/factories.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

/** GET /api/proposals/{id}/history: a proposal's own changes and its approvals, nobody else's. */

const t = setupTwoCompanies();
const { api, db } = t;

const onProposal = (id: string, cookie = t.memberA.cookie) => ({ params: { id }, cookie });

/** A minimal-tier proposal of company A by member A, its WSJF score waiting for the job size. */
const submit = (name: string) =>
  t.proposalOfA({
    name,
    scoringInputs: { businessValue: 8, timeCriticality: 5, riskReduction: 3 },
  });

const history = async (id: string, query = {}) =>
  (await api.ok('getProposalHistory', { ...onProposal(id), query })).body;

const summary = (entries: HistoryEntry[]) =>
  entries.map((e) => [e.entity, e.action, e.entityId, e.actor.id]);

describe('GET /api/proposals/{id}/history', () => {
  it('lists the submission, a score change and an approval, newest first, and no other proposal', async () => {
    const proposal = await submit('Invoice reader');
    const other = await submit('Ledger reconciler');
    await api.ok('approveProposal', { ...onProposal(other.id, t.adminA.cookie), body: {} });
    expect(proposal.score).toBeNull();

    await api.ok('updateProposal', {
      ...onProposal(proposal.id),
      body: { scoringInputs: { ...proposal.scoringInputs, jobSize: 5 } },
    });
    const approved = await api.ok('approveProposal', {
      ...onProposal(proposal.id, t.adminA.cookie),
      body: { note: 'Within the Q3 budget' },
    });
    expect(approved.body.state).toBe('approved');
    const approvalRow = await db()('proposalApprovals').where({ proposalId: proposal.id }).first();

    const { entries, nextCursor } = await history(proposal.id);
    expect(nextCursor).toBeNull();
    const [decided, approval, scored, submitted] = entries;
    expect(summary(entries)).toEqual([
      ['proposal', 'approved', proposal.id, t.adminA.user.id],
      ['proposal_approval', 'created', approvalRow.id, t.adminA.user.id],
      ['proposal', 'updated', proposal.id, t.memberA.user.id],
      ['proposal', 'submitted', proposal.id, t.memberA.user.id],
    ]);
    expect(scored!.changes).toEqual([
      { field: 'score', label: 'Score', before: null, after: '3.2' },
      {
        field: 'scoringInputs',
        label: 'Scoring inputs',
        before: 'Business value 8, Time criticality 5, Risk reduction / opportunity enablement 3',
        after:
          'Business value 8, Time criticality 5, Risk reduction / opportunity enablement 3, Job size 5',
      },
    ]);
    expect(approval).toMatchObject({ entityLabel: 'Invoice reader' });
    expect(approval!.changes).toContainEqual(
      expect.objectContaining({ label: 'Note', after: 'Within the Q3 budget' }),
    );
    expect(decided!.changes).toContainEqual(
      expect.objectContaining({ label: 'State', before: 'Submitted', after: 'Approved' }),
    );
    expect(submitted!.changes).toContainEqual(
      expect.objectContaining({ label: 'Project Name', after: 'Invoice reader' }),
    );

    // Paged as a project's history: each page from the last one's cursor, without overlap.
    const first = await history(proposal.id, { limit: 3 });
    const rest = await history(proposal.id, { limit: 3, cursor: first.nextCursor });
    expect([...first.entries, ...rest.entries].map((e) => e.id)).toEqual(entries.map((e) => e.id));
    expect(rest.nextCursor).toBeNull();
  });

  it('answers 404 for another company’s proposal or none, 401 signed out', async () => {
    const proposal = await submit('Contract clause finder');
    for (const [id, cookie] of [
      [proposal.id, t.adminB.cookie],
      [MISSING_ID, t.adminA.cookie],
    ] as const) {
      const res = await api.call('getProposalHistory', { params: { id }, cookie });
      expect(res.status).toBe(404);
      expect(res.error.message).toEqual(expect.any(String));
    }
    expect((await api.call('getProposalHistory', { params: { id: proposal.id } })).status).toBe(
      401,
    );
  });

  it.each([
    ['an id that is not one', 'not-a-uuid', {}],
    ['a cursor that is not one', undefined, { cursor: 'abc' }],
    ['a limit over the maximum', undefined, { limit: 101 }],
  ])('answers 400 with a sentence to %s', async (_case, badId, query) => {
    const id = badId ?? (await submit('Expense policy checker')).id;
    const res = await api.call('getProposalHistory', {
      params: { id },
      query: query as never,
      cookie: t.memberA.cookie,
    });
    expect(res.status).toBe(400);
    expect(res.error.message).toEqual(expect.any(String));
  });
});
