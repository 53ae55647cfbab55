import type { Registration } from '../contract.ts';
import { exportProjects } from './export.ts';
import { getPortfolioSummary } from './portfolio-summary.ts';
import {
  archiveProject,
  createProject,
  getProject,
  listProjects,
  restoreProject,
  updateProject,
} from './projects.ts';

export const projectRoutes: Registration[] = [
  exportProjects,
  listProjects,
  createProject,
  getPortfolioSummary,
  getProject,
  updateProject,
  archiveProject,
  restoreProject,
];
