import type { TimelineQuery } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { filtered } from './projects.ts';

/** A date as the contract's calendar date, `YYYY-MM-DD`, whatever the session's DateStyle. */
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

export interface TimelineAnswer {
  /** The contract's `PortfolioTimeline` as JSON text, built by PostgreSQL. */
  json: string;
  /** The company's data version it was read at (undefined: no such company). */
  dataVersion: string | undefined;
}

/**
 * The portfolio timeline of the projects matching `filter`, in one statement: PostgreSQL picks
 * the projects (the project list's filter), gathers each one's milestones (by the company's
 * index) and baseline, the dependencies between them, and writes the whole answer as one JSON
 * text with the company's data version beside it, so the version describes exactly what was
 * read. The BFF parses nothing: the text is the reply.
 */
export async function readTimeline(
  db: Knex,
  companyId: string,
  filter: TimelineQuery,
): Promise<TimelineAnswer> {
  const projects = filtered(db, companyId, filter).select(
    'id',
    'name',
    'department',
    'businessOwner',
    'status',
    'startDate',
    'targetDate',
  );
  const { rows } = (await db.raw(
    `with p as (?),
     m as (
       select project_id, json_agg(json_build_object(
         'id', id, 'name', name, 'dueDate', ${day('due_date')}, 'done', done
       ) order by due_date, id) as list
       from milestones
       where company_id = ? and project_id in (select id from p)
       group by project_id
     )
     select json_build_object(
       'projects', coalesce((
         select json_agg(json_build_object(
           'id', p.id, 'name', p.name, 'department', p.department,
           'businessOwner', p.business_owner, 'status', p.status,
           'startDate', ${day('p.start_date')}, 'targetDate', ${day('p.target_date')},
           'milestones', coalesce(m.list, '[]'),
           'baseline', case when b.id is null then null else json_build_object(
             'startDate', ${day('b.start_date')}, 'targetDate', ${day('b.target_date')}
           ) end
         ) order by p.start_date is null, p.start_date, lower(p.name), p.id)
         from p
         left join m on m.project_id = p.id
         left join project_baselines b on b.project_id = p.id
       ), '[]'),
       'dependencies', coalesce((
         select json_agg(json_build_object(
           'id', d.id, 'projectId', d.project_id, 'dependsOnProjectId', d.depends_on_project_id
         ) order by d.created_at, d.id)
         from project_dependencies d
         where d.company_id = ?
           and d.project_id in (select id from p)
           and d.depends_on_project_id in (select id from p)
       ), '[]')
     )::text as timeline,
     (select data_version::text from companies where id = ?) as data_version`,
    [projects, companyId, companyId, companyId],
  )) as { rows: Array<{ timeline: string; data_version: string | null }> };
  const row = rows[0]!;
  return { json: row.timeline, dataVersion: row.data_version ?? undefined };
}
