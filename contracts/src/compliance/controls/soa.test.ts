import { describe, expect, it } from 'vitest';
import { ISO_42001 } from '../frameworks';
import { SOA_JUSTIFICATION_MESSAGE } from './api';
import {
  changedSoaEntry,
  defaultSoaState,
  publishedSoa,
  SOA_CSV_COLUMNS,
  soaDraft,
  soaEntries,
  soaFileName,
  soaSummary,
} from './soa';

const TODAY = '2026-12-17';
const link = (id: string, controlId: string, expiresAt: string | null) => ({
  id,
  controlId,
  title: `Evidence ${id}`,
  kind: 'link' as const,
  url: `https://intranet.example/${id}`,
  expiresAt,
  expired: false,
});

describe('the Statement of Applicability', () => {
  it('has every Annex A control in order, untouched ones applicable and not started', () => {
    const entries = soaEntries(new Map(), [], TODAY);
    expect(entries.map((e) => e.ref)).toEqual(ISO_42001.items.map((i) => i.ref));
    expect(entries[0]).toMatchObject({
      ref: 'A.2.2',
      group: 'A.2',
      groupTitle: 'Policies on AI',
      applicable: true,
      justification: '',
      status: 'not_started',
      owner: null,
      evidence: [],
      evidenceState: 'none',
    });
    expect(soaSummary(entries)).toEqual({
      controls: 38,
      applicable: 38,
      excluded: 0,
      implemented: 0,
      withEvidence: 0,
    });
  });

  it('shows each entry’s state and its controls’ evidence, judged on the day, current first', () => {
    const states = new Map([
      [
        'A.10.4',
        { ...defaultSoaState('A.10.4'), applicable: false, justification: 'Internal use only' },
      ],
      ['A.2.2', { ...defaultSoaState('A.2.2'), status: 'implemented' as const }],
    ]);
    const entries = soaEntries(
      states,
      [link('old', 'ai-policy', '2026-01-31'), link('new', 'ai-policy', '2027-12-31')],
      TODAY,
    );
    const policy = entries.find((e) => e.ref === 'A.2.2')!;
    expect(policy.evidence.map((e) => [e.id, e.expired, e.controlRef])).toEqual([
      ['new', false, 'GOV-1'],
      ['old', true, 'GOV-1'],
    ]);
    expect(policy.evidenceState).toBe('current');
    expect(soaSummary(entries)).toMatchObject({
      applicable: 37,
      excluded: 1,
      implemented: 1,
      withEvidence: 3,
    });
    const csv = SOA_CSV_COLUMNS.map((c) => c.value(policy));
    expect(csv.slice(0, 6)).toEqual([
      'A.2.2',
      'A.2 Policies on AI',
      'A documented AI policy',
      'Yes',
      '',
      'Implemented',
    ]);
    expect(csv[8]).toBe(
      'GOV-1: Evidence new <https://intranet.example/new> (until 2027-12-31); GOV-1: Evidence old <https://intranet.example/old> (expired 2026-01-31)',
    );
    const excluded = entries.find((e) => e.ref === 'A.10.4')!;
    expect(SOA_CSV_COLUMNS.map((c) => c.value(excluded)).slice(3, 5)).toEqual([
      'No',
      'Internal use only',
    ]);
  });

  it('names its file by version, or by the day of a draft', () => {
    expect(soaFileName(3, TODAY)).toBe('statement-of-applicability-v3.csv');
    expect(soaFileName(null, TODAY)).toBe('statement-of-applicability-draft-2026-12-17.csv');
  });
});

describe('a change of the Statement', () => {
  const before = {
    applicable: true,
    justification: '',
    status: 'in_progress' as const,
    ownerId: 'owner-1',
  };

  it('keeps what the body leaves out, trims the justification and says an exclusion needs one', () => {
    expect(changedSoaEntry(before, { status: 'implemented' })).toEqual({
      after: { ...before, status: 'implemented' },
      problem: null,
    });
    expect(changedSoaEntry(before, { applicable: false, justification: '  Internal  ' })).toEqual({
      after: { ...before, applicable: false, justification: 'Internal' },
      problem: null,
    });
    expect(changedSoaEntry(before, { applicable: false, justification: '   ' }).problem).toBe(
      SOA_JUSTIFICATION_MESSAGE,
    );
    expect(changedSoaEntry({ ...before, applicable: false }, { justification: null })).toEqual({
      after: { ...before, applicable: false },
      problem: SOA_JUSTIFICATION_MESSAGE,
    });
    expect(changedSoaEntry(before, { ownerId: null }).after.ownerId).toBeNull();
  });

  it('publishes a draft as a version with its figures and the note trimmed', () => {
    const draft = soaDraft(
      { id: 'c1', name: 'Northwind' },
      new Map([['A.10.4', { ...defaultSoaState('A.10.4'), applicable: false }]]),
      [],
      TODAY,
    );
    expect(draft).toMatchObject({ version: null, asOf: TODAY, company: { name: 'Northwind' } });
    expect(draft.framework.id).toBe('iso-42001');
    const publishedBy = { id: 'u1', name: 'Maya Chen' };
    const published = publishedSoa(draft, {
      number: 2,
      publishedAt: '2026-12-17T10:00:00.000Z',
      publishedBy,
      note: '  For the audit ',
    });
    expect(published.version).toEqual({
      number: 2,
      publishedAt: '2026-12-17T10:00:00.000Z',
      publishedBy,
      note: 'For the audit',
      applicable: 37,
      excluded: 1,
    });
    expect(published.entries).toBe(draft.entries);
    expect(publishedSoa(draft, { ...published.version!, note: ' ' }).version?.note).toBeNull();
  });
});
