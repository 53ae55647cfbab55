import { useState } from 'react';
import {
  COMPANY_SIZES,
  CompanyBody,
  INDUSTRIES,
  checkFields,
  companySizeLabel,
  type CompanyBody as CompanyBodyType,
} from '@portfolio/contracts';
import { Field, Input, Select } from '@portfolio/ui';

export type CompanyValues = Record<'name' | 'industry' | 'size', string>;

/**
 * The company form's values and the contract's refusals, for creating a company and for its
 * settings. `validate()` gives the body to send, or null when a field is refused.
 */
export function useCompanyForm(initial: () => CompanyValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (field: keyof CompanyValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const validate = (): CompanyBodyType | null => {
    const body = { ...values, name: values.name.trim() };
    const found = checkFields(CompanyBody, body);
    setErrors(found);
    return Object.keys(found).length > 0 ? null : (body as CompanyBodyType);
  };

  const reset = () => {
    setValues(initial());
    setErrors({});
  };

  return { values, errors, set, validate, reset, clearErrors: () => setErrors({}) };
}

export interface CompanyFieldsProps {
  form: Pick<ReturnType<typeof useCompanyForm>, 'values' | 'errors' | 'set'>;
  /** Members see the company's values without being able to change them. */
  readOnly?: boolean;
}

/** Company Name, Industry and Company Size. */
export function CompanyFields({
  form: { values, errors, set },
  readOnly = false,
}: CompanyFieldsProps) {
  const sizeOptions = COMPANY_SIZES.map((size) => ({
    value: size as string,
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
    <>
      <Field label="Company Name" required={!readOnly} error={errors.name}>
        <Input
          name="companyName"
          value={values.name}
          maxLength={255}
          placeholder="Acme Corporation"
          autoComplete="organization"
          readOnly={readOnly}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      <Field label="Industry" required={!readOnly} error={errors.industry}>
        <Select
          name="industry"
          value={values.industry}
          placeholder="Select industry"
          options={industryOptions}
          onChange={(e) => set('industry', e.target.value)}
        />
      </Field>
      <Field label="Company Size" required={!readOnly} error={errors.size}>
        <Select
          name="size"
          value={values.size}
          placeholder="Select company size"
          options={sizeOptions}
          onChange={(e) => set('size', e.target.value)}
        />
      </Field>
    </>
  );
}
