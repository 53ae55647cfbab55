import {
  dateOrderProblem,
  ERROR_CODES,
  FRIA_MESSAGES,
  PROJECT_PAGE_MAX,
  type ProjectCreateBody,
  type Project as ProjectBody,
  type ProjectListQuery,
  type ProjectSort,
  type ProjectUpdateBody,
} from '@portfolio/contracts';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { fn } from 'objection';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { afterProjectEdit, findAssessment } from '../compliance/ai-act.ts';
import { activationRefusal, readProjectFria } from '../compliance/fria.ts';
import { ConflictError, ForbiddenError, InputError } from '../../errors.ts';
import { Project } from '../../models/project.ts';
import { lockProject } from './project-lock.ts';

/** The filters shared by the list and the CSV export. */
export type ProjectFilter = Pick<
  ProjectListQuery,
  'q' | 'department' | 'status' | 'aiActClass' | 'archived'
>;

/**
 * A list without `limit` answers the first PROJECT_PAGE_MAX projects: the array the spec's
 * screens expect for any realistic company, while 50,000 projects are never shipped at once.
 * `X-Total-Count` tells a client when there is more to page through.
 */
export const DEFAULT_PAGE_SIZE = PROJECT_PAGE_MAX;
export const DEFAULT_SORT: ProjectSort = '-createdAt';

/**
 * Sort keys as SQL expressions; `id` is appended as the tie-break, so the order is total and
 * pages never overlap. Projects without an ROI (or a date) come last in both directions. Each key has its
 * `(company_id, key…, id)` index (migration `project_speed`): keep the expressions equal to it.
 * `investment` is the stored generated column initial + 12 × monthly running.
 */
interface SortKey {
  sql: string;
  /** Always ascending, whatever the requested direction. */
  ascending?: true;
}
type SortField = Exclude<ProjectSort, `-${string}`>;
const SORT_KEYS: Record<SortField, SortKey[]> = {
  createdAt: [{ sql: 'created_at' }],
  name: [{ sql: 'lower(name)' }],
  roi: [{ sql: '(roi is null)', ascending: true }, { sql: 'coalesce(roi, 0)' }],
  investment: [{ sql: 'investment' }],
  department: [{ sql: 'department' }],
  status: [{ sql: 'status' }],
  startDate: [{ sql: '(start_date is null)', ascending: true }, { sql: 'start_date' }],
  targetDate: [{ sql: '(target_date is null)', ascending: true }, { sql: 'target_date' }],
};

interface OrderTerm {
  sql: string;
  descending: boolean;
}

/** The ORDER BY terms of a sort: its keys, then `id` in the sort's direction as tie-break. */
function orderTerms(sort: ProjectSort): OrderTerm[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as SortField;
  return [
    ...SORT_KEYS[field].map((key) => ({ sql: key.sql, descending: descending && !key.ascending })),
    { sql: 'id', descending },
  ];
}

const orderBySql = (terms: OrderTerm[]) =>
  terms.map((t) => `${t.sql} ${t.descending ? 'desc' : 'asc'}`).join(', ');

/** `%` and `_` are LIKE wildcards; a search for "50%" means the text "50%". */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Keeps the rows of `table` (projects, proposals) whose name or problem statement holds the
 * search text, in any case; a blank search keeps every row.
 */
export function whereSearched(
  query: Knex.QueryBuilder,
  table: 'projects' | 'proposals',
  search: string | undefined,
) {
  const q = search?.trim();
  if (!q) return;
  const pattern = `%${escapeLike(q)}%`;
  query.where((w) =>
    w
      .whereRaw(`${table}.name ilike ? escape '\\'`, [pattern])
      .orWhereRaw(`${table}.problem_statement ilike ? escape '\\'`, [pattern]),
  );
}

/** The key of a company's answers to `filter` in a cache (the search trimmed, as it is matched). */
export const filterKey = (companyId: string, filter: ProjectFilter): string =>
  JSON.stringify([
    companyId,
    filter.q?.trim(),
    filter.department,
    filter.status,
    filter.aiActClass,
    filter.archived,
  ]);

/** The company's projects matching the filter; live ones unless `archived` is true. */
export function filtered(db: Knex, companyId: string, filter: ProjectFilter): Knex.QueryBuilder {
  const query = db('projects').where('companyId', companyId);
  if (filter.archived === true) query.whereNotNull('archivedAt');
  else query.whereNull('archivedAt');
  if (filter.department !== undefined) query.where('department', filter.department);
  if (filter.status !== undefined) query.where('status', filter.status);
  if (filter.aiActClass === 'unassessed') query.whereNull('aiActRiskClass');
  else if (filter.aiActClass !== undefined) query.where('aiActRiskClass', filter.aiActClass);
  whereSearched(query, 'projects', filter.q);
  return query;
}

export interface ProjectPage {
  /** The page as the JSON text of the contract's `Project[]`. */
  json: string;
  /** Projects matching the filter, all pages together. */
  total: number;
  /** The company's data version the page was read at (undefined: no such company). */
  dataVersion: string | undefined;
}

/**
 * The last filtered total counted, by company and filter, with the data version it was counted
 * at. The version moves with every committed write of the company's projects, so a total is
 * reused only while the version read with the page is still the same.
 */
const totals = new LRUCache<string, { dataVersion: string; total: number }>({ max: 5000 });

/**
 * Pages by company, filter, order, window and data version, as many MiB of JSON per process as
 * LIST_CACHE_MIB says. An entry holds what one statement read at that version, and every
 * committed write of the company's projects moves the version, so a page is answered from here
 * only while nothing it shows has changed (as the summaries are). Lists and dashboards read the
 * same pages again and again between writes; each such read costs the version's lookup instead
 * of the page's query.
 */
const pageCaches = new Map<string, LRUCache<string, { json: string }>>();

/**
 * The process's cache of JSON answers of one kind (`pages` of the list, `timelines`), keyed by
 * what the caller asks and the data version it was read at, as many MiB as LIST_CACHE_MIB says
 * (each kind its own); undefined when the size is 0.
 */
export function versionedJsonCache<T extends { json: string }>(
  kind: string,
  mib: number,
): LRUCache<string, T> | undefined {
  if (mib <= 0) return undefined;
  const name = `${kind}:${mib}`;
  let cache = pageCaches.get(name);
  if (!cache) {
    cache = new LRUCache<string, { json: string }>({
      maxSize: mib * 1024 * 1024,
      sizeCalculation: (entry) => entry.json.length + 64,
    });
    pageCaches.set(name, cache);
  }
  return cache as unknown as LRUCache<string, T>;
}

/**
 * The name of a prepared statement for `sql` (pg prepares a named statement once per
 * connection, after which PostgreSQL skips parsing and, once it settles on a generic plan,
 * planning: 0.2 ms of a list page's 0.4). The name is the text's digest, so a name always
 * stands for one text. PGlite ignores the name.
 */
const preparedName = (sql: string) => `p${createHash('sha1').update(sql).digest('base64url')}`;

/** A row read in array mode: the project's `api_json`, then what the statement adds. */
type PageRow = unknown[];

/**
 * Runs `query` raw, in array mode: the driver's own array of rows, with no object per row from
 * the driver and no copy by the case mappers. `prepared`: as a named statement (`preparedName`
 * of its text, compiled once: the text that names it is the text that runs).
 */
async function arrayRows(db: Knex, query: Knex.QueryBuilder, prepared = false) {
  const { sql, bindings } = query.toSQL();
  const options = prepared ? { rowMode: 'array', name: preparedName(sql) } : { rowMode: 'array' };
  const { rows } = (await db.raw(sql, bindings).options(options)) as unknown as {
    rows: PageRow[];
  };
  return rows;
}

/**
 * One page of a company's projects with the filtered total and the data version it was read at.
 * Given the version the caller just read (with its membership) and the cache's size, a page of
 * that version is read from the database only once per process.
 */
export async function listProjects(
  db: Knex,
  companyId: string,
  query: ProjectListQuery,
  cached?: { dataVersion: string | undefined; cacheMiB: number },
): Promise<ProjectPage> {
  const key = filterKey(companyId, query);
  const pageKey = JSON.stringify([key, query.sort, query.limit, query.offset]);
  const pages = versionedJsonCache<ProjectPage>('pages', cached?.cacheMiB ?? 0);
  const known = cached?.dataVersion && pages?.get(`${pageKey}:${cached.dataVersion}`);
  if (known) return known;
  const page = await readPage(db, companyId, query, key);
  if (page.dataVersion !== undefined) pages?.set(`${pageKey}:${page.dataVersion}`, page);
  return page;
}

/**
 * One page of a company's projects, the company's data version and the filtered total, in one
 * statement: PostgreSQL walks the sort key's index and hands out each project's JSON as stored
 * (`api_json`, written with the row), each followed by the version and the total, subqueries it
 * computes once; the page is those texts joined. The exact total is counted in that statement
 * the first time a filter is listed; after that the last total is reused while the version read
 * with the page is the one it was counted at, and counted again (a second statement) once a
 * write moved it. An empty page has no row to carry them: the version and total are then read
 * by a second statement.
 */
async function readPage(
  db: Knex,
  companyId: string,
  query: ProjectListQuery,
  key: string,
): Promise<ProjectPage> {
  const known = totals.get(key);
  const count = () => filtered(db, companyId, query).count('*');
  const dataVersionSql = db('companies')
    .where('id', companyId)
    .select(db.raw('data_version::text'));
  const extras = [db.raw('(?) as data_version', [dataVersionSql])];
  if (!known) extras.push(db.raw('(?) as total', [count()]));
  const page = filtered(db, companyId, query)
    .select('api_json', ...extras)
    .orderByRaw(orderBySql(orderTerms(query.sort ?? DEFAULT_SORT)))
    .limit(query.limit ?? DEFAULT_PAGE_SIZE)
    .offset(query.offset ?? 0);
  const rows = await arrayRows(db, page, true);
  const [version, counted] =
    rows[0]?.slice(1) ??
    ((await db.select(extras).options({ rowMode: 'array' })) as unknown as PageRow[])[0] ??
    [];
  const dataVersion = (version as string | null | undefined) ?? undefined;
  let total = counted as number | string | undefined;
  if (known && total === undefined) {
    if (known.dataVersion === dataVersion) total = known.total;
    else {
      // A write moved the version: counted apart now, and with the page (kept) next time.
      totals.delete(key);
      total = ((await count().first()) as { count?: number | string } | undefined)?.count;
    }
  } else if (dataVersion !== undefined) {
    totals.set(key, { dataVersion, total: Number(total) });
  }
  return {
    json: `[${rows.map((row) => row[0] as string).join(',')}]`,
    total: Number(total ?? 0),
    dataVersion,
  };
}

/**
 * The rows after `last` (the previous batch's last values of `terms`) in the order of `terms`,
 * as disjoint ranges, nearest first: one per run of terms sorted the same way, each equal to
 * `last` on the runs before it and a row comparison on its own run, e.g.
 * `(status, id) > ('active', '…')`. Each range is a seek into the sort key's index.
 */
function rangesAfter(terms: OrderTerm[], last: string[]) {
  const runs: number[][] = [];
  terms.forEach((term, i) => {
    const run = runs.at(-1);
    if (run && terms[run[0]!]!.descending === term.descending) run.push(i);
    else runs.push([i]);
  });
  return runs
    .map((run, r) => {
      const before = runs.slice(0, r).flat();
      const sql = [
        ...before.map((i) => `${terms[i]!.sql} = ?`),
        `(${run.map((i) => terms[i]!.sql).join(', ')}) ${terms[run[0]!]!.descending ? '<' : '>'} (${run.map(() => '?').join(', ')})`,
      ].join(' and ');
      return { sql, bindings: [...before, ...run].map((i) => last[i]!) };
    })
    .reverse();
}

/**
 * Every project of the filter in the list's order, in batches of `batchSize`, so an export of
 * any size holds one batch of rows in memory. Each batch is a keyset query: the rows after the
 * previous batch's last sort values, read by walking the sort key's index from there (no offset,
 * no list of ids). The values travel as PostgreSQL's own text, so timestamps keep their
 * microseconds. A project written meanwhile appears where its values place it at that moment.
 * Each project is read as its stored JSON (`api_json`) in array mode and parsed: no dates parsed
 * and no case-mapped copy, so a batch costs little more than its text.
 */
export async function* projectBatches(
  db: Knex,
  companyId: string,
  filter: ProjectFilter,
  sort: ProjectSort = DEFAULT_SORT,
  batchSize = 1000,
): AsyncGenerator<ProjectBody[]> {
  const terms = orderTerms(sort);
  const order = orderBySql(terms);
  // The sort keys follow the project twice: as values (s…), which order the union of ranges,
  // and as text (k…), which the next batch's ranges start after.
  const columns = [
    'api_json',
    ...terms.map((term, i) => db.raw(`${term.sql} as s${i}`)),
    ...terms.map((term, i) => db.raw(`(${term.sql})::text as k${i}`)),
  ];
  const unionOrder = orderBySql(terms.map((term, i) => ({ ...term, sql: `s${i}` })));
  const page = (range?: { sql: string; bindings: string[] }) =>
    filtered(db, companyId, filter)
      .modify((q) => (range ? q.whereRaw(range.sql, range.bindings) : q))
      .select(columns)
      .orderByRaw(order)
      .limit(batchSize);
  let last: string[] | undefined;
  for (;;) {
    let query = page();
    if (last) {
      const ranges = rangesAfter(terms, last).map(page);
      query =
        ranges.length === 1
          ? ranges[0]!
          : db
              .select('*')
              .from(db.raw(`(${ranges.map(() => '(?)').join(' union all ')}) as after`, ranges))
              .orderByRaw(unionOrder)
              .limit(batchSize);
    }
    // The driver's own array of rows (the case mappers hand out a copy), emptied once read:
    // left in the driver's result, every row was promoted to old space (230 MB for 200,000
    // projects), which only a full collection frees, and the process's resident memory grew by
    // 100 MiB and more per export. Emptied, the rows die young.
    const rows = await arrayRows(db, query);
    const batch = rows.map((row) => JSON.parse(row[0] as string) as ProjectBody);
    last = rows.at(-1)?.slice(1 + terms.length) as string[] | undefined;
    rows.length = 0;
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
  }
}

type EditableFields = ProjectUpdateBody;

/** Single-line labels are stored trimmed, so filters and sorting see what people typed. */
function normalized<T extends EditableFields>(fields: T): T {
  const out = { ...fields };
  for (const key of ['name', 'department', 'businessOwner'] as const) {
    const value = out[key];
    if (typeof value === 'string') out[key] = value.trim() as T[typeof key];
  }
  return out;
}

/** A target date before the start date: 400 naming `targetDate`, as a form check would. */
function checkDateOrder(
  startDate: string | null | undefined,
  targetDate: string | null | undefined,
) {
  const problem = dateOrderProblem(startDate, targetDate);
  if (problem) {
    throw new InputError(problem, {
      code: ERROR_CODES.validation,
      details: [{ field: 'targetDate', message: problem }],
    });
  }
}

export async function createProject(
  uow: UnitOfWork,
  companyId: string,
  createdBy: string,
  body: ProjectCreateBody,
): Promise<Project> {
  checkDateOrder(body.startDate, body.targetDate);
  const created = await Project.query(uow.trx).insertAndFetch({
    ...normalized(body),
    companyId,
    createdBy,
  });
  await uow.record({ entity: 'project', id: created.id, action: 'created', after: created });
  return created;
}

/**
 * A move to Active of a project that owes a FRIA not approved (or changed since): 409 saying why,
 * unless an admin gives a reason (403 for a member who does), which is returned to be kept with
 * the change. `after`: the project as the change would leave it (a new purpose counts).
 */
async function checkActivation(
  uow: UnitOfWork,
  after: Parameters<typeof readProjectFria>[1],
  reason: string | undefined,
  admin: boolean,
): Promise<string | null> {
  const refusal = activationRefusal(await readProjectFria(uow.trx, after), admin);
  if (!refusal) return null;
  if (reason === undefined) {
    throw new ConflictError(refusal, {
      code: ERROR_CODES.friaNotApproved,
      details: [{ field: 'status', message: refusal }],
    });
  }
  if (!admin) throw new ForbiddenError(FRIA_MESSAGES.overrideForbidden);
  return reason.trim();
}

/**
 * Applies any subset of the editable fields; the project gone meanwhile → 404. A GDPR or DORA
 * status whose record is saved follows the record (`services/project-gdpr.ts`,
 * `project-dora.ts`): the form's value for it is left out. A move to Active waits for an
 * approved FRIA where one is owed (`checkActivation`); an admin's reason to move it anyway is
 * kept in the history with the change.
 */
export async function updateProject(
  uow: UnitOfWork,
  id: string,
  body: ProjectUpdateBody,
  { admin = false }: { admin?: boolean } = {},
): Promise<Project> {
  const before = await lockProject(uow, id);
  const { friaOverrideReason, ...patch } = body;
  if (
    patch.gdprStatus !== undefined &&
    (await uow.trx('projectGdpr').first('id').where({ projectId: id }))
  ) {
    delete patch.gdprStatus;
  }
  if (
    patch.doraStatus !== undefined &&
    (await uow.trx('projectDora').first('id').where({ projectId: id }))
  ) {
    delete patch.doraStatus;
  }
  // Nothing else to change: the project stays as it is.
  if (Object.keys(patch).length === 0) return before;
  // A date left out keeps its stored value, which the other is checked against.
  checkDateOrder(
    patch.startDate !== undefined ? patch.startDate : before.startDate,
    patch.targetDate !== undefined ? patch.targetDate : before.targetDate,
  );
  // Once assessed, the EU AI Act status follows from the obligations, not from the form.
  const { euAiActStatus, ...rest } = patch;
  const assessed = euAiActStatus !== undefined && (await findAssessment(uow.trx, id));
  const fields = assessed ? rest : patch;
  if (Object.keys(fields).length === 0) return before;
  const override =
    fields.status === 'active' && before.status !== 'active'
      ? await checkActivation(uow, { ...before, ...normalized(fields) }, friaOverrideReason, admin)
      : null;
  const [updated] = await Project.query(uow.trx)
    .where({ id })
    .patch(normalized(fields))
    .returning('*');
  await uow.record({
    entity: 'project',
    id,
    action: 'updated',
    before,
    after: override ? { ...updated, friaOverrideReason: override } : updated,
  });
  // The derived EU AI Act status replaces a hand-picked one once the project is assessed.
  return (await afterProjectEdit(uow, before, updated!)) ?? updated!;
}

/**
 * Archives (or restores) a project. Idempotent: archiving an archived project keeps its first
 * archive time and changes nothing (and records nothing), likewise restoring a live one.
 */
export async function setArchived(
  uow: UnitOfWork,
  project: Pick<Project, 'id'>,
  archived: boolean,
): Promise<Project> {
  const before = await lockProject(uow, project.id);
  if ((before.archivedAt !== null) === archived) return before;
  const changed = await Project.query(uow.trx).patchAndFetchById(project.id, {
    archivedAt: archived ? fn.now() : null,
  } as Partial<Project>);
  await uow.record({
    entity: 'project',
    id: project.id,
    action: archived ? 'archived' : 'restored',
    before,
    after: changed,
  });
  return changed;
}
