import {
  figuresOf,
  sumPortfolio,
  type MetricFields,
  type PortfolioFigures,
  type PortfolioSums,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { Project } from '../../models/project.ts';
import {
  COUNTS_AS_COMPLIANT_SQL,
  portfolioSumsOf,
  type SummedProjects,
} from './company-figures.ts';

/** A project's metric fields at some instant, as the history stores values (dates as ISO text). */
type State = Record<string, unknown> & { createdAt?: string };

interface LaterEvent {
  entityId: string;
  action: string;
  changes: Record<string, { before?: unknown; after?: unknown }>;
}

const METRIC_COLUMNS = [
  'id',
  'initialCosts',
  'runningCosts',
  'roi',
  'euAiActStatus',
  'aiActRiskClass',
  'archivedAt',
  'createdAt',
] as const;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The dashboard's headline metrics as they stood at `instant`, rebuilt from the history
 * (`audit_events`), or null when the company's history does not reach back that far (its first
 * event is later: a company, or demo data, of this month).
 *
 * Projects no change touched since `instant` are as they are now: the database sums them. The
 * few that changed since are rebuilt in memory from their current rows by undoing, newest first,
 * every change after `instant` (a creation undone: the project did not exist yet; a deletion
 * undone: it is back with the values it had), and added to those sums with the contracts'
 * `sumPortfolio`, so archived projects are left out by the metrics' own rule. Run it in the
 * snapshot the current figures are read in, so both describe the same history.
 */
export async function portfolioFiguresAt(
  trx: Knex.Transaction | Knex,
  companyId: string,
  instant: Date,
  earlier?: PortfolioSums,
): Promise<PortfolioFigures | null> {
  const first = await trx('audit_events')
    .where({ companyId })
    .orderBy('id')
    .first<{ at: Date } | undefined>('at');
  if (!first || new Date(first.at) >= instant) return null;
  return figuresAsOf(trx, companyId, instant, earlier);
}

/**
 * The headline metrics as they stood at `instant`, however far the history reaches: a project
 * made before it without history counts as it is now (see `portfolioFiguresAt`). Grows with the
 * changes since `instant`, not with the portfolio.
 */
export async function figuresAsOf(
  trx: Knex.Transaction | Knex,
  companyId: string,
  instant: Date,
  earlier?: PortfolioSums,
): Promise<PortfolioFigures> {
  const later = (await trx('audit_events')
    .where({ companyId, entity: 'project' })
    .andWhere('at', '>=', instant)
    .orderBy('id', 'desc')
    .select('entityId', 'action', 'changes')) as LaterEvent[];
  // Assessed since the instant: unassessed then (the class is copied to the project by a
  // trigger, so the project's own history does not hold it).
  const assessedSince = new Set(
    (
      (await trx('audit_events')
        .where({ companyId, entity: 'ai_act_assessment', action: 'created' })
        .andWhere('at', '>=', instant)
        .whereNotNull('projectId')
        .select('projectId')) as Array<{ projectId: string }>
    ).map((e) => e.projectId),
  );
  const touched = [...new Set([...later.map((e) => e.entityId), ...assessedSince])];

  // Projects that exist now and no change touched since the instant: summed where they are, or
  // given the sums of every live project made before it (`earlier`, kept between writes), those
  // less the touched ones. One made after it without a history row (loaded by hand) did not
  // exist then either.
  const made = trx(Project.tableName)
    .where({ companyId, archivedAt: null })
    .andWhere('createdAt', '<', instant);
  let sums: PortfolioSums;
  if (!earlier) {
    if (touched.length > 0) made.whereRaw('not (id = any(?::uuid[]))', [touched]);
    sums = portfolioSumsOf(await summed(trx, made));
  } else if (touched.length === 0) {
    sums = earlier;
  } else {
    const less = portfolioSumsOf(
      await summed(trx, made.whereRaw('id = any(?::uuid[])', [touched])),
    );
    sums = {
      projects: earlier.projects - less.projects,
      investmentCents: earlier.investmentCents - less.investmentCents,
      roiCents: earlier.roiCents - less.roiCents,
      withRoi: earlier.withRoi - less.withRoi,
      compliant: earlier.compliant - less.compliant,
    };
  }
  if (touched.length === 0) return figuresOf(sums);

  const current = (await trx(Project.tableName)
    .where({ companyId })
    .whereIn('id', touched)
    .select(...METRIC_COLUMNS)) as Array<Record<(typeof METRIC_COLUMNS)[number], unknown>>;
  const states = new Map<string, State | null>(
    current.map((p) => [
      p.id as string,
      Object.fromEntries(Object.entries(p).map(([key, value]) => [key, iso(value)])),
    ]),
  );
  for (const id of assessedSince) {
    const state = states.get(id);
    if (state) states.set(id, { ...state, aiActRiskClass: null });
  }
  for (const event of later) {
    if (event.action === 'created') {
      states.set(event.entityId, null);
      continue;
    }
    const state: State = { ...(states.get(event.entityId) ?? {}) };
    for (const [field, change] of Object.entries(event.changes)) {
      if ('before' in change) state[field] = change.before ?? null;
    }
    states.set(event.entityId, state);
  }

  const then = [...states.values()].filter(
    (state): state is State =>
      state !== null &&
      !(state.createdAt !== undefined && state.createdAt >= instant.toISOString()),
  );
  return figuresOf(sumPortfolio(then.map(metricFields), sums));
}

/** The headline metrics' sums of the projects `query` selects. */
const summed = async (trx: Knex.Transaction | Knex, query: Knex.QueryBuilder) =>
  (await query.first(
    trx.raw('count(*)::int as projects'),
    trx.raw('coalesce(sum(investment), 0)::text as investment'),
    trx.raw('coalesce(sum(roi), 0)::text as roi'),
    trx.raw('count(roi)::int as with_roi'),
    trx.raw(`(count(*) filter (where ${COUNTS_AS_COMPLIANT_SQL}))::int as compliant`),
  )) as unknown as SummedProjects;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function metricFields(state: State): MetricFields {
  return {
    initialCosts: text(state.initialCosts),
    runningCosts: text(state.runningCosts),
    roi: text(state.roi),
    euAiActStatus: (state.euAiActStatus ?? 'not_applicable') as MetricFields['euAiActStatus'],
    aiActRiskClass: (state.aiActRiskClass ?? null) as MetricFields['aiActRiskClass'],
    archivedAt: text(state.archivedAt),
  };
}
