import type { Proposal } from '../intake/proposals';
import { numbered } from './numbered';

const next = numbered('Q', '9000');

/**
 * A proposal just submitted with only what it requires: minimal tier, WSJF, unscored, open. Each
 * one has an id and name of its own (`Q1`, `Q2`…); any field can be overridden.
 */
export const testProposal = (fields: Partial<Proposal> = {}): Proposal => ({
  ...next().basics,
  expectedReturn: null,
  initialCosts: null,
  runningCosts: null,
  answers: {},
  screening: {},
  tier: 'minimal',
  tierReasons: [],
  scoringModel: 'wsjf',
  scoringInputs: {},
  score: null,
  scoreMissing: [],
  state: 'submitted',
  submittedBy: null,
  approvals: [],
  approval: { complete: false, counted: 0, needed: 1, waitingFor: null },
  rejectionReason: null,
  projectId: null,
  mergedInto: null,
  decidedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
