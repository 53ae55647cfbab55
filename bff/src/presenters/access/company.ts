import type { Company as CompanyBody, CompanyMembership } from '@portfolio/contracts';
import type { Company } from '../../models/company.ts';
import { toIsoString } from '../../db/dates.ts';

type CompanyFields = Pick<Company, 'id' | 'name' | 'industry' | 'size'>;

/** What anyone in a company sees of it, wherever a company is shown. */
export const presentCompanyFields = (company: CompanyFields) => ({
  id: company.id,
  name: company.name,
  industry: company.industry ?? null,
  size: company.size ?? null,
});

/** A company in a user's list, with their role in it. */
export const presentMembership = (
  company: CompanyFields & Pick<CompanyMembership, 'role'>,
): CompanyMembership => ({ ...presentCompanyFields(company), role: company.role });

/** A company as the contract describes it; nothing else of the row leaves the BFF. */
export function presentCompany(
  company: CompanyFields & Pick<Company, 'ownerId' | 'createdAt' | 'updatedAt'>,
): CompanyBody {
  return {
    ...presentCompanyFields(company),
    ownerId: company.ownerId,
    createdAt: toIsoString(company.createdAt),
    updatedAt: toIsoString(company.updatedAt),
  };
}
