import { write } from '../../audit/unit-of-work.ts';
import { presentCompany } from '../../presenters/access/company.ts';
import * as companies from '../../services/access/companies.ts';
import { contractRoute } from '../contract.ts';

/** POST /api/companies: the company and its creator's admin membership, together or not at all. */
export const createCompany = contractRoute('createCompany', {
  async handle({ body, userId, actor, deps }) {
    return presentCompany(
      await write(deps, actor, (uow) => companies.createCompany(uow, userId, body)),
    );
  },
});

/** PUT /api/companies/{companyId}: company information, admins only (checked by the contract). */
export const updateCompany = contractRoute('updateCompany', {
  async handle({ params, body, actor, deps }) {
    return presentCompany(
      await write(deps, actor, (uow) => companies.updateCompany(uow, params.companyId, body)),
    );
  },
});
