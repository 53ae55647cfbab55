import type { FormEvent } from 'react';
import type { CompanyMembership } from '@portfolio/contracts';
import { BuildingIcon, useToast } from '@portfolio/ui';
import { useUpdateCompany } from '../../api/update-company';
import { CompanyFields, useCompanyForm } from '../../company/company-fields';
import { EvidenceUsageLine } from './evidence-usage-line';
import { SettingsCard, SettingsForm } from './settings-card';

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
      <SettingsForm
        onSubmit={submit}
        saving={save.isPending}
        disabled={!isAdmin}
        submitLabel={isAdmin ? 'Save Changes' : undefined}
      >
        <CompanyFields form={form} readOnly={!isAdmin} />
      </SettingsForm>
      <EvidenceUsageLine companyId={company.id} />
    </SettingsCard>
  );
}
