import type { Registration } from '../contract.ts';
import {
  createPersonRoute,
  deletePersonRoute,
  getCapacityRoute,
  listPeopleRoute,
  listProjectAllocationsRoute,
  setProjectAllocationsRoute,
  updatePersonRoute,
} from './capacity.ts';

/** People, their allocations to projects, and the capacity view over them. */
export const capacityRoutes: Registration[] = [
  listPeopleRoute,
  createPersonRoute,
  updatePersonRoute,
  deletePersonRoute,
  listProjectAllocationsRoute,
  setProjectAllocationsRoute,
  getCapacityRoute,
];
