import type { Proposal } from '@portfolio/contracts';
import { testProposal } from '@portfolio/contracts/testing';
import { COMPANY_ID } from './fixtures';

const id = (n: number) => `7e3a1c2b-4d5f-4a60-9b71-0000000000${String(n).padStart(2, '0')}`;

/** A proposal of the demo company as the queue answers it: open, minimal, unscored unless said. */
function proposal(n: number, fields: Partial<Proposal>): Proposal {
  const createdAt = fields.createdAt ?? '2026-01-05T09:00:00.000Z';
  return testProposal({
    id: id(n),
    companyId: COMPANY_ID,
    name: `Proposal ${n}`,
    problemStatement: 'Work done by hand',
    department: 'Finance',
    businessOwner: 'Maya Chen',
    approval: { complete: false, counted: 0, needed: 1, waitingFor: 'An admin' },
    createdAt,
    updatedAt: createdAt,
    ...fields,
  });
}

/**
 * Four proposals with round figures for tests: Finance has two (one approved after 3.5 days, one
 * rejected after 10.25), HR one open of the high tier, IT one merged after a day.
 */
export function reportProposals(): Proposal[] {
  return [
    proposal(1, {
      name: 'Invoice reader',
      state: 'approved',
      score: 4.5,
      createdAt: '2026-01-05T09:00:00.000Z',
      decidedAt: '2026-01-08T21:00:00.000Z',
    }),
    proposal(2, {
      name: 'Credit scorer',
      tier: 'high',
      state: 'rejected',
      score: 2,
      createdAt: '2026-01-20T00:00:00.000Z',
      decidedAt: '2026-01-30T06:00:00.000Z',
    }),
    proposal(3, {
      name: 'Resume ranker',
      department: 'HR',
      tier: 'high',
      createdAt: '2026-02-03T10:00:00.000Z',
    }),
    proposal(4, {
      name: 'Ticket router',
      department: 'IT',
      tier: 'limited',
      state: 'merged',
      score: 6,
      createdAt: '2026-02-10T00:00:00.000Z',
      decidedAt: '2026-02-11T00:00:00.000Z',
    }),
  ];
}
