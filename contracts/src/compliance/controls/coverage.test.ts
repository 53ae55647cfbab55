import { describe, expect, it } from 'vitest';
import type { EvidenceState } from './api';
import { builtInCatalogue } from './catalogues';
import {
  builtInControlsOf,
  controlEvidenceSummaries,
  controlIdsOfObligation,
  frameworkCoverage,
  type CompanyObligation,
} from './coverage';
import { builtInCoverage, companyFrameworks, customCoverage, obligationControls } from './present';

const TODAY = '2026-12-17';
const iso = builtInCatalogue('iso-42001')!;
const aiAct = builtInCatalogue('eu-ai-act')!;

const evidence = (states: Record<string, EvidenceState>) => new Map(Object.entries(states));
const obligation = (over: Partial<CompanyObligation>): CompanyObligation => ({
  obligationId: 'art26-6-deployer',
  projectId: 'p1',
  projectName: 'Candidate Ranking',
  status: 'todo',
  overdue: false,
  evidence: 'none',
  ...over,
});

describe('control evidence in figures', () => {
  it('counts what holds and what expired, the next expiry, and the state', () => {
    const summaries = controlEvidenceSummaries(
      [
        { controlId: 'ai-policy', expiresAt: '2027-06-30' },
        { controlId: 'ai-policy', expiresAt: '2027-01-31' },
        { controlId: 'ai-policy', expiresAt: '2026-12-16' },
        { controlId: 'event-logs', expiresAt: '2026-12-16' },
        { controlId: 'ai-literacy', expiresAt: null },
      ],
      TODAY,
    );
    expect(summaries.get('ai-policy')).toEqual({
      state: 'current',
      current: 2,
      expired: 1,
      nextExpiry: '2027-01-31',
    });
    expect(summaries.get('event-logs')).toMatchObject({ state: 'lapsed', current: 0, expired: 1 });
    expect(summaries.get('ai-literacy')).toMatchObject({ state: 'current', nextExpiry: null });
    // Its last day still holds.
    expect(
      controlEvidenceSummaries([{ controlId: 'x', expiresAt: TODAY }], TODAY).get('x')!.state,
    ).toBe('current');
  });
});

describe('a framework’s coverage', () => {
  const isoCoverage = (states: Record<string, EvidenceState>, notApplicable?: Set<string>) =>
    frameworkCoverage({
      items: iso.items,
      controlsOf: builtInControlsOf('iso-42001'),
      controlEvidence: evidence(states),
      obligations: [],
      notApplicable,
    });

  it('is current through a direct link, partial through a partial one, lapsed when all expired', () => {
    const { items } = isoCoverage({
      'event-logs': 'current',
      'human-oversight': 'current',
      'ai-policy': 'lapsed',
    });
    const of = (ref: string) => items.find((i) => i.ref === ref)!;
    expect(of('A.6.2.8').evidence).toBe('current');
    // A.9.2 is met directly by OPS-1 (no evidence) and partly by OPS-2 (current evidence).
    expect(of('A.9.2').evidence).toBe('partial');
    expect(of('A.2.2').evidence).toBe('lapsed');
    expect(of('A.5.2').evidence).toBe('none');
    expect(of('A.9.2').controls.map((c) => [c.ref, c.strength, c.evidence])).toEqual([
      ['OPS-1', 'direct', 'none'],
      ['OPS-2', 'partial', 'current'],
    ]);
  });

  it('lists the gaps first: lapsed, then without evidence, then partial; covered and excluded last', () => {
    const { items, summary } = isoCoverage(
      { 'event-logs': 'current', 'human-oversight': 'current', 'ai-policy': 'lapsed' },
      new Set(['A.10.4']),
    );
    const order: string[] = items.map((i) => (i.applicable ? i.evidence : 'not applicable'));
    const firstOf = (state: string) => order.indexOf(state);
    expect(firstOf('lapsed')).toBe(0);
    expect(firstOf('lapsed')).toBeLessThan(firstOf('none'));
    expect(order.lastIndexOf('none')).toBeLessThan(firstOf('partial'));
    expect(order.lastIndexOf('partial')).toBeLessThan(firstOf('current'));
    expect(order.at(-1)).toBe('not applicable');
    expect(summary).toMatchObject({
      items: 38,
      applicable: 37,
      withEvidence: 1,
      lapsed: 3,
      overdue: 0,
    });
    expect(summary.gaps).toBe(summary.applicable - summary.withEvidence);
    expect(summary.partial + summary.lapsed + summary.missing).toBe(summary.gaps);
  });

  it('finds the projects behind an item through its controls’ EU AI Act links, overdue first', () => {
    const obligations = [
      obligation({ projectId: 'p1', projectName: 'Beta', overdue: false }),
      obligation({ projectId: 'p2', projectName: 'Alpha', overdue: true }),
      obligation({ projectId: 'p3', projectName: 'Gamma', status: 'not_applicable' }),
    ];
    const { items, summary } = frameworkCoverage({
      items: iso.items,
      controlsOf: builtInControlsOf('iso-42001'),
      controlEvidence: evidence({}),
      obligations,
    });
    // A.6.2.8 (event logs) is OPS-4, which meets Article 26(6).
    const logs = items.find((i) => i.ref === 'A.6.2.8')!;
    expect(logs.overdue).toBe(true);
    expect(logs.projects.map((p) => p.name)).toEqual(['Alpha', 'Beta']);
    expect(logs.projectCount).toBe(2);
    expect(items[0]!.ref).toBe('A.6.2.8');
    expect(summary.overdue).toBe(1);
  });

  it('applies an EU AI Act obligation when a project owes it, met by its controls or by every project’s own evidence', () => {
    const coverage = (obligations: CompanyObligation[], states: Record<string, EvidenceState>) =>
      frameworkCoverage({
        items: aiAct.items,
        controlsOf: builtInControlsOf('eu-ai-act'),
        controlEvidence: evidence(states),
        obligations,
      }).items.find((i) => i.obligationId === 'art26-6-deployer')!;
    expect(coverage([], {}).applicable).toBe(false);
    const two = [
      obligation({ projectId: 'p1', evidence: 'current' }),
      obligation({ projectId: 'p2', projectName: 'Other', evidence: 'none' }),
    ];
    expect(coverage(two, {}).evidence).toBe('partial');
    expect(
      coverage(
        two.map((o) => ({ ...o, evidence: 'current' })),
        {},
      ).evidence,
    ).toBe('current');
    const withControl = coverage(two, { 'event-logs': 'current' });
    expect(withControl.evidence).toBe('current');
    expect(withControl.projects.every((p) => p.evidence === 'current')).toBe(true);
    expect(
      coverage(
        two.map((o) => ({ ...o, evidence: 'lapsed' })),
        {},
      ).evidence,
    ).toBe('lapsed');
  });

  it('reads a custom framework’s items by the controls its rows name', () => {
    const input = {
      controlEvidence: controlEvidenceSummaries(
        [{ controlId: 'ai-policy', expiresAt: null }],
        TODAY,
      ),
      obligations: [],
      soaExclusions: new Set<string>(),
    };
    const custom = customCoverage(
      {
        id: '9b4c1d2e-0000-4000-8000-000000000001',
        name: 'Internal',
        description: null,
        importedAt: '2026-12-01T09:00:00.000Z',
        importedBy: null,
        items: [
          {
            ref: '1',
            group: 'G',
            title: 'Policy',
            links: [{ controlId: 'ai-policy', strength: 'partial' }],
          },
          { ref: '2', group: 'G', title: 'Nothing', links: [] },
        ],
      },
      input,
    );
    expect(custom.items.map((i) => [i.ref, i.evidence])).toEqual([
      ['2', 'none'],
      ['1', 'partial'],
    ]);
    expect(companyFrameworks([], input).map((f) => f.id)).toEqual([
      'eu-ai-act',
      'iso-42001',
      'nist-ai-rmf',
      'nist-ai-600-1',
    ]);
    expect(builtInCoverage('nist-ai-rmf', input)!.coverage.items).toBe(72);
    expect(builtInCoverage('no-such', input)).toBeUndefined();
  });
});

describe('the controls of an obligation', () => {
  it('are the library’s controls whose links reach it, shown when they have evidence', () => {
    expect(controlIdsOfObligation('art26-6-deployer')).toEqual(['event-logs']);
    expect(controlIdsOfObligation('no-such')).toEqual([]);
    const brief = {
      id: 'e1',
      title: 'Retention',
      kind: 'link' as const,
      url: null,
      expiresAt: null,
      expired: false,
    };
    expect(
      obligationControls('art26-6-deployer', (id) => (id === 'event-logs' ? [brief] : [])),
    ).toEqual([
      {
        control: { id: 'event-logs', ref: 'OPS-4', title: 'Event logs' },
        strength: 'direct',
        evidence: [brief],
      },
    ]);
    expect(obligationControls('art26-6-deployer', () => [])).toEqual([]);
  });
});
