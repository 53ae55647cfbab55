import { monthOf, type Capacity } from '@portfolio/contracts';
import { write } from '../../audit/unit-of-work.ts';
import { Person } from '../../models/person.ts';
import { presentPerson } from '../../presenters/plan/person.ts';
import { listAllocations, setAllocations } from '../../services/plan/allocations.ts';
import { capacityJson, capacityRange } from '../../services/plan/capacity.ts';
import {
  createPerson,
  deletePerson,
  findPerson,
  listPeople,
  updatePerson,
} from '../../services/plan/people.ts';
import { contractRoute, keptJsonText, removeRowRoute, writeRowRoute } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

const personOfPath = { model: Person, param: 'id' } as const;

export const listPeopleRoute = contractRoute('listPeople', {
  async handle({ params, deps }) {
    return (await listPeople(deps.db, params.companyId)).map(presentPerson);
  },
});

export const createPersonRoute = contractRoute('createPerson', {
  async handle({ params, body, actor, deps }) {
    const created = await write(deps, actor, (uow) => createPerson(uow, params.companyId, body));
    return presentPerson(await findPerson(deps.db, created.id));
  },
});

export const updatePersonRoute = writeRowRoute(
  'updatePerson',
  personOfPath,
  updatePerson,
  presentPerson,
);

export const deletePersonRoute = removeRowRoute('deletePerson', personOfPath, deletePerson);

export const listProjectAllocationsRoute = contractRoute('listProjectAllocations', {
  row: projectOfPath,
  async handle({ row, deps }) {
    return listAllocations(deps.db, row.id);
  },
});

export const setProjectAllocationsRoute = writeRowRoute(
  'setProjectAllocations',
  projectOfPath,
  setAllocations,
  (allocations) => allocations,
);

/**
 * Summed and shaped by PostgreSQL (see `capacityJson`): 300 people × 12 months in one query,
 * once per data version and range.
 */
export const getCapacityRoute = contractRoute('getCapacity', {
  // Revalidated by the company's data version; the default range is this month's.
  versioned: { also: () => monthOf(new Date()) },
  async handle({ params, query, membership, deps }) {
    const range = capacityRange(query);
    return keptJsonText<Capacity>(
      await capacityJson(deps.db, params.companyId, range, membership.dataVersion),
    );
  },
});
