import type { Registration } from '../contract.ts';
import { getDoraRegister, getProjectDora, updateProjectDora } from './dora.ts';
import { approveFria, getProjectFria, notifyFria, updateProjectFria } from './fria.ts';
import { getProjectGdpr, updateProjectGdpr } from './gdpr.ts';

/** A project's GDPR and DORA records and its FRIA, and the company's DORA register. */
export const complianceRoutes: Registration[] = [
  getProjectGdpr,
  updateProjectGdpr,
  getProjectDora,
  updateProjectDora,
  getDoraRegister,
  getProjectFria,
  updateProjectFria,
  approveFria,
  notifyFria,
];
