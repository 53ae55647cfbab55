import { useState, type FormEvent } from 'react';
import {
  COMPANY_SIZES,
  CompanyBody,
  INDUSTRIES,
  checkFields,
  companySizeLabel,
  type CompanyBody as CompanyBodyType,
} from '@portfolio/contracts';
import { DialogActions, Dialog, Field, Input, Select, useToast } from '@portfolio/ui';
import { useCreateCompany } from '../api/create-company';

const empty = { name: '', industry: '', size: '' };

/** Creates the user's company (name, industry, size; all required) and refreshes the current user. */
export function CreateCompanyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { toast } = useToast();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const create = useCreateCompany({
    onCreated: () => {
      toast({ title: 'Company created successfully!' });
      setValues(empty);
      onOpenChange(false);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { ...values, name: values.name.trim() };
    const found = checkFields(CompanyBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(body as CompanyBodyType, {});
  };

  const set = (field: keyof typeof empty) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setErrors({});
        onOpenChange(next);
      }}
      title="Create Company"
      description="Set up your company to start tracking its AI projects."
      pending={create.isPending}
      onSubmit={submit}
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          pending={create.isPending}
          submitLabel="Create Company"
          pendingLabel="Creating..."
        />
      }
    >
      <Field label="Company Name" required error={errors.name}>
        <Input
          name="name"
          value={values.name}
          maxLength={255}
          placeholder="Acme Corporation"
          autoComplete="organization"
          onChange={(e) => set('name')(e.target.value)}
        />
      </Field>
      <Field label="Industry" required error={errors.industry}>
        <Select
          name="industry"
          value={values.industry}
          placeholder="Select industry"
          options={INDUSTRIES}
          onChange={(e) => set('industry')(e.target.value)}
        />
      </Field>
      <Field label="Company Size" required error={errors.size}>
        <Select
          name="size"
          value={values.size}
          placeholder="Select company size"
          options={COMPANY_SIZES.map((size) => ({ value: size, label: companySizeLabel(size) }))}
          onChange={(e) => set('size')(e.target.value)}
        />
      </Field>
    </Dialog>
  );
}
