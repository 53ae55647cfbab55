import type { Project } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../models/company.ts';
import { User } from '../../models/user.ts';
import { CSV_BOM } from '../../services/reporting/csv.ts';
import { listProjects, projectBatches } from '../../services/portfolio/projects.ts';
import { signUpAndGetCookie, type SignedIn } from '../../testing/auth.ts';
import { createCompany, createProject, MISSING_ID } from '../../testing/factories.ts';
import { parseCsv } from '../../testing/csv.ts';
import { setupTestServer } from '../../testing/http.ts';
import { watchQueries } from '../../testing/queries.ts';
import { PROJECT_CSV_COLUMNS } from './export.ts';

const t = setupTestServer();
const { api, db } = t;

let company: Company;
let admin: SignedIn;
let outsider: SignedIn;

const exportOf = (
  query: Record<string, string | number | boolean | undefined> = {},
  cookie = admin.cookie,
) => api.call('exportProjects', { params: { companyId: company.id }, query, cookie });

/** The export's records as objects by header, without the BOM. */
function recordsOf(text: string): Array<Record<string, string>> {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(CSV_BOM.length));
  expect(header).toEqual(PROJECT_CSV_COLUMNS.map((c) => c.header));
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])));
}

beforeAll(async () => {
  admin = await signUpAndGetCookie(t.server.baseUrl);
  outsider = await signUpAndGetCookie(t.server.baseUrl);
  const owner = (await User.query(db()).findById(admin.user.id))!;
  ({ company } = await createCompany(db(), { owner, name: 'Export Co' }));
  const base = { companyId: company.id, createdBy: admin.user.id };
  await createProject(db(), {
    ...base,
    name: "=cmd|' /C calc'!A0",
    problemStatement: 'Quotes "inside", commas, and\na second line',
    department: 'Finance',
    businessOwner: '@owner',
    roi: '-12.50',
    initialCosts: '1000.00',
    runningCosts: '10.50',
    expectedReturn: null,
    status: 'active',
    notes: '+SUM(1,2)',
  });
  await createProject(db(), {
    ...base,
    name: 'Plain Project',
    department: 'IT',
    status: 'planning',
  });
  await createProject(db(), { ...base, name: 'Shelved', department: 'IT', archivedAt: new Date() });
});

describe('GET /api/companies/{companyId}/projects/export', () => {
  it('answers a CSV attachment named after today, streamed', async () => {
    const response = await exportOf();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="projects-${today}.csv"`,
    );
    expect(response.headers.get('content-length')).toBeNull();
  });

  it('writes every live project with proper quoting and neutralised formulas', async () => {
    const records = recordsOf((await exportOf({ sort: 'name' })).text);
    expect(records.map((r) => r.Name)).toEqual(["'=cmd|' /C calc'!A0", 'Plain Project']);
    const [risky] = records;
    expect(risky).toMatchObject({
      'Problem Statement': 'Quotes "inside", commas, and\na second line',
      Department: 'Finance',
      'Business Owner': "'@owner",
      Status: 'active',
      'ROI (%)': '-12.50',
      'Initial Costs ($)': '1000.00',
      'Running Costs ($/month)': '10.50',
      'Total Investment ($)': '1126.00',
      'Expected Return ($/year)': '',
      Notes: "'+SUM(1,2)",
      'Archived At': '',
    });
    expect(risky!['Created At']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('applies the list filters and order', async () => {
    const query = { department: 'IT' };
    const records = recordsOf((await exportOf(query)).text);
    const listed = await api.call('listProjects', {
      params: { companyId: company.id },
      query,
      cookie: admin.cookie,
    });
    expect(records.map((r) => r.ID)).toEqual(listed.body.map((p) => p.id));
    expect(records.map((r) => r.Name)).toEqual(['Plain Project']);
    expect(recordsOf((await exportOf({ archived: true })).text).map((r) => r.Name)).toEqual([
      'Shelved',
    ]);
    expect(recordsOf((await exportOf({ q: 'nothing matches this' })).text)).toEqual([]);
  });

  it('exports a filter larger than one batch, complete and in the list order', async () => {
    const owner = (await User.query(db()).findById(admin.user.id))!;
    const { company: big } = await createCompany(db(), { owner });
    await db().raw(
      `insert into projects (company_id, created_by, name, problem_statement, department, business_owner, roi, initial_costs)
       select ?, ?, 'Bulk ' || n, 'S', 'IT', 'O',
              case when n % 3 = 0 then null else (n % 17) - 8 end, (n % 11) * 1000
       from generate_series(1, 2500) as n`,
      [big.id, admin.user.id],
    );
    const response = await api.call('exportProjects', {
      params: { companyId: big.id },
      query: { sort: '-roi' },
      cookie: admin.cookie,
    });
    const ids = recordsOf(response.text).map((r) => r.ID);
    expect(ids).toHaveLength(2500);
    const pages: string[] = [];
    for (let offset = 0; offset < 2500; offset += 500) {
      const page = await listProjects(db(), big.id, { sort: '-roi', limit: 500, offset });
      pages.push(...(JSON.parse(page.json) as Project[]).map((p) => p.id));
    }
    expect(ids).toEqual(pages);
  });

  it('reads in batches of the given size, in order, for every sort', async () => {
    for (const sort of ['name', '-investment', 'roi', '-createdAt', 'status'] as const) {
      const batches: string[][] = [];
      for await (const batch of projectBatches(db(), company.id, {}, sort, 1)) {
        batches.push(batch.map((p) => p.id));
      }
      const listed = await listProjects(db(), company.id, { sort });
      expect(batches).toEqual((JSON.parse(listed.json) as Project[]).map((p) => [p.id]));
    }
  });

  it('reads a large filter one keyset query per batch, each project once, in the list order', async () => {
    const owner = (await User.query(db()).findById(admin.user.id))!;
    const { company: big } = await createCompany(db(), { owner });
    // Three projects per creation time and five statuses: sort keys with many ties.
    await db().raw(
      `insert into projects (company_id, created_by, name, problem_statement, department,
       business_owner, roi, initial_costs, status, created_at)
       select ?, ?, 'Bulk ' || n, 'S', (array['IT', 'HR', 'Legal'])[1 + n % 3], 'O',
              case when n % 7 = 0 then null else (n % 13) - 6 end, (n % 11) * 1000,
              (array['planning', 'in_progress', 'active', 'completed', 'on_hold'])[1 + n % 5],
              timestamptz '2026-01-01 00:00:00.123456Z' + (n / 3) * interval '1 microsecond'
       from generate_series(1, 3000) as n`,
      [big.id, admin.user.id],
    );
    const filters = [{}, { department: 'IT' }, { status: 'active' as const, q: 'bulk 1' }];
    const sorts = ['status', '-status', '-roi', 'roi', '-createdAt', 'name'] as const;
    for (const filter of filters) {
      for (const sort of sorts) {
        const listed = await listProjects(db(), big.id, { ...filter, sort, limit: 3000 });
        const expected = (JSON.parse(listed.json) as Project[]).map((p) => p.id);
        const ids: string[] = [];
        const queries = await watchQueries(db(), async (sent) => {
          for await (const batch of projectBatches(db(), big.id, filter, sort, 128)) {
            ids.push(...batch.map((p) => p.id));
          }
          return sent;
        });
        expect(expected.length).toBe(listed.total);
        expect(ids, `${JSON.stringify(filter)} ${sort}`).toEqual(expected);
        expect(queries.length).toBe(Math.floor(expected.length / 128) + 1);
      }
    }
  });

  it('answers 400 for paging parameters or a bad sort: the export is the whole filter', async () => {
    for (const query of [{ limit: 10 }, { offset: 5 }, { sort: 'size' }]) {
      const response = await exportOf(query);
      expect(response.status).toBe(400);
      expect(response.error.details).toEqual([
        expect.objectContaining({ field: Object.keys(query)[0] }),
      ]);
    }
  });

  it('answers 404 to a user of another company, as for a missing company', async () => {
    const foreign = await exportOf({}, outsider.cookie);
    const missing = await api.call('exportProjects', {
      params: { companyId: MISSING_ID },
      cookie: outsider.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-disposition')).toBeNull();
    expect(foreign.body).toEqual(missing.body);
  });

  it('answers 400 for a company id that is not a uuid', async () => {
    expect(
      (await api.call('exportProjects', { params: { companyId: '1' }, cookie: admin.cookie }))
        .status,
    ).toBe(400);
  });
});
