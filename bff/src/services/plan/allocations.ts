import {
  ERROR_CODES,
  allocatedTwice,
  formatMonth,
  type AllocationsBody,
  type ProjectAllocation as ProjectAllocationBody,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { InputError, NotFoundError } from '../../errors.ts';
import { ProjectAllocation } from '../../models/project-allocation.ts';
import { Project } from '../../models/project.ts';
import { PERSON_NAME_SQL } from './people.ts';
import { lockProject } from '../portfolio/project-lock.ts';

/** The month column (its first day) as the contract's `YYYY-MM`, and back. */
const MONTH_SQL = "to_char(a.month, 'YYYY-MM')";
const firstDay = (month: string) => `${month}-01`;

/** A project's allocations with each person's shown name, by name, then month. */
export async function listAllocations(
  db: Knex,
  projectId: string,
): Promise<ProjectAllocationBody[]> {
  const { rows } = (await db.raw(
    `select a.person_id as "personId", ${PERSON_NAME_SQL} as "personName",
            ${MONTH_SQL} as month, a.percent
       from project_allocations a
       join people p on p.id = a.person_id
       left join users u on u.id = p.user_id
      where a.project_id = ?
      order by lower(${PERSON_NAME_SQL}), p.id, a.month`,
    [projectId],
  )) as { rows: ProjectAllocationBody[] };
  return rows;
}

/** The set as the history keeps it: a line per row, "Maya Chen · Mar 2026 · 60%". */
const lines = (rows: readonly ProjectAllocationBody[]) =>
  rows.map((row) => `${row.personName} · ${formatMonth(row.month)} · ${row.percent}%`);

/**
 * Replaces a project's allocations with `rows` (a row of 0% allocates nobody), as one change of
 * its history. Refused: a person who is not one of the company's (404, as a missing one) and a
 * person given twice for one month (400). The project is locked, so two sets written at once
 * are applied one after the other.
 */
export async function setAllocations(
  uow: UnitOfWork,
  project: Pick<Project, 'id' | 'companyId' | 'name'>,
  rows: AllocationsBody,
): Promise<ProjectAllocationBody[]> {
  const { trx } = uow;
  await lockProject(uow, project.id);
  const personIds = [...new Set(rows.map((row) => row.personId))];
  const people = personIds.length
    ? ((await trx.raw(
        `select p.id, ${PERSON_NAME_SQL} as name from people p
           left join users u on u.id = p.user_id
          where p.company_id = ? and p.id in (${personIds.map(() => '?').join(', ')})`,
        [project.companyId, ...personIds],
      )) as { rows: Array<{ id: string; name: string }> })
    : { rows: [] };
  const names = new Map(people.rows.map((person) => [person.id, person.name]));
  if (names.size !== personIds.length) throw new NotFoundError(notFoundMessage('person'));
  const twice = allocatedTwice(rows, (id) => names.get(id));
  if (twice) {
    throw new InputError(twice.message, {
      code: ERROR_CODES.validation,
      details: [{ field: `${twice.index}.month`, message: twice.message }],
    });
  }
  const before = await listAllocations(trx, project.id);
  await ProjectAllocation.query(trx).delete().where({ projectId: project.id });
  const kept = rows.filter((row) => row.percent > 0);
  if (kept.length > 0) {
    await trx('projectAllocations').insert(
      kept.map((row) => ({
        companyId: project.companyId,
        projectId: project.id,
        personId: row.personId,
        month: firstDay(row.month),
        percent: row.percent,
      })),
    );
  }
  const after = await listAllocations(trx, project.id);
  await uow.record({
    entity: 'project_allocations',
    id: project.id,
    action: 'updated',
    companyId: project.companyId,
    projectId: project.id,
    label: project.name,
    before: { allocations: lines(before) },
    after: { allocations: lines(after) },
  });
  return after;
}
