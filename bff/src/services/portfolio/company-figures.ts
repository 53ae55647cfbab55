import { monthOf, type ValueSummary } from '@portfolio/contracts';
import type { Knex } from 'knex';

/**
 * The dashboard's company-wide planning and value figures, aggregated by PostgreSQL in one
 * statement each: a write changes a few rows, and the answer after it costs one scan of the
 * company's projects, never a load of them into the process. The rules are the contracts'
 * (`projectBudget`, `projectValue`), written as closed forms over month indexes; the tests hold
 * these against those functions after every kind of write.
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

/** The company's live projects with their start and default plan end as month indexes. */
const LIVE = `
    select p.id, p.name, p.department,
           ${monthOfDate('p.start_date')} as s,
           coalesce(${monthOfDate('p.target_date')}, ${monthOfDate('p.start_date')} + 11) as e,
           coalesce(p.initial_costs, 0) as initial,
           coalesce(p.running_costs, 0) as running,
           p.expected_return
      from projects p
     where p.company_id = :companyId and p.archived_at is null`;
const LIVE_PROJECTS = `live as (${LIVE})`;

/** A live project's costs to date in cents at month index `m` (its start month when earlier). */
const COSTS_AT = (m: string) => {
  const s = monthOfDate('p.start_date');
  return `(coalesce(p.initial_costs, 0) * 100
    + (greatest(${m}, ${s}) - ${s} + 1) * coalesce(p.running_costs, 0) * 100)`;
};

/**
 * The budget to date (`budgetToDate` of every live project's `projectBudget`): planned is the
 * default spread to date (the running costs of every month from the start to the earlier of
 * its end and `month`, the initial costs in the start month) with each month planned by hand
 * replacing its default; actual is the spend entered to date plus each LLM link's monthly cost
 * from the later of its creation and the start to `month`.
 */
export async function companyBudgetToDate(
  db: Knex,
  companyId: string,
  month = monthOf(new Date()),
): Promise<{ month: string; planned: string; actual: string; variance: string }> {
  const { rows } = (await db.raw(
    `with ${LIVE_PROJECTS},
     default_plan as (
       select coalesce(sum(running * greatest(0, least(e, :now) - s + 1)
                       + case when s <= :now then initial else 0 end), 0) as amount
         from live where s is not null
     ),
     overrides as (
       select coalesce(sum(o.amount
                - case when l.s is not null and m between l.s and l.e then l.running else 0 end
                - case when m = l.s then l.initial else 0 end), 0) as amount
         from (select project_id, amount, ${monthOfText('month')} as m
                 from budget_plan_months where company_id = :companyId) o
         join live l on l.id = o.project_id
        where o.m <= :now
     ),
     spend as (
       select coalesce(sum(x.amount), 0) as amount
         from spend_entries x join live l on l.id = x.project_id
        where x.company_id = :companyId and ${monthOfText('x.month')} <= :now
     ),
     llm as (
       select coalesce(sum(k.monthly_cost * greatest(0, :now
                - greatest(${monthOfDate(`k.created_at at time zone 'UTC'`)}, coalesce(l.s, -1)) + 1)),
              0) as amount
         from project_llm_models k join live l on l.id = k.project_id
        where k.monthly_cost is not null
     ),
     totals as (
       select (select amount from default_plan) + (select amount from overrides) as planned,
              (select amount from spend) + (select amount from llm) as actual
     )
     select round(planned, 2)::text as planned, round(actual, 2)::text as actual,
            round(actual - planned, 2)::text as variance
       from totals`,
    { companyId, now: monthIndex(month) },
  )) as { rows: Array<{ planned: string; actual: string; variance: string }> };
  const row = rows[0]!;
  return { month, planned: row.planned, actual: row.actual, variance: row.variance };
}

/**
 * The dashboard's value figures (`valueSummary`): planned (a twelfth of the expected return,
 * in cents rounded half up, per elapsed month) and realised benefit to date per department,
 * and the projects whose planned payback month has come without the realised benefit paying
 * back. Costs never fall (amounts are not negative) and the realised benefit only moves in a
 * month with a benefit, so "it paid back in some month to date" is only checked in the start
 * month and the months with a benefit, not month by month.
 */
export async function companyValueSummary(
  db: Knex,
  companyId: string,
  month: string,
): Promise<ValueSummary> {
  // Benefits and their running totals are read by company and joined to the projects table
  // itself (not to another CTE), so the planner sees real row counts and hashes every join.
  const { rows } = (await db.raw(
    `with figures as (
       select p.id, p.name, p.department, p.s, p.initial_c, p.running_c,
              coalesce(p.monthly, 0) * p.elapsed as planned_c,
              coalesce(r.cents, 0) as realised_c,
              case when p.elapsed = 0 then 0 else p.initial_c + p.elapsed * p.running_c end
                as costs_c,
              case when p.s is not null and p.monthly > 0 and p.monthly > p.running_c
                   then p.s + greatest(1, case when p.initial_c <= 0 then 1
                        else div(p.initial_c + (p.monthly - p.running_c) - 1,
                                 p.monthly - p.running_c) end)::int - 1
              end as planned_payback
         from (select l.*,
                      -- Cents, rounded half up as the contracts' plannedMonthlyCents (div truncates).
                      div(l.expected_return * 100 * 2 + 12, 24) as monthly,
                      case when l.s is null then 0 else greatest(0, :now - l.s + 1) end as elapsed,
                      l.initial * 100 as initial_c, l.running * 100 as running_c
                 from (${LIVE}) l) p
         left join (select project_id, sum(amount) * 100 as cents from project_benefits
                     where company_id = :companyId and ${monthOfText('month')} <= :now
                     group by project_id) r on r.project_id = p.id
     ),
     -- Paid back by now: some month with a benefit, to date, whose running total reaches the
     -- costs of that month, or of the start month for a benefit before the start (the running
     -- total only grows, so the last one before the start speaks for the start month).
     paid as (
       select distinct b.project_id as id
         from (select project_id, ${monthOfText('month')} as m,
                      sum(amount * 100) over (partition by project_id order by month) as cumulative
                 from project_benefits where company_id = :companyId) b
         join projects p on p.id = b.project_id
        where p.company_id = :companyId and p.archived_at is null and p.start_date is not null
          and b.m <= :now
          and b.cumulative >= ${COSTS_AT('b.m')}
          and (b.cumulative > 0 or ${COSTS_AT('b.m')} > 0)
     ),
     departments as (
       select department, sum(planned_c) as planned, sum(realised_c) as realised
         from figures where planned_c > 0 or realised_c > 0
        group by department
     ),
     past as (
       select f.* from figures f left join paid on paid.id = f.id
        where f.planned_payback <= :now and paid.id is null
     )
     select json_build_object(
       'byDepartment', coalesce((select json_agg(json_build_object(
           'department', department,
           'planned', round(planned / 100, 2)::text,
           'realised', round(realised / 100, 2)::text) order by department collate "C")
         from departments), '[]'::json),
       'past', coalesce((select json_agg(json_build_object(
           'id', id, 'name', name, 'department', department,
           'plannedPaybackMonth', ${MONTH_TEXT('planned_payback')},
           'realisedToDate', round(realised_c / 100, 2)::text,
           'costsToDate', round(costs_c / 100, 2)::text)
           order by planned_payback, name collate "C", id::text collate "C")
         from past), '[]'::json)
     )::text as json`,
    { companyId, now: monthIndex(month) },
  )) as { rows: Array<{ json: string }> };
  const { byDepartment, past } = JSON.parse(rows[0]!.json) as {
    byDepartment: ValueSummary['byDepartment'];
    past: ValueSummary['pastPaybackWithoutValue'];
  };
  return { month, byDepartment, pastPaybackWithoutValue: past };
}
