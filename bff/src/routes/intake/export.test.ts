import { PROPOSAL_CSV_COLUMNS, type ProposalExportQuery } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORTING_LIMITS_DEFAULT } from '../../config.ts';
import { CSV_BOM } from '../../services/reporting/csv.ts';
import { expectCsvDownload, parseCsv } from '../../testing/csv.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// Signed-out (401) and another company's path (404): contract.test.ts. Here: the file, its
// filters (the list's), its columns with the company's intake questions, the formula guard, and
// that it holds the company's proposals only.

// Every export counts against the person's limit: this file asks for more than a minute's.
const t = setupTwoCompanies({
  config: { reportingLimits: { ...REPORTING_LIMITS_DEFAULT, exportsPerMinute: 1000 } },
});
const { api, db } = t;

const QUESTION = {
  id: 'pilot',
  label: 'Is there a pilot?',
  kind: 'yes_no',
  required: false,
} as const;

const exportOf = (query: ProposalExportQuery = {}, cookie = t.memberA.cookie, companyId?: string) =>
  api.call('exportProposals', {
    params: { companyId: companyId ?? t.companyA.id },
    query,
    cookie,
  });

/** The file's rows by header, checked to be one well-formed CSV with the columns expected. */
async function rowsOf(query: ProposalExportQuery = {}, cookie = t.memberA.cookie) {
  const res = await exportOf(query, cookie);
  expect(res.status, res.text).toBe(200);
  expect(res.text.startsWith(CSV_BOM)).toBe(true);
  const [header, ...rows] = parseCsv(res.text.slice(CSV_BOM.length));
  expect(header).toEqual([...PROPOSAL_CSV_COLUMNS.map((c) => c.header), QUESTION.label]);
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]])));
}

const proposal = (companyId: string, fields: Record<string, unknown>) => ({
  companyId,
  problemStatement: 'Work done by hand',
  department: 'Finance',
  businessOwner: 'Dana',
  tier: 'minimal',
  scoringModel: 'wsjf',
  state: 'submitted',
  ...fields,
});

beforeAll(async () => {
  await api.ok('updateIntakeSettings', {
    ...t.ofA(),
    body: { questions: [QUESTION] },
    cookie: t.adminA.cookie,
  });
  await db()('proposals').insert([
    proposal(t.companyA.id, {
      name: 'Invoice reader',
      score: 4.5,
      state: 'rejected',
      rejectionReason: 'Covered by the ledger project',
      answers: { pilot: true },
      submittedBy: t.memberA.user.id,
      createdAt: '2026-01-05T09:00:00.000Z',
      decidedAt: '2026-01-08T21:00:00.000Z',
    }),
    proposal(t.companyA.id, {
      name: '=HYPERLINK("http://evil")',
      score: 2,
      tier: 'high',
      submittedBy: t.adminA.user.id,
      createdAt: '2026-02-01T00:00:00.000Z',
    }),
    proposal(t.companyB.id, { name: 'Secret of B', createdAt: '2026-02-01T00:00:00.000Z' }),
  ]);
});

describe('GET /api/companies/{companyId}/proposals/export?format=csv', () => {
  it('sends every proposal of the company as a CSV download, in the list’s order', async () => {
    const res = await exportOf({ format: 'csv' });
    expectCsvDownload(res.headers, 'proposals');
    const rows = await rowsOf();
    // The highest score first, as the list answers.
    expect(rows.map((r) => r.Name)).toEqual(['Invoice reader', `'=HYPERLINK("http://evil")`]);
    expect(rows[0]).toMatchObject({
      Department: 'Finance',
      State: 'rejected',
      'Risk Tier': 'minimal',
      'Scoring Model': 'wsjf',
      Score: '4.5',
      'Submitted By': expect.any(String),
      'Submitted At (UTC)': '2026-01-05T09:00:00.000Z',
      'Decided At (UTC)': '2026-01-08T21:00:00.000Z',
      'Days to Decision': '3.5',
      'Rejection Reason': 'Covered by the ledger project',
      'Is there a pilot?': 'Yes',
    });
    expect(rows[1]).toMatchObject({ 'Days to Decision': '', 'Is there a pilot?': '' });
  });

  it('filters as the list does: by state, and to the caller’s own', async () => {
    expect((await rowsOf({ state: 'rejected' })).map((r) => r.Name)).toEqual(['Invoice reader']);
    expect((await rowsOf({ state: 'approved' })).map((r) => r.Name)).toEqual([]);
    expect((await rowsOf({ mine: true }, t.adminA.cookie)).map((r) => r.Name)).toEqual([
      `'=HYPERLINK("http://evil")`,
    ]);
  });

  it('holds the company’s proposals only, and refuses another company’s member and a bad query', async () => {
    const ofB = await exportOf({}, t.adminB.cookie, t.companyB.id);
    expect(ofB.status).toBe(200);
    expect(ofB.text).toContain('Secret of B');
    expect(ofB.text).not.toContain('Invoice reader');
    expect((await exportOf({}, t.adminB.cookie)).status).toBe(404);
    const bad = await exportOf({ format: 'xlsx' } as never);
    expect(bad.status).toBe(400);
    expect(bad.error.message).toBeTruthy();
  });
});
