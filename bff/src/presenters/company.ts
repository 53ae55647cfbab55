import type { Company as CompanyBody } from '@portfolio/contracts';
import type { Company } from '../models/company.ts';
import { toIsoString } from './user.ts';

/** A company as the contract describes it; nothing else of the row leaves the BFF. */
export function presentCompany(
  company: Pick<
    Company,
    'id' | 'name' | 'industry' | 'size' | 'ownerId' | 'createdAt' | 'updatedAt'
  >,
): CompanyBody {
  return {
    id: company.id,
    name: company.name,
    industry: company.industry ?? null,
    size: company.size ?? null,
    ownerId: company.ownerId,
    createdAt: toIsoString(company.createdAt),
    updatedAt: toIsoString(company.updatedAt),
  };
}
