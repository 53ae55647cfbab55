/**
 * The naive server the BFF is compared with: what anyone writes in ten minutes. `node:http`, a
 * `pg` Pool, one query, `JSON.stringify`. No session, no membership check, no count. Started by
 * `bench/run.ts` in its own process (its memory is measured apart); it answers its port over IPC.
 */
import pg from 'pg';
import { serveNaive } from './naive-http.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const companyId = process.env.COMPANY_ID;

/**
 * `/capacity?from=YYYY-MM&to=YYYY-MM`: the allocations of the range with their people and
 * projects in one query, summed per person and month in JavaScript (`bench/capacity.ts`).
 */
async function capacity(url: URL) {
  const from = `${url.searchParams.get('from')}-01`;
  const to = `${url.searchParams.get('to')}-01`;
  const { rows } = await pool.query(
    `select a.person_id, p.name, to_char(a.month, 'YYYY-MM') as month, a.percent,
            a.project_id, pr.name as project_name, pr.department
       from project_allocations a join people p on p.id = a.person_id
       join projects pr on pr.id = a.project_id
      where a.company_id = $1 and a.month between $2 and $3 and pr.archived_at is null`,
    [companyId, from, to],
  );
  interface Cell {
    month: string;
    percent: number;
    projects: Array<{
      projectId: string;
      projectName: string;
      department: string;
      percent: number;
    }>;
  }
  const people = new Map<string, { personId: string; name: string; months: Map<string, Cell> }>();
  for (const row of rows) {
    const person = people.get(row.person_id) ?? {
      personId: row.person_id,
      name: row.name,
      months: new Map(),
    };
    people.set(row.person_id, person);
    const cell: Cell = person.months.get(row.month) ?? {
      month: row.month,
      percent: 0,
      projects: [],
    };
    person.months.set(row.month, cell);
    cell.percent += row.percent;
    cell.projects.push({
      projectId: row.project_id,
      projectName: row.project_name,
      department: row.department,
      percent: row.percent,
    });
  }
  return [...people.values()].map((p) => ({ ...p, months: [...p.months.values()] }));
}

/**
 * `/report`: every live project and every open risk read, then grouped by department in
 * JavaScript with the count, investment, ROI and open risks (`bench/reports.ts`).
 */
async function report() {
  const [projects, risks] = await Promise.all([
    pool.query(
      `select id, department, initial_costs, running_costs, roi from projects
        where company_id = $1 and archived_at is null`,
      [companyId],
    ),
    pool.query(`select project_id from risks where company_id = $1 and state <> 'resolved'`, [
      companyId,
    ]),
  ]);
  const risksOf = new Map<string, number>();
  for (const r of risks.rows) risksOf.set(r.project_id, (risksOf.get(r.project_id) ?? 0) + 1);
  const groups = new Map<
    string,
    {
      department: string;
      count: number;
      investment: number;
      roiSum: number;
      roiCount: number;
      openRisks: number;
    }
  >();
  for (const p of projects.rows) {
    const g = groups.get(p.department) ?? {
      department: p.department,
      count: 0,
      investment: 0,
      roiSum: 0,
      roiCount: 0,
      openRisks: 0,
    };
    groups.set(p.department, g);
    g.count += 1;
    g.investment += Number(p.initial_costs ?? 0) + 12 * Number(p.running_costs ?? 0);
    if (p.roi !== null) {
      g.roiSum += Number(p.roi);
      g.roiCount += 1;
    }
    g.openRisks += risksOf.get(p.id) ?? 0;
  }
  return [...groups.values()]
    .map((g) => ({
      department: g.department,
      count: g.count,
      totalInvestment: g.investment.toFixed(2),
      averageInvestment: (g.investment / g.count).toFixed(2),
      averageRoi: g.roiCount ? Math.round((100 * g.roiSum) / g.roiCount) / 100 : null,
      openRisks: g.openRisks,
    }))
    .sort((a, b) => Number(b.totalInvestment) - Number(a.totalInvestment));
}

serveNaive(pool, async (url) => {
  if (url.pathname === '/report') return report();
  if (url.pathname === '/capacity') return capacity(url);
  const { rows } = await pool.query(
    'select * from projects where company_id = $1 order by created_at desc limit 100',
    [companyId],
  );
  return rows;
});
