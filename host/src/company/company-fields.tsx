import { useState } from 'react';
import {
  COMPANY_SIZES,
  CompanyBody,
  INDUSTRIES,
  companySizeLabel,
  type CompanyBody as CompanyBodyType,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Field, Input, Select, useFieldErrors } from '@portfolio/ui';

export type CompanyValues = Record<keyof CompanyBodyType, string>;

/**
 * The company form's values and the contract's refusals, for creating a company and for its
 * settings. `validate()` gives the body to send, or null when a field is refused.
 */
export function useCompanyForm(initial: () => CompanyValues) {
  const [values, setValues] = useState(initial);
  const { errors, accept, clear, reset: clearErrors } = useFieldErrors();

  const set = (field: keyof CompanyValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  const validate = (): CompanyBodyType | null => {
    const body = { ...values, name: values.name.trim() };
    return accept(checkFields(CompanyBody, body)) ? (body as CompanyBodyType) : null;
  };

  const reset = () => {
    setValues(initial());
    clearErrors();
  };

  return { values, errors, set, validate, reset, clearErrors };
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
          maxLength={CompanyBody.properties.name.maxLength}
          placeholder="Acme Corporation"
          autoComplete="organization"
          readOnly={readOnly}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      {(
        [
          ['industry', 'Industry', 'Select industry', industryOptions],
          ['size', 'Company Size', 'Select company size', sizeOptions],
        ] as const
      ).map(([field, label, placeholder, options]) => (
        <Field key={field} label={label} required={!readOnly} error={errors[field]}>
          <Select
            name={field}
            value={values[field]}
            placeholder={placeholder}
            options={options}
            onChange={(e) => set(field, e.target.value)}
          />
        </Field>
      ))}
    </>
  );
}
