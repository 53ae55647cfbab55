import { INCIDENT_CSV_COLUMNS, type IncidentExportQuery } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORTING_LIMITS_DEFAULT } from '../../config.ts';
import { CSV_BOM } from '../../services/reporting/csv.ts';
import { expectCsvDownload, parseCsv } from '../../testing/csv.ts';
import { hoursAgo, plusHours } from '../../testing/factories.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// Signed-out (401) and another company's path (404): contract.test.ts. Here: the file, its
// filters (the list's), its columns, and that it holds the company's incidents only.

// Every export counts against the person's limit: this file asks for more than a minute's.
const t = setupTwoCompanies({
  config: { reportingLimits: { ...REPORTING_LIMITS_DEFAULT, exportsPerMinute: 1000 } },
});
const { api } = t;

const NOW = Date.now();

let projectId: string;
const awareOfBreach = hoursAgo(30, NOW);

async function incident(companyId: string, cookie: string, body: Record<string, unknown>) {
  const { body: created } = await api.ok('createIncident', {
    params: { companyId },
    cookie,
    body: { awareAt: hoursAgo(5, NOW), severity: 'medium', ...body } as never,
  });
  return created.id;
}

const exportOf = (query: IncidentExportQuery = {}, cookie = t.memberA.cookie) =>
  api.call('exportIncidents', { ...t.ofA(), query, cookie });

/** The file's rows by header, checked to be one well-formed CSV with the contract's header. */
async function rowsOf(query: IncidentExportQuery = {}) {
  const res = await exportOf(query);
  expect(res.status, res.text).toBe(200);
  expect(res.text.startsWith(CSV_BOM)).toBe(true);
  const [header, ...rows] = parseCsv(res.text.slice(CSV_BOM.length));
  expect(header).toEqual(INCIDENT_CSV_COLUMNS.map((c) => c.header));
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]])));
}

beforeAll(async () => {
  const project = await t.projectOfA({ name: 'Claims Bot' });
  projectId = project.id;
  const breach = await incident(t.companyA.id, t.memberA.cookie, {
    title: 'Customer records exposed',
    projectId,
    severity: 'high',
    awareAt: awareOfBreach,
    occurredAt: plusHours(awareOfBreach, -2),
    ownerId: t.memberA.user.id,
  });
  await api.ok('answerIncident', {
    params: { id: breach },
    cookie: t.memberA.cookie,
    body: { personalDataBreach: true, gdprRole: 'controller', breachRisk: 'risk' },
  });
  await api.ok('recordIncidentReport', {
    params: { id: breach },
    cookie: t.memberA.cookie,
    body: {
      clock: 'gdpr-authority',
      kind: 'initial',
      submittedAt: plusHours(awareOfBreach, 20),
      recipient: 'The supervisory authority',
    },
  });
  await incident(t.companyA.id, t.memberA.cookie, {
    title: '=HYPERLINK("http://evil")',
    severity: 'low',
  });
  const closed = await incident(t.companyA.id, t.memberA.cookie, { title: 'Old outage' });
  await api.ok('updateIncident', {
    params: { id: closed },
    cookie: t.memberA.cookie,
    body: { status: 'closed' },
  });
  await incident(t.companyB.id, t.adminB.cookie, { title: 'Company B only' });
});

describe('GET /api/companies/{companyId}/incidents/export', () => {
  it("answers the list's incidents as a CSV file, one row each, instants in UTC", async () => {
    const res = await exportOf();
    expectCsvDownload(res.headers, 'incidents');
    const rows = await rowsOf();
    // The list's order (no deadline runs: the latest awareness first) and its default: every
    // incident not closed. A title a spreadsheet would run as a formula is neutralised.
    expect(rows.map((r) => r.Title)).toEqual([
      `'=HYPERLINK("http://evil")`,
      'Customer records exposed',
    ]);
    const dueAt = plusHours(awareOfBreach, 72);
    expect(rows[1]).toEqual({
      Title: 'Customer records exposed',
      Project: 'Claims Bot',
      Severity: 'high',
      Status: 'open',
      'Aware At (UTC)': awareOfBreach,
      'Occurred At (UTC)': plusHours(awareOfBreach, -2),
      Owner: expect.any(String),
      'Next Deadline (UTC)': '',
      'EU AI Act Due (UTC)': '',
      'EU AI Act Submitted (UTC)': '',
      'GDPR Due (UTC)': `Article 33(1) ${dueAt}`,
      'GDPR Submitted (UTC)': `Article 33(1) ${plusHours(awareOfBreach, 20)} (met)`,
      'DORA Due (UTC)': '',
      'DORA Submitted (UTC)': '',
      'NIS2 Due (UTC)': '',
      'NIS2 Submitted (UTC)': '',
      Reports: '1',
    });
    expect(rows[1]!.Owner).not.toBe('');
    expect(rows[0]).toMatchObject({ Project: '', Severity: 'low', Reports: '0' });
  });

  it("takes the list's filters and never holds another company's incidents", async () => {
    expect((await rowsOf({ status: 'closed' })).map((r) => r.Title)).toEqual(['Old outage']);
    expect((await rowsOf({ severity: 'low' })).map((r) => r.Title)).toEqual([
      `'=HYPERLINK("http://evil")`,
    ]);
    expect((await rowsOf({ projectId })).map((r) => r.Title)).toEqual(['Customer records exposed']);
    expect((await rowsOf({ regime: 'gdpr' })).map((r) => r.Title)).toEqual([
      'Customer records exposed',
    ]);
    expect(await rowsOf({ regime: 'nis2' })).toEqual([]);
    for (const status of ['open', 'contained', 'resolved', 'closed'] as const) {
      expect((await rowsOf({ status })).map((r) => r.Title)).not.toContain('Company B only');
    }
  });

  it('refuses a filter the list does not know, or paging, with a message (400)', async () => {
    for (const query of [{ severity: 'huge' }, { limit: 5 }]) {
      const res = await exportOf(query as never);
      expect(res.status).toBe(400);
      expect((JSON.parse(res.text) as { message: string }).message).toMatch(/\w/);
    }
  });
});
