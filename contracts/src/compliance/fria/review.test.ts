import { describe, expect, it } from 'vitest';
import { friaPrefill, type FriaPrefillInput } from './prefill';
import { friaRequirement } from './requirement';
import {
  blankFriaParts,
  friaActivationRefusal,
  friaApprovalBasis,
  friaReview,
  friaState,
  type FriaTexts,
} from './review';

const input: FriaPrefillInput = {
  project: {
    problemStatement: 'Assess housing benefit claims',
    jobsToBeDone: null,
    department: 'Operations',
    businessOwner: 'Ana Silva',
    startDate: '2027-01-04',
    targetDate: null,
  },
  gdpr: null,
  assessment: null,
};

const parts: FriaTexts = {
  processes: 'Claims triage',
  period: 'All year, daily',
  affected: 'Claimants',
  risks: 'Wrongful refusal',
  oversight: 'A caseworker reviews each refusal',
  measures: 'Appeals desk',
};

describe('friaReview (Article 27(2))', () => {
  const basis = friaApprovalBasis(parts, friaPrefill(input));

  it('finds nothing while the parts and their facts are as approved', () => {
    expect(friaReview(basis, parts, friaPrefill(input))).toEqual([]);
  });

  it("marks it for review when the project's purpose changes", () => {
    const changed = friaPrefill({
      ...input,
      project: { ...input.project, problemStatement: 'Decide housing benefit claims' },
    });
    expect(friaReview(basis, parts, changed)).toEqual([
      {
        text: "(a) The processes it is used in: the project's purpose or department changed since the approval (Project record: problem statement, department)",
        article: 'Article 27(2)',
      },
    ]);
  });

  it('marks it for review when the facts of another part change', () => {
    const changed = friaPrefill({
      ...input,
      gdpr: {
        personalData: true,
        categories: ['financial'],
        specialCategories: [],
        largeScaleMonitoring: false,
        dpiaStatus: 'needed',
      },
    });
    expect(friaReview(basis, parts, changed).map((r) => r.text)).toEqual([
      '(c) People and groups affected: its facts changed since the approval (GDPR record: categories of personal data)',
    ]);
  });

  it('marks it for review when a part is edited after the approval', () => {
    expect(
      friaReview(basis, { ...parts, risks: 'Wrongful refusal; delays' }, friaPrefill(input)),
    ).toEqual([
      { text: '(d) Specific risks of harm: edited since the approval', article: 'Article 27(2)' },
    ]);
  });
});

describe('friaState', () => {
  it.each([
    [{ saved: false, approved: false, review: [] }, 'not_started'],
    [{ saved: true, approved: false, review: [] }, 'draft'],
    [{ saved: true, approved: true, review: [] }, 'approved'],
    [{ saved: true, approved: true, review: [{ text: 'x', article: 'y' }] }, 'needs_review'],
  ] as const)('%o is %s', (fria, state) => {
    expect(friaState(fria)).toBe(state);
  });
});

describe('blankFriaParts', () => {
  it('lists the parts left blank, in order', () => {
    expect(blankFriaParts({ ...parts, period: ' ', measures: '' })).toEqual(['period', 'measures']);
    expect(blankFriaParts(parts)).toEqual([]);
  });
});

describe('friaActivationRefusal', () => {
  const required = friaRequirement({
    roles: ['deployer'],
    answers: { 'annex3-5b-creditworthiness': true },
  });
  const notRequired = friaRequirement({ roles: ['deployer'], answers: {} });
  /** Why a project of `requirement` with a FRIA in `state` may not go Active, for a member. */
  const refusal = (
    state: Parameters<typeof friaActivationRefusal>[1]['state'],
    approvedOn: string | null = null,
    requirement = required,
    admin = false,
  ) => friaActivationRefusal(requirement, { state, approvedOn }, { admin });

  it('refuses a project that owes a FRIA not approved, saying why and what to do', () => {
    expect(refusal('draft')).toBe(
      'This project cannot be moved to Active yet. It owes a fundamental rights impact assessment (FRIA) before its first use (Article 27(1)): deployed to evaluate the creditworthiness of people or establish their credit score. Approve the FRIA on its Compliance page first, or ask an admin to move it to Active with a reason.',
    );
  });

  it('tells an admin they may give a reason instead', () => {
    expect(refusal('not_started', null, required, true)).toMatch(
      /or give a reason to move it to Active anyway \(the history keeps it\)\.$/,
    );
  });

  it('refuses a FRIA changed since its approval until it is approved again', () => {
    expect(refusal('needs_review', '2027-01-04')).toContain(
      'approved on January 4, 2027, has changed since and needs approving again (Article 27(2))',
    );
  });

  it('lets an approved FRIA, or a project that owes none, go Active', () => {
    expect(refusal('approved', '2027-01-04')).toBeNull();
    expect(refusal('not_started', null, notRequired)).toBeNull();
  });
});
