import type { Registration } from '../contract.ts';
import { exportCompanyAudit, getProjectHistory, listCompanyAudit } from './history.ts';

export const historyRoutes: Registration[] = [
  getProjectHistory,
  exportCompanyAudit,
  listCompanyAudit,
];
