import { describe, expect, it } from 'vitest';
import { CONTROL_RECORDS } from './control';
import { controlEvidenceSummaries } from './coverage';
import { CONTROL_LIBRARY } from './library';
import {
  CONTROLS_PAGE_PATH,
  FRAMEWORKS_PAGES,
  FRAMEWORKS_VIEWS,
  controlPagePath,
  frameworkPagePath,
  soaVersionPagePath,
} from './paths';
import { obligationControls, recordControls, withObligationControls } from './present';

// The records the product keeps (a project's GDPR record, the DORA register) name the controls
// of the library that cover them, with the state of each one's evidence: one piece of evidence on
// a control shows on the obligations it satisfies and on the records it covers, and lapses on all
// of them the same day.

const states = (evidence: Array<{ controlId: string; expiresAt: string | null }>, today: string) =>
  controlEvidenceSummaries(evidence, today);

describe('the controls of a record', () => {
  it('lists the controls that name the record, in the library’s order, each without evidence until some is added', () => {
    expect(recordControls('gdpr-record', new Map())).toEqual([
      { id: 'impact-assessment', ref: 'RSK-2', title: 'Impact assessment', evidence: 'none' },
      { id: 'personal-data', ref: 'DAT-3', title: 'Personal data protection', evidence: 'none' },
    ]);
    expect(recordControls('dora-register', new Map())).toEqual([
      { id: 'supplier-management', ref: 'SUP-1', title: 'Suppliers of AI', evidence: 'none' },
    ]);
  });

  it('covers every record by at least one control, and names only the records there are', () => {
    for (const record of CONTROL_RECORDS) {
      expect(recordControls(record, new Map()).length, record).toBeGreaterThan(0);
    }
    for (const control of CONTROL_LIBRARY) {
      for (const record of control.records ?? []) expect(CONTROL_RECORDS).toContain(record);
    }
  });

  it('gives each control its evidence’s state: current while a piece holds, lapsed once all expired', () => {
    const evidence = [
      { controlId: 'personal-data', expiresAt: '2026-12-17' },
      { controlId: 'impact-assessment', expiresAt: '2026-06-30' },
      { controlId: 'ai-policy', expiresAt: null },
    ];
    const on = (today: string) =>
      recordControls('gdpr-record', states(evidence, today)).map((c) => [c.ref, c.evidence]);
    // Its last day still holds.
    expect(on('2026-12-17')).toEqual([
      ['RSK-2', 'lapsed'],
      ['DAT-3', 'current'],
    ]);
    expect(on('2026-12-18')).toEqual([
      ['RSK-2', 'lapsed'],
      ['DAT-3', 'lapsed'],
    ]);
    // Evidence on a control the record does not name does not show on it.
    expect(recordControls('dora-register', states(evidence, '2026-12-17'))[0]!.evidence).toBe(
      'none',
    );
  });

  it('links each control to its page in the Frameworks view, and each framework and version', () => {
    expect(controlPagePath('personal-data')).toBe('/compliance/controls/personal-data');
    expect(controlPagePath('a b/c')).toBe(`${CONTROLS_PAGE_PATH}/a%20b%2Fc`);
    expect(frameworkPagePath('iso-42001')).toBe('/compliance/frameworks/iso-42001');
    expect(soaVersionPagePath(2)).toBe('/compliance/soa/versions/2');
    expect(FRAMEWORKS_VIEWS.map((view) => FRAMEWORKS_PAGES[view].path)).toEqual([
      '/compliance/frameworks',
      CONTROLS_PAGE_PATH,
      '/compliance/soa',
    ]);
  });
});

describe('the controls that satisfy each obligation of a list', () => {
  const brief = (id: string, expired: boolean) => ({
    id,
    title: `Evidence ${id}`,
    kind: 'link' as const,
    url: null,
    expiresAt: expired ? '2025-12-31' : null,
    expired,
  });

  it('fills `satisfiedBy` of every item as `obligationControls` answers, reading each obligation once', () => {
    const evidence: Record<string, ReturnType<typeof brief>[]> = {
      'event-logs': [brief('e1', false)],
      'supplier-management': [brief('e2', true)],
    };
    const asked: string[] = [];
    const evidenceOf = (controlId: string) => {
      asked.push(controlId);
      return evidence[controlId] ?? [];
    };
    const items = [
      { id: 'o1', projectId: 'p1', obligationId: 'art26-6-deployer' },
      { id: 'o2', projectId: 'p2', obligationId: 'art26-6-deployer' },
      { id: 'o3', projectId: 'p1', obligationId: 'art26-1-deployer' },
      { id: 'o4', projectId: 'p1', obligationId: 'no-control-links-to-it' },
    ];
    const filled = withObligationControls(items, evidenceOf);
    expect(filled.map(({ satisfiedBy: _, ...item }) => item)).toEqual(items);
    expect(filled[0]!.satisfiedBy).toEqual(obligationControls('art26-6-deployer', evidenceOf));
    expect(filled[0]!.satisfiedBy.map((c) => c.control.ref)).toEqual(['OPS-4']);
    expect(filled[1]!.satisfiedBy).toEqual(filled[0]!.satisfiedBy);
    // Expired evidence is listed, marked.
    expect(filled[2]!.satisfiedBy).toEqual([
      {
        control: { id: 'supplier-management', ref: 'SUP-1', title: 'Suppliers of AI' },
        strength: 'partial',
        evidence: [brief('e2', true)],
      },
    ]);
    expect(filled[3]!.satisfiedBy).toEqual([]);
    // Each obligation's controls were asked for once, whatever the number of projects owing it.
    asked.length = 0;
    withObligationControls(items, evidenceOf);
    expect(asked.filter((id) => id === 'event-logs')).toHaveLength(1);
  });
});
