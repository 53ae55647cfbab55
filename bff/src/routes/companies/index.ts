import type { Registration } from '../contract.ts';
import { createCompany, updateCompany } from './companies.ts';

export const companyRoutes: Registration[] = [createCompany, updateCompany];
