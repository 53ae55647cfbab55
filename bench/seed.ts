import { COMPLIANCE_STATUSES, DEPARTMENTS, PROJECT_STATUSES } from '@portfolio/contracts';
import knex, { type Knex } from 'knex';
import { knexConfig } from '../bff/src/db/knex.ts';
import type { Company } from '../bff/src/models/company.ts';
import type { User } from '../bff/src/models/user.ts';
import { createCompany, createUser } from '../bff/src/testing/factories.ts';

export const BENCH_PASSWORD = 'bench-password-1';

/** A connection to load with: the load is one long statement, past the BFF's per-query deadlines. */
export const loadingDb = (url: string): Knex =>
  knex({ ...knexConfig({ client: 'pg', url }), connection: { connectionString: url } });

/**
 * A company, its admin (who signs in with BENCH_PASSWORD) and `count` projects made by one
 * `generate_series` insert: loading through the API would measure the loader, not the BFF.
 * Values vary with the row number so every sort key, filter and group has many distinct values;
 * one project in 50 has no ROI and one in 40 no costs, as real portfolios do.
 */
export async function seedPortfolio(
  db: Knex,
  count: number,
): Promise<{ company: Company; owner: User }> {
  const owner = await createUser(db, { password: BENCH_PASSWORD });
  const { company } = await createCompany(db, { owner });
  await addProjects(db, company.id, owner.id, count);
  return { company, owner };
}

/** Adds `count` more projects to the company (the sizes of one run grow the same portfolio). */
export async function addProjects(db: Knex, companyId: string, ownerId: string, count: number) {
  const { rows } = (await db.raw('select count(*)::int as n from projects where company_id = ?', [
    companyId,
  ])) as { rows: Array<{ n: number }> };
  const from = (rows[0]?.n ?? 0) + 1;
  // One statement for every row: longer than the BFF's per-statement deadline, on purpose.
  await db.transaction(async (trx) => {
    await trx.raw('set local statement_timeout = 0');
    await trx.raw(
      `insert into projects (company_id, name, problem_statement, department, business_owner,
       initial_costs, running_costs, expected_return, roi, status, eu_ai_act_status, gdpr_status,
       dora_status, created_by, created_at)
     select ?, 'Project ' || g, 'Automate workflow number ' || g || ' with a language model',
       (?::text[])[1 + g % 10], 'Owner ' || (g % 97),
       case when g % 40 = 0 then null else (g * 7919 % 500) * 1000 end,
       case when g % 40 = 0 then null else (g * 37 % 50) * 100 end,
       (g % 700) * 1000,
       case when g % 50 = 0 then null else (g * 31 % 400) - 50 end,
       (?::text[])[1 + g % 5], (?::text[])[1 + g % 4], (?::text[])[1 + (g / 4) % 4],
       (?::text[])[1 + (g / 16) % 4], ?, now() - (g || ' minutes')::interval
     from generate_series(?::int, ?::int) as g`,
      [
        companyId,
        [...DEPARTMENTS],
        [...PROJECT_STATUSES],
        [...COMPLIANCE_STATUSES],
        [...COMPLIANCE_STATUSES],
        [...COMPLIANCE_STATUSES],
        ownerId,
        from,
        count,
      ],
    );
  });
  await db.raw('analyze projects');
}

/**
 * Gives a company's projects a schedule, as a busy portfolio has: every project dates over two
 * years (one in 20 without), `milestonesPerProject` milestones each, a baseline on every other
 * one (its target two weeks earlier), and `dependencies` finish-to-start dependencies, the n-th
 * project waiting for the (n / 2)-th (a tree: no cycle). One statement each.
 */
export async function addSchedule(
  db: Knex,
  companyId: string,
  { milestonesPerProject, dependencies }: { milestonesPerProject: number; dependencies: number },
) {
  await db.transaction(async (trx) => {
    await trx.raw('set local statement_timeout = 0');
    await trx.raw(
      `with numbered as (
         select id, row_number() over (order by created_at, id) as n
         from projects where company_id = ?
       )
       update projects p set
         start_date = case when n % 20 = 0 then null else date '2025-07-07' + (n * 37 % 640)::int end,
         target_date = case when n % 20 = 0 then null
           else date '2025-07-07' + (n * 37 % 640)::int + 30 + (n * 13 % 300)::int end
       from numbered where p.id = numbered.id`,
      [companyId],
    );
    await trx.raw(
      `insert into milestones (company_id, project_id, name, due_date, done)
       select p.company_id, p.id, 'Milestone ' || m || ' of ' || p.name,
         coalesce(p.start_date, date '2026-01-05') + (m * 21), m <= 2
       from projects p cross join generate_series(1, ?::int) as m
       where p.company_id = ?`,
      [milestonesPerProject, companyId],
    );
    await trx.raw(
      `with numbered as (
         select id, company_id, row_number() over (order by created_at, id) as n
         from projects where company_id = ?
       )
       insert into project_dependencies (company_id, project_id, depends_on_project_id)
       select a.company_id, a.id, b.id
       from numbered a join numbered b on b.n = a.n / 2
       where a.n between 2 and ? + 1`,
      [companyId, dependencies],
    );
    await trx.raw(
      `insert into project_baselines (company_id, project_id, start_date, target_date, milestones)
       select company_id, id, start_date, target_date - 14, '[]'::jsonb
       from projects where company_id = ? and start_date is not null and abs(hashtext(id::text)) % 2 = 0`,
      [companyId],
    );
  });
  await db.raw('analyze milestones');
  await db.raw('analyze project_dependencies');
  await db.raw('analyze project_baselines');
  await db.raw('analyze projects');
}

/**
 * Waits (up to two minutes) until the company's kept figures are of now and unmarked: a load by
 * SQL bypasses the writing transaction, so the first summary read after it starts their rebuild,
 * which runs after answering. Measures of a steady portfolio start after it.
 */
export async function keptFiguresCurrent(db: Knex, companyId: string) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const { rows } = (await db.raw(
      `select exists(select 1 from company_figures where company_id = :companyId)
              and not exists(select 1 from project_figures_stale where company_id = :companyId)
              as current`,
      { companyId },
    )) as { rows: Array<{ current: boolean }> };
    if (rows[0]!.current) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the kept figures did not catch up with the bulk load within 2 minutes');
}
