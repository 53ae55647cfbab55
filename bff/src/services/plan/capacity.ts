import {
  capacityMonths,
  FULL_ALLOCATION_PERCENT,
  type CapacityQuery,
  type OverAllocation,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { singleFlight } from '../single-flight.ts';
import { fieldError } from '../../errors.ts';
import { Company } from '../../models/company.ts';
import { PERSON_NAME_SQL } from './people.ts';

/*
 * Capacity: what the allocations of a company's live (not archived) projects add up to per
 * person and month. Every sum is taken by PostgreSQL over the `(company_id, month, person_id)`
 * index; the capacity view's answer is built as JSON text there too.
 */

const firstDay = (month: string) => `${month}-01`;
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The months a capacity query asks for: this month and the 11 after it unless given. */
export function capacityRange(query: CapacityQuery, now = new Date()) {
  const { from, to, problem } = capacityMonths(query, now);
  if (problem) throw fieldError('to', problem);
  return { from, to };
}

/** Allocations of the company's live projects in a range of months (first days). */
const LIVE_ALLOCATIONS = `
  select a.person_id, a.month, a.percent, a.project_id, pr.name as project_name, pr.department
    from project_allocations a
    join projects pr on pr.id = a.project_id and pr.archived_at is null
   where a.company_id = :companyId and a.month between :from and :to`;

const MONTH = (column: string) => `to_char(${column}, 'YYYY-MM')`;

/**
 * Answers as JSON text by company, data version and range. People, allocations and projects all
 * move the company's data version in the writing transaction (so does a member renaming their
 * account), and the version is read in the answer's own snapshot: an entry is exactly the
 * answer of that version, never an older one. Any BFF process may keep its own. Bounded by
 * bytes: a large company's answer is a megabyte or more.
 */
const answers = new LRUCache<string, CapacityAnswer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (answer) => answer.json.length || 1,
});

/** The contract's `Capacity` as JSON text; one object per cached answer (its body is kept with it). */
export interface CapacityAnswer {
  readonly json: string;
}

/**
 * GET …/capacity as JSON text: every person of the company by name, each with the months they
 * are allocated in (total and projects), and the totals per department of the projects. With
 * the company's `dataVersion` (read with the membership), the answer of that version and range
 * is computed once.
 */
export async function capacityJson(
  db: Knex,
  companyId: string,
  range: { from: string; to: string },
  dataVersion?: string,
): Promise<CapacityAnswer> {
  const key = (version: string) => `${companyId}:${version}:${range.from}:${range.to}`;
  const compute = async () => {
    const { version, json } = await db.transaction(
      async (trx) => ({
        version: await Company.dataVersionOf(trx, companyId),
        json: await computeCapacityJson(trx, companyId, range),
      }),
      { isolationLevel: 'repeatable read', readOnly: true },
    );
    const answer = { json };
    if (version !== undefined) answers.set(key(version), answer);
    return answer;
  };
  if (dataVersion === undefined) return compute();
  // Requests for the version under computation wait for it (single flight).
  return answers.get(key(dataVersion)) ?? singleFlight('capacity', key(dataVersion), compute);
}

async function computeCapacityJson(
  db: Knex,
  companyId: string,
  range: { from: string; to: string },
): Promise<string> {
  const { rows } = (await db.raw(
    `with alloc as (${LIVE_ALLOCATIONS}),
     cells as (
       select person_id, month, sum(percent)::int as percent,
              json_agg(json_build_object('projectId', project_id, 'percent', percent)
                order by percent desc, project_name, project_id) as projects
         from alloc group by person_id, month
     ),
     person_months as (
       select person_id, json_agg(json_build_object('month', ${MONTH('month')},
                'percent', percent, 'projects', projects) order by month) as months
         from cells group by person_id
     ),
     department_months as (
       select department, json_agg(json_build_object('month', ${MONTH('month')},
                'percent', percent) order by month) as months
         from (select department, month, sum(percent)::int as percent
                 from alloc group by department, month) d
        group by department
     )
     select json_build_object(
       'from', :fromMonth::text, 'to', :toMonth::text,
       'people', coalesce((
         select json_agg(json_build_object('personId', p.id, 'userId', p.user_id,
                  'name', ${PERSON_NAME_SQL}, 'title', p.title, 'hoursPerWeek', p.hours_per_week,
                  'months', coalesce(pm.months, '[]'::json))
                  order by lower(${PERSON_NAME_SQL}), p.id)
           from people p
           left join users u on u.id = p.user_id
           left join person_months pm on pm.person_id = p.id
          where p.company_id = :companyId), '[]'::json),
       'projects', coalesce((
         select json_agg(json_build_object('projectId', project_id, 'projectName', project_name,
                  'department', department) order by project_name, project_id)
           from (select distinct project_id, project_name, department from alloc) named), '[]'::json),
       'departments', coalesce((
         select json_agg(json_build_object('department', department, 'months', months)
                  order by department collate "C")
           from department_months), '[]'::json)
     )::text as json`,
    {
      companyId,
      from: firstDay(range.from),
      to: firstDay(range.to),
      fromMonth: range.from,
      toMonth: range.to,
    },
  )) as { rows: Array<{ json: string }> };
  return rows[0]!.json;
}

/** How many people of the company are allocated over 100% in `month` (the dashboard's figure). */
export async function overAllocatedCount(
  db: Knex,
  companyId: string,
  month: string,
): Promise<number> {
  const { rows } = (await db.raw(
    `select count(*)::int as count from (
       select a.person_id from project_allocations a
         join projects pr on pr.id = a.project_id and pr.archived_at is null
        where a.company_id = ? and a.month = ?
        group by a.person_id having sum(a.percent) > ?) over_allocated`,
    [companyId, firstDay(month), FULL_ALLOCATION_PERCENT],
  )) as { rows: Array<{ count: number }> };
  return rows[0]?.count ?? 0;
}

/**
 * For each of the given projects, the people it allocates in a month from `fromMonth` on in
 * which their allocations over every live project add up to over 100% (the `over-allocated`
 * rule's context). Projects without any are left out.
 */
export async function overAllocationsOf(
  db: Knex,
  companyId: string,
  projectIds: readonly string[],
  fromMonth: string,
): Promise<Map<string, OverAllocation[]>> {
  const result = new Map<string, OverAllocation[]>();
  if (projectIds.length === 0) return result;
  const { rows } = (await db.raw(
    `with mine as (
       select project_id, person_id, month from project_allocations
        where project_id in (${placeholders(projectIds)}) and month >= ?
     ),
     totals as (
       select a.person_id, a.month, sum(a.percent)::int as percent
         from project_allocations a
         join projects pr on pr.id = a.project_id and pr.archived_at is null
        where a.company_id = ? and a.month >= ?
          and a.person_id in (select person_id from mine)
        group by a.person_id, a.month having sum(a.percent) > ?
     )
     select m.project_id, ${MONTH('t.month')} as month, t.percent, ${PERSON_NAME_SQL} as name
       from mine m
       join totals t on t.person_id = m.person_id and t.month = m.month
       join people p on p.id = m.person_id
       left join users u on u.id = p.user_id
      order by m.project_id, t.month, name`,
    [...projectIds, firstDay(fromMonth), companyId, firstDay(fromMonth), FULL_ALLOCATION_PERCENT],
  )) as { rows: Array<{ project_id: string; month: string; percent: number; name: string }> };
  for (const row of rows) {
    const list = result.get(row.project_id) ?? [];
    list.push({ personName: row.name, month: row.month, percent: row.percent });
    result.set(row.project_id, list);
  }
  return result;
}

/**
 * The projects whose `over-allocated` risk may change when the allocations of `projectIds` or
 * the people `personIds` change: those that share a person with them from `fromMonth` on, and
 * those with the risk unresolved (whose person may have been given time back elsewhere).
 */
export async function projectsSharingPeople(
  db: Knex,
  companyId: string,
  { projectIds, personIds }: { projectIds: readonly string[]; personIds: readonly string[] },
  fromMonth: string,
): Promise<string[]> {
  const people = [
    ...(projectIds.length
      ? [
          `select person_id from project_allocations
           where project_id in (${placeholders(projectIds)}) and month >= ?`,
        ]
      : []),
    ...(personIds.length ? [`select unnest(array[${placeholders(personIds)}]::uuid[])`] : []),
  ];
  const bindings = [
    ...(projectIds.length ? [...projectIds, firstDay(fromMonth)] : []),
    ...personIds,
  ];
  const sharing = people.length
    ? `select project_id from project_allocations
        where company_id = ? and month >= ? and person_id in (${people.join(' union ')})
        union `
    : '';
  const { rows } = (await db.raw(
    `${sharing}select project_id from risks
      where company_id = ? and rule_id = 'over-allocated' and state <> 'resolved'`,
    [...(people.length ? [companyId, firstDay(fromMonth), ...bindings] : []), companyId],
  )) as { rows: Array<{ project_id: string }> };
  return [...new Set(rows.map((row) => row.project_id))];
}
