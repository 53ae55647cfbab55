import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { CompanyMembership } from '@portfolio/contracts';
import { BuildingIcon, Button, useToast } from '@portfolio/ui';
import { useUpdateCompany } from '../../api/update-company';
import { CompanyFields, useCompanyForm } from '../../company/company-fields';
import { EvidenceUsageLine } from './evidence-usage-line';
import { SettingsCard } from './settings-card';

const valuesOf = (company: CompanyMembership) => ({
  name: company.name,
  industry: company.industry ?? '',
  size: company.size ?? '',
});

/** Changes whenever the company's saved values do. */
export const companyFormKey = (c: CompanyMembership) =>
  [c.id, c.name, c.industry, c.size].join('|');

/**
 * Company name, industry and size: saved by admins, read-only for members. Give it a `key` that
 * changes with the company's values so a saved or refreshed company restarts the form.
 */
export function CompanySettingsCard({ company }: { company: CompanyMembership }) {
  const { toast } = useToast();
  const isAdmin = company.role === 'admin';
  const form = useCompanyForm(() => valuesOf(company));
  const save = useUpdateCompany(company.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => toast({ title: 'Company settings updated successfully!' }),
    });
  };

  return (
    <SettingsCard
      icon={<BuildingIcon size={18} />}
      title="Company Information"
      description={
        isAdmin
          ? 'Your company as your team sees it.'
          : 'Only company admins can change these settings.'
      }
    >
      <form onSubmit={submit} noValidate>
        <fieldset
          disabled={!isAdmin || save.isPending}
          style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        >
          <Grid>
            <CompanyFields form={form} readOnly={!isAdmin} />
          </Grid>
          {isAdmin ? (
            <Actions>
              <Button type="submit">{save.isPending ? 'Saving...' : 'Save Changes'}</Button>
            </Actions>
          ) : null}
        </fieldset>
      </form>
      <EvidenceUsageLine companyId={company.id} />
    </SettingsCard>
  );
}

export const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1.25rem;
`;
