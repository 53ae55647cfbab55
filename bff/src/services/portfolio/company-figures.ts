import {
  monthOf,
  noSums,
  PAST_PAYBACK_LISTED,
  toCents,
  type PortfolioSums,
  type PortfolioSummary,
} from '@portfolio/contracts';
import type { Knex } from 'knex';

/**
 * The dashboard's company-wide figures: its live projects counted and summed by status,
 * department and compliance, and its planning and value figures (projects on schedule, budget to
 * date, value by department, paybacks past without value), summed by PostgreSQL from one row per
 * project. The rules are the contracts' (`projectBudget`, `projectValue`), written once here as
 * closed forms over month indexes (`projectFiguresSql`); the tests hold them against those
 * functions after every kind of write.
 *
 * The rows are kept between writes (`project_figures`, as of the month `company_figures.as_of`
 * says) with their sums (`company_totals`, one row per grouping), so the summary after a write
 * grows with the write, not with the portfolio: every write of a table the rows read marks its
 * projects stale in its own transaction (a trigger, see migration 20261212000000_project_figures),
 * and a read takes the kept sums, less the kept rows of the marked few, plus those rows computed
 * again (every project, in a month the rows are not of or past many marks). That read is exact in
 * its snapshot whatever was refreshed; `refreshProjectFigures` only keeps its work small.
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

/** `created_in` of a project made before the month of its row. */
const EARLIER = 'earlier months';

/** A live project's costs to date in cents at month index `m` (its start month when earlier). */
const COSTS_AT = (m: string) =>
  `(l.initial * 100 + (greatest(${m}, l.s) - l.s + 1) * l.running * 100)`;

/** Which projects a computation covers: a condition on a column holding a project's id. */
type Scope = (column: string) => string;
const EVERY_PROJECT: Scope = () => 'true';
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
  'status',
  'eu_ai_act_status',
  'gdpr_status',
  'dora_status',
  'ai_act_risk_class',
  'investment',
  'roi',
  'compliant',
  'created_in',
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
           p.expected_return, p.status, p.eu_ai_act_status, p.gdpr_status, p.dora_status,
           p.ai_act_risk_class, p.investment, p.roi, ${COUNTS_AS_COMPLIANT_SQL} as compliant,
           case when p.created_at < make_timestamptz(:now / 12, :now % 12 + 1, 1, 0, 0, 0, 'UTC')
                then '${EARLIER}' else 'this month' end as created_in
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
         coalesce(t.on_schedule, false) as on_schedule,
         v.status, v.eu_ai_act_status, v.gdpr_status, v.dora_status, v.ai_act_risk_class,
         v.investment, v.roi, v.compliant, v.created_in
    from valued v
    left join overrides o on o.project_id = v.id
    left join spend x on x.project_id = v.id
    left join llm k on k.project_id = v.id
    left join realised r on r.project_id = v.id
    left join paid on paid.id = v.id
    left join schedule t on t.project_id = v.id`;

/** The columns the summary counts projects by, each a grouping of the company's totals. */
const GROUPED = {
  status: 'status',
  department: 'department',
  euAiAct: 'eu_ai_act_status',
  gdpr: 'gdpr_status',
  dora: 'dora_status',
  aiActClass: 'ai_act_risk_class',
  createdIn: 'created_in',
} as const;
export type Grouped = keyof typeof GROUPED;

/** The sums `company_totals` keeps per grouping, as `totalsSql` names them. */
const TOTAL_COLUMNS = [
  'projects',
  'investment',
  'roi_sum',
  'roi_count',
  'compliant',
  'budget_planned',
  'budget_actual',
  'on_schedule',
  'baselined',
  'value_planned_cents',
  'realised_cents',
  'valued',
  'past_payback',
];

/**
 * The totals of project rows, each with a `sign` (1 adds its row, −1 takes it away), for the
 * whole company and by each column of GROUPED (one of them per grouping is not null).
 */
const totalsSql = (rows: string) => {
  const count = (condition: string) => `coalesce(sum(sign) filter (where ${condition}), 0)::int`;
  const sum = (column: string) => `coalesce(sum(sign * ${column}), 0)`;
  const columns = Object.values(GROUPED);
  return `
  select case
           ${Object.entries(GROUPED)
             .map(([name, column]) => `when grouping(${column}) = 0 then '${name}'`)
             .join(' ')}
           else 'total'
         end as grouping_set,
         coalesce(${columns.join(', ')}) as key,
         coalesce(sum(sign), 0)::int as projects, ${sum('investment')} as investment,
         ${sum('roi')} as roi_sum, ${count('roi is not null')} as roi_count,
         ${count('compliant')} as compliant,
         ${sum('budget_planned')} as budget_planned, ${sum('budget_actual')} as budget_actual,
         ${count('on_schedule')} as on_schedule, ${count('baselined')} as baselined,
         ${sum('value_planned_cents')} as value_planned_cents,
         ${sum('realised_cents')} as realised_cents,
         ${count('value_planned_cents > 0 or realised_cents > 0')} as valued,
         ${count('planned_payback <= :now and not paid')} as past_payback
    from (${rows}) signed
   group by grouping sets ((), ${columns.map((column) => `(${column})`).join(', ')})`;
};

/**
 * Adds the totals of `rows` (signed, see `totalsSql`) to the company's, after `with` (the
 * statement that yields them). Rows are locked in one order, though one refresh at a time
 * writes them (its advisory lock).
 */
const addToTotalsSql = (withRows: string, rows: string) => `
  with ${withRows}
  insert into company_totals (company_id, grouping_set, key, ${TOTAL_COLUMNS.join(', ')})
  select :companyId, * from (${totalsSql(rows)}) totals order by grouping_set, key
  on conflict (company_id, grouping_set, key) do update set
    ${TOTAL_COLUMNS.map((c) => `${c} = company_totals.${c} + excluded.${c}`).join(', ')}`;

/** The projects' rows a summary reads, by how much of them is kept. */
type Source = 'computed' | 'kept' | 'kept and marked';
/** The projects a summary computes again, by source. */
const FRESH: Record<Exclude<Source, 'kept'>, Scope> = {
  computed: EVERY_PROJECT,
  'kept and marked': THESE,
};

/**
 * The company's totals by grouping and its projects past their payback, as one JSON value, from
 * `source`: every project computed (`fresh`), or the kept totals, with the kept rows of the
 * projects marked stale taken away and those computed again (`fresh`) added.
 */
const figuresSql = (source: Source) => {
  const marked = THESE('project_id');
  const kept = `select ${TOTAL_COLUMNS.join(', ')}, grouping_set, key
    from company_totals where company_id = :companyId`;
  const totals = {
    computed: totalsSql('select 1 as sign, * from fresh'),
    kept,
    'kept and marked': `${kept} union all select ${TOTAL_COLUMNS.join(', ')}, grouping_set, key
      from (${totalsSql(`select 1 as sign, * from fresh union all
        select -1, ${FIGURE_COLUMNS} from project_figures
         where company_id = :companyId and ${marked}`)}) changed`,
  }[source];
  const pastOrder = `planned_payback, name collate "C", project_id::text collate "C"`;
  const past = (rows: string, where = 'true') =>
    `(select ${FIGURE_COLUMNS} from ${rows} where planned_payback <= :now and not paid and ${where}
       order by ${pastOrder} limit ${PAST_PAYBACK_LISTED})`;
  const keptPast = past('project_figures', `company_id = :companyId and not ${marked}`);
  const listed = {
    computed: past('fresh'),
    kept: keptPast,
    'kept and marked': `${keptPast} union all ${past('fresh')}`,
  }[source];
  return `
  with ${source === 'kept' ? '' : `fresh as (${projectFiguresSql(FRESH[source])}),`}
  summed as (
    select grouping_set, key, sum(projects)::int as projects, sum(investment) as investment,
           sum(roi_sum) as roi_sum, sum(roi_count) as roi_count,
           sum(compliant)::int as compliant, sum(budget_planned) as budget_planned,
           sum(budget_actual) as budget_actual, sum(on_schedule)::int as on_schedule,
           sum(baselined)::int as baselined, sum(value_planned_cents) as value_planned_cents,
           sum(realised_cents) as realised_cents, sum(valued)::int as valued,
           sum(past_payback)::int as past_payback
      from (${totals}) totals
     group by grouping_set, key
    having sum(projects) > 0 or grouping_set = 'total'
  )
  select json_build_object(
    'groups', coalesce((select json_agg(json_build_object(
        'groupingSet', grouping_set, 'key', key, 'count', projects,
        'totalInvestment', round(investment, 2)::text,
        'averageRoi', round(roi_sum / nullif(roi_count, 0), 2)::text,
        'fullyCompliant', compliant)
        order by projects desc, key collate "C") from summed), '[]'::json),
    'total', (select json_build_object(
        'planned', round(budget_planned, 2)::text, 'actual', round(budget_actual, 2)::text,
        'variance', round(budget_actual - budget_planned, 2)::text,
        'onSchedule', on_schedule, 'baselined', baselined, 'pastCount', past_payback)
      from summed where grouping_set = 'total'),
    'earlier', (select json_build_object('projects', projects,
        'investment', investment::text, 'roi', roi_sum::text, 'withRoi', roi_count,
        'compliant', compliant)
      from summed where grouping_set = 'createdIn' and key = '${EARLIER}'),
    'byDepartment', coalesce((select json_agg(json_build_object(
        'department', key,
        'planned', round(value_planned_cents / 100, 2)::text,
        'realised', round(realised_cents / 100, 2)::text) order by key collate "C")
      from summed where grouping_set = 'department' and valued > 0), '[]'::json),
    'past', coalesce((select json_agg(json_build_object(
        'id', project_id, 'name', name, 'department', department,
        'plannedPaybackMonth', ${MONTH_TEXT('planned_payback')},
        'realisedToDate', round(realised_cents / 100, 2)::text,
        'costsToDate', round(costs_cents / 100, 2)::text) order by ${pastOrder})
      from (select * from (${listed}) listed order by ${pastOrder} limit ${PAST_PAYBACK_LISTED})
        first_listed), '[]'::json)
  )::text as json`;
};

/** The company's count, investment, average ROI and compliant projects of one grouping. */
export interface GroupFigures {
  /** Which grouping the row belongs to: the whole company, or one of GROUPED. */
  groupingSet: 'total' | Grouped;
  key: string | null;
  count: number;
  totalInvestment: string;
  averageRoi: string | null;
  fullyCompliant: number;
}

/** The headline metrics' sums of some projects as PostgreSQL adds them up (money as text). */
export interface SummedProjects {
  projects: number;
  investment: string;
  roi: string;
  withRoi: number;
  compliant: number;
}

export const portfolioSumsOf = (row: SummedProjects): PortfolioSums => ({
  projects: row.projects,
  investmentCents: toCents(row.investment) ?? 0n,
  roiCents: toCents(row.roi) ?? 0n,
  withRoi: row.withRoi,
  compliant: row.compliant,
});

/** The figures of the dashboard these rows give. */
export type CompanyPlanningFigures = Pick<
  PortfolioSummary,
  'onSchedule' | 'budgetToDate' | 'value'
>;

/**
 * The company's live projects counted and summed by grouping (by count, then key in code point
 * order), the sums of those made before the month, and its projects on schedule, budget to date
 * and value figures at `month`: from the kept totals when they are of that month, else computed
 * for every project (a new month, or a company never summed). Read in the caller's snapshot, so
 * they agree with whatever else it reads.
 */
export async function companyFigures(
  db: Knex,
  companyId: string,
  month = monthOf(new Date()),
): Promise<{
  groups: GroupFigures[];
  planning: CompanyPlanningFigures;
  /** The headline metrics' sums of the live projects made before the month. */
  earlier: PortfolioSums;
}> {
  const now = monthIndex(month);
  const { rows } = (await db.raw(
    `select ${KEPT_AS_OF} as as_of, array(${MARKED})::text[] as marked`,
    { companyId },
  )) as { rows: Array<{ as_of: number | null; marked: string[] }> };
  const { as_of: asOf, marked } = rows[0]!;
  const source: Source = computesEvery(asOf, now, marked.length)
    ? 'computed'
    : marked.length > 0
      ? 'kept and marked'
      : 'kept';
  if (source !== 'kept') await avoidNestedLoops(db);
  const bindings = { companyId, now, ids: idsArray(marked) };
  const { rows: answer } = (await db.raw(figuresSql(source), bindings)) as {
    rows: Array<{ json: string }>;
  };
  const figures = JSON.parse(answer[0]!.json) as {
    groups: GroupFigures[];
    total: {
      planned: string;
      actual: string;
      variance: string;
      onSchedule: number;
      baselined: number;
      pastCount: number;
    };
    earlier: SummedProjects | null;
    byDepartment: PortfolioSummary['value']['byDepartment'];
    past: PortfolioSummary['value']['pastPaybackWithoutValue'];
  };
  const { total } = figures;
  return {
    groups: figures.groups,
    planning: {
      onSchedule: { count: total.onSchedule, baselined: total.baselined },
      budgetToDate: {
        month,
        planned: total.planned,
        actual: total.actual,
        variance: total.variance,
      },
      value: {
        month,
        byDepartment: figures.byDepartment,
        pastPaybackCount: total.pastCount,
        pastPaybackWithoutValue: figures.past,
      },
    },
    earlier: figures.earlier ? portfolioSumsOf(figures.earlier) : noSums(),
  };
}

/** The budget to date of every live project of the company (`budgetToDate` of their budgets). */
export async function companyBudgetToDate(
  db: Knex,
  companyId: string,
  month = monthOf(new Date()),
): Promise<PortfolioSummary['budgetToDate']> {
  return (await companyFigures(db, companyId, month)).planning.budgetToDate;
}

/**
 * The per-project computation joins CTEs the planner cannot count, over tables written faster
 * than they are analysed: nested loops over thousands of projects ran past the statement
 * deadline. Hash joins are right at every size here. (`set local`: for the rest of the caller's
 * transaction only.)
 */
const avoidNestedLoops = (db: Knex) => db.raw('set local enable_nestloop = off');

/**
 * How many marked projects are computed by their ids; past it, every project is computed (a
 * refresh: in batches of as many).
 */
const REBUILD_PAST_MARKS = 2_000;

/**
 * Whether a read or refresh computes every project: the kept rows are of another month (or
 * none), or more projects are marked than computing them by id is worth.
 */
const computesEvery = (asOf: number | null, now: number, marks: number) =>
  asOf !== now || marks > REBUILD_PAST_MARKS;

/** The month index the company's kept rows are of; null when none are kept. */
const KEPT_AS_OF = '(select as_of from company_figures where company_id = :companyId)';

/** The company's projects marked stale, up to one past what computing by id takes. */
const MARKED = `select project_id from project_figures_stale where company_id = :companyId
  limit ${REBUILD_PAST_MARKS + 1}`;

/** The one writer of a company's kept rows and totals at a time (false: another holds it). */
const TRY_WRITER_LOCK = `pg_try_advisory_xact_lock(hashtext('project_figures:' || :companyId))`;

/** Ids as one array literal: knex would spread a JS array into a list. */
const idsArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * Brings the kept rows and totals up to date: the projects marked stale computed again (a mark
 * taken by a write that has not committed is left for next time: SKIP LOCKED), or, in a month
 * the rows are not of or after a bulk write, every project. One process at a time (an advisory
 * lock; another finds it taken and leaves the work to the next), so the totals are added to in
 * one order. A mark is taken before the rows are computed, in a later statement, so a write that
 * commits in between is either in the computation or marks its project again. Reads are exact
 * without it: it only keeps the work of the next read small.
 */
export async function refreshProjectFigures(
  db: Knex,
  companyId: string,
  month = monthOf(new Date()),
): Promise<void> {
  const now = monthIndex(month);
  const rebuild = await db.transaction(async (trx) => {
    const { rows } = (await trx.raw(
      `select ${TRY_WRITER_LOCK} as locked, ${KEPT_AS_OF} as as_of,
              (select count(*)::int from (${MARKED}) marked) as marks`,
      { companyId },
    )) as { rows: Array<{ locked: boolean; as_of: number | null; marks: number }> };
    const { locked, as_of: asOf, marks } = rows[0]!;
    if (!locked || (asOf === now && marks === 0)) return false;
    await avoidNestedLoops(trx);
    // Past a bulk write (an import, a script) the marked are most of the company: computing
    // every project once is cheaper than reading their ids back, and stays under the deadline.
    const every = computesEvery(asOf, now, marks);
    const { rows: taken } = (await trx.raw(
      `delete from project_figures_stale where project_id in (
         select project_id from project_figures_stale where company_id = ? for update skip locked)
       ${every ? '' : 'returning project_id'}`,
      [companyId],
    )) as { rows: Array<{ project_id: string }> };
    if (every) {
      // The kept figures are forgotten here, in a short transaction, and rebuilt in the next: a
      // write that marks a project waits for any open transaction that deleted its mark, and
      // rebuilding a large company takes longer than a write may wait. Until the rebuild
      // commits, reads compute every project (no `as_of`).
      await trx('company_totals').where({ companyId }).delete();
      await trx('project_figures').where({ companyId }).delete();
      await trx('company_figures').where({ companyId }).delete();
      return true;
    }
    if (taken.length === 0) return false;
    // The rows as they were (this statement's snapshot) leave the totals, the rows computed
    // again join them; marked projects no longer live (archived, deleted) lose their row.
    await trx.raw(
      addToTotalsSql(
        `computed as (${projectFiguresSql(THESE)}),
         old as (select ${FIGURE_COLUMNS} from project_figures
                  where project_id = any(cast(:ids as uuid[]))),
         kept as (
           insert into project_figures (${FIGURE_COLUMNS}) select * from computed
           on conflict (project_id) do update set
             ${FIGURE_COLUMNS.split(', ')
               .filter((column) => column !== 'project_id')
               .map((column) => `${column} = excluded.${column}`)
               .join(', ')}
           returning ${FIGURE_COLUMNS}),
         gone as (
           delete from project_figures where project_id = any(cast(:ids as uuid[]))
              and project_id not in (select project_id from computed))`,
        `select 1 as sign, * from kept union all select -1, * from old`,
      ),
      { companyId, now, ids: idsArray(taken.map((row) => row.project_id)) },
    );
    return false;
  });
  if (rebuild) await rebuildProjectFigures(db, companyId, now);
}

/**
 * Every live project's figures and the company's totals computed again, as of month index `now`,
 * after `refreshProjectFigures` forgot them; a process that finds them kept again (another
 * rebuilt first) or the lock taken leaves it.
 */
async function rebuildProjectFigures(db: Knex, companyId: string, now: number): Promise<void> {
  await db.transaction(async (trx) => {
    const { rows } = (await trx.raw(
      `select ${TRY_WRITER_LOCK} as locked,
              exists(select 1 from company_figures where company_id = :companyId) as kept`,
      { companyId },
    )) as { rows: Array<{ locked: boolean; kept: boolean }> };
    if (!rows[0]!.locked || rows[0]!.kept) return;
    await avoidNestedLoops(trx);
    // In batches of live projects by id: every project of a large company in one statement
    // runs past the statement deadline on a busy machine.
    for (let after: string | undefined; ;) {
      const batch = trx('projects').where({ companyId, archivedAt: null });
      if (after) batch.andWhere('id', '>', after);
      const ids = (await batch.orderBy('id').limit(REBUILD_PAST_MARKS).pluck('id')) as string[];
      if (ids.length === 0) break;
      await trx.raw(`insert into project_figures (${FIGURE_COLUMNS}) ${projectFiguresSql(THESE)}`, {
        companyId,
        now,
        ids: idsArray(ids),
      });
      after = ids.at(-1);
    }
    await trx.raw(
      addToTotalsSql(
        'kept as (select * from project_figures where company_id = :companyId)',
        'select 1 as sign, * from kept',
      ),
      { companyId, now },
    );
    await trx.raw(`insert into company_figures (company_id, as_of) values (?, ?)`, [
      companyId,
      now,
    ]);
  });
}
