/**
 * The naive timeline the BFF's is compared with: what anyone writes in ten minutes. `node:http`,
 * a `pg` Pool, four queries (projects, milestones, dependencies, baselines), the answer put
 * together in JavaScript and `JSON.stringify`. No session, no membership check, no filters, no
 * ETag. Started by `bench/timeline.ts` in its own process; it answers its port over IPC.
 */
import pg from 'pg';
import { serveNaive } from './naive-http.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const companyId = process.env.COMPANY_ID;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD') as ${column}`;

async function timeline() {
  const [projects, milestones, dependencies, baselines] = await Promise.all([
    pool.query(
      `select id, name, department, business_owner, status, ${day('start_date')}, ${day('target_date')}
       from projects where company_id = $1 and archived_at is null
       order by start_date is null, start_date, lower(name), id`,
      [companyId],
    ),
    pool.query(
      `select id, project_id, name, ${day('due_date')}, done from milestones
       where company_id = $1 order by due_date, id`,
      [companyId],
    ),
    pool.query(
      `select id, project_id, depends_on_project_id from project_dependencies
       where company_id = $1 order by created_at, id`,
      [companyId],
    ),
    pool.query(
      `select project_id, ${day('start_date')}, ${day('target_date')} from project_baselines
       where company_id = $1`,
      [companyId],
    ),
  ]);
  const byProject = new Map<string, unknown[]>();
  for (const m of milestones.rows) {
    const list = byProject.get(m.project_id) ?? [];
    list.push({ id: m.id, name: m.name, dueDate: m.due_date, done: m.done });
    byProject.set(m.project_id, list);
  }
  const baselineOf = new Map(baselines.rows.map((b) => [b.project_id, b]));
  const ids = new Set(projects.rows.map((p) => p.id));
  return {
    projects: projects.rows.map((p) => {
      const b = baselineOf.get(p.id);
      return {
        id: p.id,
        name: p.name,
        department: p.department,
        businessOwner: p.business_owner,
        status: p.status,
        startDate: p.start_date,
        targetDate: p.target_date,
        milestones: byProject.get(p.id) ?? [],
        baseline: b ? { startDate: b.start_date, targetDate: b.target_date } : null,
      };
    }),
    dependencies: dependencies.rows
      .filter((d) => ids.has(d.project_id) && ids.has(d.depends_on_project_id))
      .map((d) => ({
        id: d.id,
        projectId: d.project_id,
        dependsOnProjectId: d.depends_on_project_id,
      })),
  };
}

serveNaive(pool, timeline);
