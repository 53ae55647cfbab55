import { notFoundMessage, type CompanyBody } from '@portfolio/contracts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { Company } from '../../models/company.ts';
import { CompanyMember } from '../../models/company-member.ts';

const fieldsOf = (body: CompanyBody) => ({
  name: body.name.trim(),
  industry: body.industry,
  size: body.size,
});

/** A new company and its creator's admin membership, together or not at all. */
export async function createCompany(
  uow: UnitOfWork,
  ownerId: string,
  body: CompanyBody,
): Promise<Company> {
  const created = await Company.query(uow.trx).insertAndFetch({ ...fieldsOf(body), ownerId });
  await CompanyMember.query(uow.trx).insert({
    companyId: created.id,
    userId: ownerId,
    role: 'admin',
  });
  await uow.record({
    entity: 'company',
    id: created.id,
    action: 'created',
    companyId: created.id,
    after: created,
  });
  return created;
}

/** Company information (name, industry, size). */
export async function updateCompany(
  uow: UnitOfWork,
  companyId: string,
  body: CompanyBody,
): Promise<Company> {
  const before = await uow.lock(Company, companyId, notFoundMessage('company'));
  const after = await Company.query(uow.trx).patchAndFetchById(companyId, fieldsOf(body));
  await uow.record({
    entity: 'company',
    id: companyId,
    action: 'updated',
    companyId,
    before,
    after,
  });
  return after;
}
