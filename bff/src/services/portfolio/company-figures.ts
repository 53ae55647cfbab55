import { monthOf, PAST_PAYBACK_LISTED, type PortfolioSummary } from '@portfolio/contracts';
import type { Knex } from 'knex';

/**
 * The dashboard's company-wide planning and value figures (projects on schedule, budget to date,
 * value by department, paybacks past without value), summed by PostgreSQL from one row per project. The rules are the
 * contracts' (`projectBudget`, `projectValue`), written once here as closed forms over month
 * indexes (`projectFiguresSql`); the tests hold them against those functions after every kind of
 * write.
 *
 * The rows are kept between writes (`project_figures`, as of the month `company_figures.as_of`
 * says), so the summary after a write grows with the write, not with the portfolio: every write of
 * a table the rows read marks its projects stale in its own transaction (a trigger, see
 * migration 20261212000000_project_figures), and a read sums the kept rows of the projects not
 * marked with those it computes again, the marked few. That read is exact in its snapshot
 * whatever was refreshed; `refreshProjectFigures` only keeps the marked few.
 */

/** The SQL of `countsAsCompliant`: the status says compliant and an assessment gave a class. */
export const COUNTS_AS_COMPLIANT_SQL = `eu_ai_act_status = 'compliant' and ai_act_risk_class is not null`;

/** A month's index (year × 12 + month − 1) of a `YYYY-MM` text column. */
const monthOfText = (column: string) =>
  `(substr(${column}, 1, 4)::int * 12 + substr(${column}, 6, 2)::int - 1)`;
/** The same of a date, or of a timestamptz read in UTC (the product's months are UTC's). */
const monthOfDate = (column: string) =>
  `(extract(year from ${column})::int * 12 + extract(month from ${column})::int - 1)`;

/** `YYYY-MM` → its index, as the SQL above counts months. */
export const monthIndex = (month: string) =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** An index back to `YYYY-MM` (years 1000–9999). */
const MONTH_TEXT = (index: string) =>
  `((${index}) / 12)::text || '-' || lpad(((${index}) % 12 + 1)::text, 2, '0')`;

/** A live project's costs to date in cents at month index `m` (its start month when earlier). */
const COSTS_AT = (m: string) =>
  `(l.initial * 100 + (greatest(${m}, l.s) - l.s + 1) * l.running * 100)`;

/** Which projects a computation covers: a condition on a column holding a project's id. */
type Scope = (column: string) => string;
const EVERY_PROJECT: Scope = () => 'true';
const MARKED_STALE: Scope = (column) =>
  `${column} in (select project_id from project_figures_stale where company_id = :companyId)`;
const THESE: Scope = (column) => `${column} = any(cast(:ids as uuid[]))`;

/** The columns of a project's figures, as `project_figures` keeps them. */
const FIGURE_COLUMNS = [
  'project_id',
  'company_id',
  'name',
  'department',
  'budget_planned',
  'budget_actual',
  'value_planned_cents',
  'realised_cents',
  'costs_cents',
  'planned_payback',
  'paid',
  'baselined',
  'on_schedule',
].join(', ');

/**
 * Each live project's figures at month index `:now`, for the projects `scope` selects:
 * - budget planned to date: the default spread (the running costs of every month from the start
 *   to the earlier of its end and now, the initial costs in the start month), each month planned
 *   by hand replacing its default; actual: the spend entered to date plus each LLM link's monthly
 *   cost from the later of its creation and the start;
 * - value: planned (a twelfth of the expected return, in cents rounded half up, per elapsed
 *   month), realised benefit to date, costs to date, the planned payback month, and whether it
 *   paid back by now: some month with a benefit, to date, whose running total reaches the costs
 *   of that month (or of the start month for a benefit before the start). Costs never fall and
 *   the running total only moves in a month with a benefit, so only those months are checked.
 */
const projectFiguresSql = (scope: Scope) => `
  with live as (
    select p.id, p.company_id, p.name, p.department, p.target_date,
           ${monthOfDate('p.start_date')} as s,
           coalesce(${monthOfDate('p.target_date')}, ${monthOfDate('p.start_date')} + 11) as e,
           coalesce(p.initial_costs, 0) as initial,
           coalesce(p.running_costs, 0) as running,
           p.expected_return
      from projects p
     where p.company_id = :companyId and p.archived_at is null and ${scope('p.id')}
  ),
  overrides as (
    select o.project_id,
           sum(o.amount
               - case when l.s is not null and o.m between l.s and l.e then l.running else 0 end
               - case when o.m = l.s then l.initial else 0 end) as amount
      from (select project_id, amount, ${monthOfText('month')} as m from budget_plan_months
             where company_id = :companyId and ${scope('project_id')}) o
      join live l on l.id = o.project_id
     where o.m <= :now
     group by o.project_id
  ),
  spend as (
    select project_id, sum(amount) as amount from spend_entries
     where company_id = :companyId and ${scope('project_id')} and ${monthOfText('month')} <= :now
     group by project_id
  ),
  llm as (
    select k.project_id,
           sum(k.monthly_cost * greatest(0, :now
               - greatest(${monthOfDate(`k.created_at at time zone 'UTC'`)}, coalesce(l.s, -1)) + 1))
             as amount
      from project_llm_models k join live l on l.id = k.project_id
     where k.monthly_cost is not null
     group by k.project_id
  ),
  realised as (
    select project_id, sum(amount) * 100 as cents from project_benefits
     where company_id = :companyId and ${scope('project_id')} and ${monthOfText('month')} <= :now
     group by project_id
  ),
  paid as (
    select distinct b.project_id as id
      from (select project_id, ${monthOfText('month')} as m,
                   sum(amount * 100) over (partition by project_id order by month) as cumulative
              from project_benefits where company_id = :companyId and ${scope('project_id')}) b
      join live l on l.id = b.project_id
     where l.s is not null and b.m <= :now
       and b.cumulative >= ${COSTS_AT('b.m')}
       and (b.cumulative > 0 or ${COSTS_AT('b.m')} > 0)
  ),
  -- On schedule (the contracts' isOnSchedule): its target and every milestone its baseline
  -- holds not later than the baseline's.
  schedule as (
    select b.project_id,
           (b.target_date is null or l.target_date is null or l.target_date <= b.target_date)
           and not exists (
             select 1 from jsonb_array_elements(b.milestones::jsonb) planned
               join milestones m on m.id::text = planned->>'milestoneId'
              where m.project_id = b.project_id
                and m.due_date > (planned->>'dueDate')::date) as on_schedule
      from project_baselines b join live l on l.id = b.project_id
     where b.company_id = :companyId and ${scope('b.project_id')}
  ),
  valued as (
    select l.*,
           -- Cents, rounded half up as the contracts' plannedMonthlyCents (div truncates).
           div(l.expected_return * 100 * 2 + 12, 24) as monthly,
           case when l.s is null then 0 else greatest(0, :now - l.s + 1) end as elapsed,
           l.initial * 100 as initial_c, l.running * 100 as running_c
      from live l
  )
  select v.id as project_id, v.company_id, v.name, v.department,
         case when v.s is null then 0
              else v.running * greatest(0, least(v.e, :now) - v.s + 1)
                   + case when v.s <= :now then v.initial else 0 end
         end + coalesce(o.amount, 0) as budget_planned,
         coalesce(x.amount, 0) + coalesce(k.amount, 0) as budget_actual,
         coalesce(v.monthly, 0) * v.elapsed as value_planned_cents,
         coalesce(r.cents, 0) as realised_cents,
         case when v.elapsed = 0 then 0 else v.initial_c + v.elapsed * v.running_c end
           as costs_cents,
         case when v.s is not null and v.monthly > 0 and v.monthly > v.running_c
              then v.s + greatest(1, case when v.initial_c <= 0 then 1
                   else div(v.initial_c + (v.monthly - v.running_c) - 1,
                            v.monthly - v.running_c) end)::int - 1
         end as planned_payback,
         paid.id is not null as paid,
         t.project_id is not null as baselined,
         coalesce(t.on_schedule, false) as on_schedule
    from valued v
    left join overrides o on o.project_id = v.id
    left join spend x on x.project_id = v.id
    left join llm k on k.project_id = v.id
    left join realised r on r.project_id = v.id
    left join paid on paid.id = v.id
    left join schedule t on t.project_id = v.id`;

/** The kept rows, when no project of the company is marked stale. */
const KEPT_ROWS = `select ${FIGURE_COLUMNS} from project_figures where company_id = :companyId`;
/** The kept rows of the projects not marked stale, with the marked ones computed again. */
const KEPT_AND_STALE_ROWS = `
  select ${FIGURE_COLUMNS} from project_figures
   where company_id = :companyId and project_id not in (
     select project_id from project_figures_stale where company_id = :companyId)
  union all
  (${projectFiguresSql(MARKED_STALE)})`;

/** The company's figures summed from its projects' `rows`, as one JSON value. */
const sumSql = (rows: string) => `
  with rows as (${rows}),
  budget as (
    select coalesce(sum(budget_planned), 0) as planned, coalesce(sum(budget_actual), 0) as actual,
           count(*) filter (where on_schedule) as on_schedule,
           count(*) filter (where baselined) as baselined
      from rows
  ),
  departments as (
    select department, sum(value_planned_cents) as planned, sum(realised_cents) as realised
      from rows where value_planned_cents > 0 or realised_cents > 0
     group by department
  )
  select json_build_object(
    'planned', (select round(planned, 2)::text from budget),
    'actual', (select round(actual, 2)::text from budget),
    'variance', (select round(actual - planned, 2)::text from budget),
    'onSchedule', (select on_schedule from budget),
    'baselined', (select baselined from budget),
    'byDepartment', coalesce((select json_agg(json_build_object(
        'department', department,
        'planned', round(planned / 100, 2)::text,
        'realised', round(realised / 100, 2)::text) order by department collate "C")
      from departments), '[]'::json),
    'past', coalesce((select json_agg(json_build_object(
        'id', project_id, 'name', name, 'department', department,
        'plannedPaybackMonth', ${MONTH_TEXT('planned_payback')},
        'realisedToDate', round(realised_cents / 100, 2)::text,
        'costsToDate', round(costs_cents / 100, 2)::text)
        order by planned_payback, name collate "C", project_id::text collate "C")
      from (select * from rows where planned_payback <= :now and not paid
             order by planned_payback, name collate "C", project_id::text collate "C"
             limit ${PAST_PAYBACK_LISTED}) listed), '[]'::json),
    'pastCount', (select count(*) from rows where planned_payback <= :now and not paid)
  )::text as json`;

/** The figures of the dashboard these rows give. */
export type CompanyPlanningFigures = Pick<
  PortfolioSummary,
  'onSchedule' | 'budgetToDate' | 'value'
>;

/**
 * The company's projects on schedule, budget to date and value figures at `month`: from the kept rows when they are of
 * that month, else computed for every project (a new month, or a company never summed). Read in
 * the caller's snapshot, so they agree with whatever else it reads.
 */
export async function companyPlanningFigures(
  db: Knex,
  companyId: string,
  month = monthOf(new Date()),
): Promise<CompanyPlanningFigures> {
  const now = monthIndex(month);
  const kept = (await db('company_figures').where({ companyId, asOf: now }).first('companyId')) as
    object | undefined;
  const stale = (await db('project_figures_stale').where({ companyId }).first('projectId')) as
    object | undefined;
  const rows = !kept ? projectFiguresSql(EVERY_PROJECT) : stale ? KEPT_AND_STALE_ROWS : KEPT_ROWS;
  if (rows !== KEPT_ROWS) await avoidNestedLoops(db);
  const { rows: answer } = (await db.raw(sumSql(rows), { companyId, now })) as {
    rows: Array<{ json: string }>;
  };
  const figures = JSON.parse(answer[0]!.json) as {
    planned: string;
    actual: string;
    variance: string;
    byDepartment: PortfolioSummary['value']['byDepartment'];
    past: PortfolioSummary['value']['pastPaybackWithoutValue'];
    pastCount: number;
    onSchedule: number;
    baselined: number;
  };
  return {
    onSchedule: { count: figures.onSchedule, baselined: figures.baselined },
    budgetToDate: {
      month,
      planned: figures.planned,
      actual: figures.actual,
      variance: figures.variance,
    },
    value: {
      month,
      byDepartment: figures.byDepartment,
      pastPaybackCount: figures.pastCount,
      pastPaybackWithoutValue: figures.past,
    },
  };
}

/** The budget to date of every live project of the company (`budgetToDate` of their budgets). */
export async function companyBudgetToDate(
  db: Knex,
  companyId: string,
  month = monthOf(new Date()),
): Promise<PortfolioSummary['budgetToDate']> {
  return (await companyPlanningFigures(db, companyId, month)).budgetToDate;
}

/**
 * The per-project computation joins CTEs the planner cannot count, and the marks' table is
 * written faster than it is analysed: estimated at a row or two, nested loops over thousands of
 * projects ran past the statement deadline. Hash joins are right at every size here.
 * (`set local`: for the rest of the caller's transaction only.)
 */
const avoidNestedLoops = (db: Knex) => db.raw('set local enable_nestloop = off');

/** How many marked projects a refresh computes one by one; past it, it computes them all. */
const REBUILD_PAST_MARKS = 2_000;

/**
 * Brings the kept rows up to date: the projects marked stale computed again (a mark taken by a
 * write that has not committed is left for next time: SKIP LOCKED), or, in a month the rows are
 * not of or after a bulk write, every project (one process at a time: an advisory lock). A mark
 * is taken before the rows are computed, in a later statement, so a write that commits in
 * between is either in the computation or marks its project again. Reads are exact without it:
 * it only keeps the work of the next read small.
 */
export async function refreshProjectFigures(
  db: Knex,
  companyId: string,
  month = monthOf(new Date()),
): Promise<void> {
  const now = monthIndex(month);
  await db.transaction(async (trx) => {
    await avoidNestedLoops(trx);
    const marker = (await trx('company_figures').where({ companyId }).first('asOf')) as
      { asOf: number } | undefined;
    // Past a bulk write (an import, a script) the marked are most of the company: computing
    // every project once is cheaper than reading their ids back, and stays under the deadline.
    const { rows: marks } = (await trx.raw(
      `select count(*)::int as n from (select 1 from project_figures_stale
        where company_id = ? limit ${REBUILD_PAST_MARKS + 1}) marked`,
      [companyId],
    )) as { rows: Array<{ n: number }> };
    if (marker?.asOf !== now || marks[0]!.n > REBUILD_PAST_MARKS) {
      const { rows } = (await trx.raw(
        `select pg_try_advisory_xact_lock(hashtext('project_figures:' || ?)) as locked`,
        [companyId],
      )) as { rows: Array<{ locked: boolean }> };
      if (!rows[0]!.locked) return;
      await trx.raw(
        `delete from project_figures_stale where project_id in (
           select project_id from project_figures_stale where company_id = ? for update skip locked)`,
        [companyId],
      );
      await trx('project_figures').where({ companyId }).delete();
      await trx.raw(
        `insert into project_figures (${FIGURE_COLUMNS}) ${projectFiguresSql(EVERY_PROJECT)}`,
        { companyId, now },
      );
      await trx.raw(
        `insert into company_figures (company_id, as_of) values (?, ?)
         on conflict (company_id) do update set as_of = excluded.as_of`,
        [companyId, now],
      );
      return;
    }
    const { rows: taken } = (await trx.raw(
      `delete from project_figures_stale where project_id in (
         select project_id from project_figures_stale where company_id = ? for update skip locked)
       returning project_id`,
      [companyId],
    )) as { rows: Array<{ project_id: string }> };
    if (taken.length === 0) return;
    const ids = taken.map((row) => row.project_id);
    // Marked projects no longer live (archived, deleted) lose their row.
    await trx.raw(
      `with computed as (${projectFiguresSql(THESE)}),
       kept as (
         insert into project_figures (${FIGURE_COLUMNS}) select * from computed
         on conflict (project_id) do update set
           ${FIGURE_COLUMNS.split(', ')
             .filter((column) => column !== 'project_id')
             .map((column) => `${column} = excluded.${column}`)
             .join(', ')}
         returning project_id
       )
       delete from project_figures
        where project_id = any(cast(:ids as uuid[])) and project_id not in (select project_id from kept)`,
      // An array literal: knex would spread a JS array into a list.
      { companyId, now, ids: `{${ids.join(',')}}` },
    );
  });
}
