import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMPANY_SIZES,
  CompanyBody,
  INDUSTRIES,
  checkFields,
  companySizeLabel,
  routes,
  type CompanyBody as CompanyBodyType,
} from '@portfolio/contracts';
import {
  Button,
  Dialog,
  Field,
  Input,
  Select,
  currentUserQueryKey,
  mutationErrorMessage,
  useApi,
  useToast,
} from '@portfolio/ui';

const empty = { name: '', industry: '', size: '' };

/** Creates the user's company (name, industry, size; all required) and refreshes the current user. */
export function CreateCompanyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const create = useMutation({
    mutationFn: (body: CompanyBodyType) => api.call(routes.createCompany, { body }),
    onSuccess: async () => {
      toast({ title: 'Company created successfully!' });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      setValues(empty);
      onOpenChange(false);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: mutationErrorMessage(error, 'Failed to create company'),
        variant: 'destructive',
      });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { ...values, name: values.name.trim() };
    const found = checkFields(CompanyBody, body);
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate(body as CompanyBodyType);
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
        <>
          <Button $variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit">{create.isPending ? 'Creating...' : 'Create Company'}</Button>
        </>
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
