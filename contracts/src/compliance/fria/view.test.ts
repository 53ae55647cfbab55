import { describe, expect, it } from 'vitest';
import { friaPrefill } from './prefill';
import { friaRequirement } from './requirement';
import { friaApprovalBasis, type FriaTexts } from './review';
import { friaView, keptFriaSources, savedFriaParts, type StoredFria } from './view';

const prefill = friaPrefill({
  project: {
    problemStatement: 'Score loan applications',
    jobsToBeDone: null,
    department: 'Finance',
    businessOwner: 'Ana Silva',
    startDate: null,
    targetDate: null,
  },
  gdpr: null,
  assessment: null,
});
const requirement = friaRequirement({
  roles: ['deployer'],
  answers: { 'annex3-5b-creditworthiness': true },
});
const texts: FriaTexts = {
  processes: prefill.processes!.text,
  period: 'Daily',
  affected: 'Applicants',
  risks: 'Unfair refusals',
  oversight: 'A loan officer reviews refusals',
  measures: 'Complaints desk',
};
const stored: StoredFria = {
  texts,
  sources: { processes: prefill.processes!.source },
  approval: null,
  notification: null,
  updatedAt: '2026-11-02T10:00:00.000Z',
};
const view = (over: Partial<Parameters<typeof friaView>[0]>) =>
  friaView({
    project: { id: 'p1', status: 'planning' },
    requirement,
    prefill,
    stored,
    admin: false,
    ...over,
  });

describe('friaView', () => {
  it('shows an unsaved FRIA as the records pre-fill it, each part with its source', () => {
    const fria = view({ stored: null });
    expect(fria.state).toBe('not_started');
    expect(fria.parts[0]).toEqual({
      key: 'processes',
      text: 'Score loan applications\n\nUsed in the Finance department.',
      source: 'Project record: problem statement, department',
      prefill: null,
    });
    expect(fria.parts[5]).toEqual({ key: 'measures', text: '', source: null, prefill: null });
    expect(fria.updatedAt).toBeNull();
  });

  it('offers what the records say beside a part written otherwise', () => {
    const fria = view({ stored: { ...stored, texts: { ...texts, oversight: 'Written' } } });
    expect(fria.parts.find((p) => p.key === 'oversight')).toEqual({
      key: 'oversight',
      text: 'Written',
      source: null,
      prefill: prefill.oversight,
    });
  });

  it('says why the project may not go Active, until approved, and never once it is Active', () => {
    expect(view({}).activation).toMatch(/^This project cannot be moved to Active yet\./);
    expect(view({ project: { id: 'p1', status: 'active' } }).activation).toBeNull();
    const approved = view({
      stored: {
        ...stored,
        approval: {
          approvedBy: { id: 'u1', name: 'Ana Silva' },
          approvedOn: '2026-11-02',
          basis: friaApprovalBasis(texts, prefill),
        },
      },
    });
    expect(approved).toMatchObject({
      state: 'approved',
      approval: { approvedBy: { name: 'Ana Silva' }, approvedOn: '2026-11-02' },
      activation: null,
    });
  });
});

describe('keptFriaSources', () => {
  it("takes the records' source for a pre-filled text, keeps a saved one's, and none for a written one", () => {
    const written = { ...texts, processes: 'Rewritten', oversight: prefill.oversight!.text };
    expect(keptFriaSources(written, prefill, stored)).toEqual({
      oversight: 'Project record: business owner',
    });
    const before: StoredFria = { ...stored, sources: { period: 'Project record: start date' } };
    expect(keptFriaSources(texts, prefill, before)).toEqual({
      processes: 'Project record: problem statement, department',
      period: 'Project record: start date',
    });
  });
});

describe('savedFriaParts', () => {
  it('trims each part before it is compared with the records', () => {
    const padded = { ...texts, processes: `  ${texts.processes}\n`, period: ' Daily ' };
    expect(savedFriaParts(padded, prefill, null)).toEqual({
      texts,
      sources: { processes: 'Project record: problem statement, department' },
    });
  });
});
