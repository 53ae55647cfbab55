import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  COMPANY_SIZES,
  CompanyBody,
  INDUSTRIES,
  companySizeLabel,
  type CompanyBody as CompanyBodyType,
  type CompanyMembership,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  BuildingIcon,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Select,
  useToast,
} from '@portfolio/ui';
import { useUpdateCompany } from '../../api/update-company';

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
  const [values, setValues] = useState(() => valuesOf(company));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useUpdateCompany(company.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, name: values.name.trim() };
    const found = checkFields(CompanyBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body as CompanyBodyType, {
      onSuccess: () => toast({ title: 'Company settings updated successfully!' }),
    });
  };

  const set = (field: keyof ReturnType<typeof valuesOf>, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const sizeOptions: { value: string; label: string }[] = COMPANY_SIZES.map((size) => ({
    value: size,
    label: companySizeLabel(size),
  }));
  const industryOptions: string[] = [...INDUSTRIES];
  // Older data may hold a value outside today's lists: keep it selectable so it is not lost.
  if (values.industry && !industryOptions.includes(values.industry))
    industryOptions.push(values.industry);
  if (values.size && !sizeOptions.some((o) => o.value === values.size)) {
    sizeOptions.push({ value: values.size, label: companySizeLabel(values.size) });
  }

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>
            <BuildingIcon size={18} />
            Company Information
          </CardTitle>
          <CardDescription>
            {isAdmin
              ? 'Your company as your team sees it.'
              : 'Only company admins can change these settings.'}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate>
          <fieldset
            disabled={!isAdmin || save.isPending}
            style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
          >
            <Grid>
              <Field label="Company Name" required={isAdmin} error={errors.name}>
                <Input
                  name="companyName"
                  value={values.name}
                  maxLength={255}
                  readOnly={!isAdmin}
                  onChange={(e) => set('name', e.target.value)}
                />
              </Field>
              <Field label="Industry" required={isAdmin} error={errors.industry}>
                <Select
                  name="industry"
                  value={values.industry}
                  placeholder="Select industry"
                  options={industryOptions}
                  onChange={(e) => set('industry', e.target.value)}
                />
              </Field>
              <Field label="Company Size" required={isAdmin} error={errors.size}>
                <Select
                  name="size"
                  value={values.size}
                  placeholder="Select company size"
                  options={sizeOptions}
                  onChange={(e) => set('size', e.target.value)}
                />
              </Field>
            </Grid>
            {isAdmin ? (
              <Actions>
                <Button type="submit">{save.isPending ? 'Saving...' : 'Save Changes'}</Button>
              </Actions>
            ) : null}
          </fieldset>
        </form>
      </CardContent>
    </Card>
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
