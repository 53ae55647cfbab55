import {
  DEFAULT_HOURS_PER_WEEK,
  MEMBER_PERSON_DELETE_MESSAGE,
  MEMBER_PERSON_FIELDS_MESSAGE,
  type PersonCreateBody,
  type PersonUpdateBody,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { deleteRecorded, insertRecorded } from '../../audit/recorded-writes.ts';
import { lockedChange, type UnitOfWork } from '../../audit/unit-of-work.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { Person } from '../../models/person.ts';

/**
 * A person's name as the product shows it (SQL over `people p left join users u`): a member's
 * account name (first and last, else their e-mail), else the name typed for them.
 */
export const PERSON_NAME_SQL = `case when p.user_id is null then p.name
  else coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email, p.name) end`;
const PERSON_EMAIL_SQL = 'case when p.user_id is null then p.email else u.email end';

/** People with a member's name and e-mail read from their account; `where` narrows them. */
const named = (db: Knex) =>
  Person.query(db)
    .alias('p')
    .leftJoin('users as u', 'u.id', 'p.userId')
    .select(
      'p.id',
      'p.companyId',
      'p.userId',
      'p.title',
      'p.hoursPerWeek',
      'p.createdAt',
      'p.updatedAt',
      db.raw(`${PERSON_NAME_SQL} as name`),
      db.raw(`${PERSON_EMAIL_SQL} as email`),
    );

/** The company's people by name (then id: a total order). */
export async function listPeople(db: Knex, companyId: string): Promise<Person[]> {
  return named(db).where('p.companyId', companyId).orderByRaw(`lower(${PERSON_NAME_SQL}), p.id`);
}

async function findNamed(db: Knex, id: string): Promise<Person> {
  const person = await named(db).findOne('p.id', id);
  if (!person) throw new NotFoundError(notFoundMessage('person'));
  return person;
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Adds a person outside the product. */
export async function createPerson(
  uow: UnitOfWork,
  companyId: string,
  body: PersonCreateBody,
): Promise<Person> {
  return insertRecorded(uow, Person, 'person', {
    companyId,
    name: body.name.trim(),
    email: blankToNull(body.email),
    title: blankToNull(body.title),
    hoursPerWeek: body.hoursPerWeek ?? DEFAULT_HOURS_PER_WEEK,
  });
}

/**
 * Any subset of a person's fields. A member's name and e-mail are their account's: changing
 * them here is refused (409); their title and hours are kept here.
 */
export const updatePerson = lockedChange(
  Person,
  notFoundMessage('person'),
  async (uow, locked, body: PersonUpdateBody): Promise<Person> => {
    if (locked.userId && (body.name !== undefined || body.email !== undefined)) {
      throw new ConflictError(MEMBER_PERSON_FIELDS_MESSAGE, { code: 'member_person' });
    }
    const before = await findNamed(uow.trx, locked.id);
    const patch: Partial<Person> = {};
    if (body.name !== undefined) patch.name = body.name.trim();
    if (body.email !== undefined) patch.email = blankToNull(body.email);
    if (body.title !== undefined) patch.title = blankToNull(body.title);
    if (body.hoursPerWeek !== undefined) patch.hoursPerWeek = body.hoursPerWeek;
    await Person.query(uow.trx).patchAndFetchById(locked.id, patch);
    const after = await findNamed(uow.trx, locked.id);
    await uow.record({ entity: 'person', id: locked.id, action: 'updated', before, after });
    return after;
  },
);

/** Deletes a person outside the product, and their allocations with them. */
export async function deletePerson(uow: UnitOfWork, person: Pick<Person, 'id'>): Promise<void> {
  const before = await uow.lock(Person, person.id, notFoundMessage('person'));
  if (before.userId) {
    throw new ConflictError(MEMBER_PERSON_DELETE_MESSAGE, { code: 'member_person' });
  }
  await deleteRecorded(uow, Person, 'person', before);
}

/** One person of the company with their shown name (after a write, for the answer). */
export const findPerson = findNamed;
