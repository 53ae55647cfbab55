import {
  ERROR_CODES,
  REPORT_COLUMNS,
  REPORT_LIMITS,
  isAggregateReport,
  reportDefinitionProblems,
  reportMeasures,
  reportOutputColumns,
  reportSourceOf,
  type ProjectReportColumnId,
  type ProposalReportColumnId,
  type ReportCell,
  type ReportColumnId,
  type ReportColumnType,
  type ReportDefinition,
  type ReportMeasure,
  type ReportResult,
  type ReportSource,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { InputError } from '../../errors.ts';
import { filtered, versionedJsonCache, whereSearched } from '../portfolio/projects.ts';
import { singleFlight } from '../single-flight.ts';

/**
 * A report definition compiled to one SQL statement. Only this file writes SQL text, and only
 * from its own constants: every column id of a definition (already checked against the
 * contract's enum) maps to a fixed expression here, output columns are aliased by position
 * (`c0`, `c1`, …), and every value of the client (search text, departments, statuses, the
 * company) is a bound parameter. Grouping, measures, sorting and the limit happen in PostgreSQL
 * (PGlite runs the same SQL). A definition's source picks the table (`projects` or `proposals`)
 * and its map of column expressions; the rest is one compiler.
 */

/**
 * Each project column's expression over `projects` (and `open_risks` or `incident_figures`,
 * joined when a report names one of their columns).
 * A computed figure another capability adds (overdue obligations, realised benefit) adds its
 * expression here; the Record type demands one for every project column of the contract.
 */
const PROJECT_COLUMN_SQL: Record<ProjectReportColumnId, string> = {
  name: 'projects.name',
  department: 'projects.department',
  businessOwner: 'projects.business_owner',
  status: 'projects.status',
  problemStatement: 'projects.problem_statement',
  jobsToBeDone: 'projects.jobs_to_be_done',
  expectedReturn: 'projects.expected_return',
  initialCosts: 'projects.initial_costs',
  runningCosts: 'projects.running_costs',
  roi: 'projects.roi',
  euAiActStatus: 'projects.eu_ai_act_status',
  gdprStatus: 'projects.gdpr_status',
  doraStatus: 'projects.dora_status',
  startDate: 'projects.start_date',
  targetDate: 'projects.target_date',
  createdAt: "(projects.created_at at time zone 'UTC')::date",
  notes: 'projects.notes',
  // `2026-Q1`; date_part on the date itself, no time zone to consult per row as to_char has.
  startQuarter: `(date_part('year', projects.start_date)::int || '-Q' || date_part('quarter', projects.start_date)::int)`,
  // The class of its EU AI Act assessment, kept on the project by a trigger (null: unassessed).
  aiActClass: 'projects.ai_act_risk_class',
  // The stored generated column: initial costs + 12 × monthly running costs.
  totalInvestment: 'projects.investment',
  openRisks: 'coalesce(open_risks.n, 0)',
  // The incident register's figures, as the contract's `incidentFigures` defines them.
  incidents: 'coalesce(incident_figures.n, 0)',
  openIncidents: 'coalesce(incident_figures.open_n, 0)',
  hoursToContain: 'incident_figures.hours_to_contain',
  reportsOnTime: 'incident_figures.reports_on_time',
};

/** Days between two instants, to the hundredth, as `proposalDaysToDecision` computes them. */
const daysBetween = (from: string, to: string) =>
  `round(((extract(epoch from ${to}) - extract(epoch from ${from})) / 86400)::numeric, 2)`;

/** Each proposal column's expression over `proposals` (`contracts/src/intake`). */
const PROPOSAL_COLUMN_SQL: Record<ProposalReportColumnId, string> = {
  name: 'proposals.name',
  department: 'proposals.department',
  businessOwner: 'proposals.business_owner',
  state: 'proposals.state',
  tier: 'proposals.tier',
  scoringModel: 'proposals.scoring_model',
  score: 'proposals.score',
  problemStatement: 'proposals.problem_statement',
  expectedReturn: 'proposals.expected_return',
  initialCosts: 'proposals.initial_costs',
  runningCosts: 'proposals.running_costs',
  // As a project's stored `investment`: initial costs + 12 × monthly running costs.
  totalInvestment:
    '(coalesce(proposals.initial_costs, 0) + 12 * coalesce(proposals.running_costs, 0))',
  createdAt: "(proposals.created_at at time zone 'UTC')::date",
  submittedMonth: "to_char(proposals.created_at at time zone 'UTC', 'YYYY-MM')",
  decidedAt: "(proposals.decided_at at time zone 'UTC')::date",
  // Null while open: averages, minimums and counts of it take decided proposals only.
  daysToDecision: daysBetween('proposals.created_at', 'proposals.decided_at'),
};

const COLUMN_SQL: Record<ReportSource, Partial<Record<ReportColumnId, string>>> = {
  projects: PROJECT_COLUMN_SQL,
  proposals: PROPOSAL_COLUMN_SQL,
};

/** A column's expression in its source (a checked definition names only its source's columns). */
function columnSql(source: ReportSource, id: ReportColumnId): string {
  const sql = COLUMN_SQL[source][id];
  if (sql === undefined) throw new Error(`${id} is not a column of ${source}`);
  return sql;
}

/** Open risks (open or acknowledged, as the weekly digest counts them) per project. */
const OPEN_RISKS_JOIN = `left join (
    select project_id, count(*)::int as n from risks
    where company_id = ? and state <> 'resolved' group by project_id
  ) as open_risks on open_risks.project_id = projects.id`;

/**
 * The incident figures per project (`incidentFigures` of the contract). Contained: the earliest
 * timeline entry of kind `contained`. On time: per clock, its first report not corrected by a
 * later one (submission, then recording order, as the clocks read them) against the deadline
 * kept on the report row (`due_at`, from the rules table by `incidentClocks`: deadlines are
 * never recomputed here); clocks without a deadline are not judged.
 */
const INCIDENT_FIGURES_JOIN = `left join (
    select i.project_id,
      count(*)::int as n,
      (count(*) filter (where i.status <> 'closed'))::int as open_n,
      round(avg(extract(epoch from contained.at - i.aware_at)) / 3600, 2) as hours_to_contain,
      round(100.0 * sum(judged.met) / nullif(sum(judged.n), 0), 1) as reports_on_time
    from incidents as i
    left join lateral (
      select min(t.at) as at from incident_timeline_entries as t
      where t.incident_id = i.id and t.kind = 'contained'
    ) as contained on true
    left join lateral (
      select count(*) as n, count(*) filter (where kept.submitted_at <= kept.due_at) as met
      from (
        select distinct on (r.clock) r.submitted_at, r.due_at from incident_reports as r
        where r.incident_id = i.id
          and not exists (select 1 from incident_reports as c where c.supersedes_id = r.id)
        order by r.clock, r.submitted_at, r.created_at, r.id
      ) as kept
      where kept.due_at is not null
    ) as judged on true
    where i.company_id = ? and i.project_id is not null
    group by i.project_id
  ) as incident_figures on incident_figures.project_id = projects.id`;

/** The joins a column needs, each joined once when a report reads one of its columns. */
const JOINS: ReadonlyArray<{ columns: readonly ProjectReportColumnId[]; sql: string }> = [
  { columns: ['openRisks'], sql: OPEN_RISKS_JOIN },
  {
    columns: ['incidents', 'openIncidents', 'hoursToContain', 'reportsOnTime'],
    sql: INCIDENT_FIGURES_JOIN,
  },
];

/** A value as the answer carries it: money as a decimal string, numbers as numbers, dates as days. */
function cell(expr: string, type: ReportColumnType): string {
  switch (type) {
    case 'money':
      return `round(${expr}, 2)::text`;
    case 'number':
      return `(${expr})::float8`;
    case 'date':
      return `to_char(${expr}, 'YYYY-MM-DD')`;
    default:
      return expr;
  }
}

function measureSql(source: ReportSource, m: ReportMeasure): string {
  if (m.fn === 'count')
    return m.column ? `count(${columnSql(source, m.column)})::int` : 'count(*)::int';
  const column = m.column!;
  const expr = columnSql(source, column);
  const type = REPORT_COLUMNS[column].type;
  switch (m.fn) {
    case 'sum':
      return cell(`coalesce(sum(${expr}), 0)`, type);
    case 'avg':
      return type === 'money'
        ? `round(avg(${expr}), 2)::text`
        : `round(avg(${expr})::numeric, 2)::float8`;
    default:
      return cell(`${m.fn}(${expr})`, type);
  }
}

/** The columns a definition reads, to join a figure's table only when one of them needs it. */
function columnsRead(d: ReportDefinition): ReportColumnId[] {
  if (!isAggregateReport(d)) return d.columns;
  return [...(d.groupBy ?? []), ...reportMeasures(d).flatMap((m) => (m.column ? [m.column] : []))];
}

/** Refuses a definition the schema allows but the rules do not (400 naming the fields). */
export function checkReportDefinition(d: ReportDefinition, prefix = ''): void {
  const problems = reportDefinitionProblems(d).map((p) => ({
    field: prefix + p.field,
    message: p.message,
  }));
  if (problems.length > 0) {
    throw new InputError(problems[0]!.message, {
      code: ERROR_CODES.validation,
      details: problems,
    });
  }
}

/** The company's projects the filters keep, with the joins the columns read need. */
function projectRows(db: Knex, companyId: string, d: ReportDefinition): Knex.QueryBuilder {
  const f = d.filters ?? {};
  const query = filtered(db, companyId, { q: f.q, archived: f.archived });
  if (f.department?.length) query.whereIn('projects.department', f.department);
  if (f.status?.length) query.whereIn('projects.status', f.status);
  const read: readonly ReportColumnId[] = columnsRead(d);
  for (const join of JOINS) {
    if (join.columns.some((c) => read.includes(c))) query.joinRaw(join.sql, [companyId]);
  }
  return query;
}

/** The company's proposals the filters keep (search, departments, states, tiers). */
function proposalRows(db: Knex, companyId: string, d: ReportDefinition): Knex.QueryBuilder {
  const f = d.filters ?? {};
  const query = db('proposals').where('proposals.companyId', companyId);
  if (f.department?.length) query.whereIn('proposals.department', f.department);
  if (f.state?.length) query.whereIn('proposals.state', f.state);
  if (f.tier?.length) query.whereIn('proposals.tier', f.tier);
  whereSearched(query, 'proposals', f.q);
  return query;
}

/** The statement of a checked definition over the company's projects or proposals (not yet run). */
export function compileReport(db: Knex, companyId: string, d: ReportDefinition): Knex.QueryBuilder {
  const source = reportSourceOf(d);
  const query =
    source === 'proposals' ? proposalRows(db, companyId, d) : projectRows(db, companyId, d);
  const sql = (id: ReportColumnId) => columnSql(source, id);

  const output = reportOutputColumns(d);
  const aggregate = isAggregateReport(d);
  const groups = d.groupBy ?? [];
  const selects = aggregate
    ? [
        ...groups.map((g) => cell(sql(g), REPORT_COLUMNS[g].type)),
        ...reportMeasures(d).map((m) => measureSql(source, m)),
      ]
    : d.columns.map((c) => cell(sql(c), REPORT_COLUMNS[c].type));
  query.clearSelect().select(db.raw(selects.map((s, i) => `${s} as c${i}`).join(', ')));
  if (groups.length > 0) query.groupByRaw(groups.map((_, i) => String(i + 1)).join(', '));

  const position = new Map(output.map((c, i) => [c.key, i]));
  const terms = (d.sort ?? []).map(
    (s) => `c${position.get(s.key)!} ${s.dir === 'desc' ? 'desc' : 'asc'} nulls last`,
  );
  if (terms.length === 0) {
    if (groups.length > 0) terms.push(...groups.map((_, i) => `c${i} asc nulls last`));
    else if (!aggregate) terms.push('c0 asc nulls last');
  }
  // Rows that tie keep one order from run to run (and page to page of an export).
  if (!aggregate) terms.push(`${source}.id`);
  if (terms.length > 0) query.orderByRaw(terms.join(', '));
  // One row past the limit tells whether the answer is cut.
  return query.limit((d.limit ?? REPORT_LIMITS.defaultRows) + 1);
}

interface CachedReport {
  json: string;
  result: ReportResult;
}

/**
 * Runs a definition (checked first) over the company's projects or proposals. With `cached`, an
 * answer over projects is kept by company, definition and the company's data version it was read
 * at (in the same statement), as list pages and timelines are: every write of the company's
 * projects or risks moves the version, so a kept answer is served only while nothing it counts
 * has changed. Dashboards of saved reports ask the same definitions again and again between
 * writes. Proposals' writes do not move the version, so an answer over them is always read anew.
 */
export async function runReportSql(
  db: Knex,
  companyId: string,
  d: ReportDefinition,
  cacheOf?: { dataVersion: string | undefined; cacheMiB: number },
): Promise<ReportResult> {
  checkReportDefinition(d);
  const cached = reportSourceOf(d) === 'projects' ? cacheOf : undefined;
  const answers = versionedJsonCache<CachedReport>('reports', cached?.cacheMiB ?? 0);
  const key = JSON.stringify([companyId, d]);
  const known = cached?.dataVersion && answers?.get(`${key}:${cached.dataVersion}`);
  if (known) return known.result;
  // Requests for the version under computation wait for it (single flight).
  return cached?.dataVersion
    ? singleFlight('report', `${key}:${cached.dataVersion}`, () =>
        computeReport(db, companyId, d, answers, key),
      )
    : computeReport(db, companyId, d, answers, key);
}

async function computeReport(
  db: Knex,
  companyId: string,
  d: ReportDefinition,
  answers: ReturnType<typeof versionedJsonCache<CachedReport>>,
  key: string,
): Promise<ReportResult> {
  const columns = reportOutputColumns(d);
  const query = compileReport(db, companyId, d);
  if (answers) {
    // Uncorrelated: computed once for the statement (an InitPlan), grouped or not.
    query.select(
      db.raw('(select data_version::text from companies where id = ?) as dv', [companyId]),
    );
  }
  const raw = (await query) as Array<Record<string, ReportCell>>;
  const limit = d.limit ?? REPORT_LIMITS.defaultRows;
  const rows = raw
    .slice(0, limit)
    .map((r) => Object.fromEntries(columns.map((c, i) => [c.key, r[`c${i}`] ?? null])));
  const result = { columns, rows, truncated: raw.length > limit };
  // An empty answer is not kept: it has no row to carry the version it was read at.
  const version = raw[0]?.dv;
  if (answers && version !== undefined && version !== null) {
    answers.set(`${key}:${String(version)}`, { json: JSON.stringify(rows), result });
  }
  return result;
}
