import type { CompanyBody } from '@portfolio/contracts';
import { NotFoundError } from '../../errors.ts';
import { Company } from '../../models/company.ts';
import { CompanyMember } from '../../models/company-member.ts';
import { presentCompany } from '../../presenters/company.ts';
import { contractRoute } from '../contract.ts';

const fieldsOf = (body: CompanyBody) => ({
  name: body.name.trim(),
  industry: body.industry,
  size: body.size,
});

/** POST /api/companies: the company and its creator's admin membership, together or not at all. */
export const createCompany = contractRoute('createCompany', {
  async handle({ body, userId, deps }) {
    const company = await deps.db.transaction(async (trx) => {
      const created = await Company.query(trx).insertAndFetch({
        ...fieldsOf(body),
        ownerId: userId,
      });
      await CompanyMember.query(trx).insert({ companyId: created.id, userId, role: 'admin' });
      return created;
    });
    return presentCompany(company);
  },
});

/** PUT /api/companies/{companyId}: company information, admins only (checked by the contract). */
export const updateCompany = contractRoute('updateCompany', {
  async handle({ params, body, deps }) {
    const company = await Company.query(deps.db).patchAndFetchById(
      params.companyId,
      fieldsOf(body),
    );
    if (!company) throw new NotFoundError();
    return presentCompany(company);
  },
});
