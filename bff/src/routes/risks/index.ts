import type { Registration } from '../contract.ts';
import { acknowledgeRisk, listRisks } from './risks.ts';

export const riskRoutes: Registration[] = [listRisks, acknowledgeRisk];
