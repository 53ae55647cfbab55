import type { Registration } from '../contract.ts';
import {
  createStatusReport,
  getProjectHealth,
  listStatusReports,
  publishStatusReport,
  updateStatusReport,
} from './status-reports.ts';

export const statusReportRoutes: Registration[] = [
  listStatusReports,
  createStatusReport,
  updateStatusReport,
  publishStatusReport,
  getProjectHealth,
];
