import type { FormEvent } from 'react';
import { DialogActions, Dialog, useToast, type DialogOpenProps } from '@portfolio/ui';
import { useCreateCompany } from '../api/create-company';
import { CompanyFields, useCompanyForm } from './company-fields';

const empty = () => ({ name: '', industry: '', size: '' });

/** Creates the user's company (name, industry, size; all required) and refreshes the current user. */
export function CreateCompanyDialog({ open, onOpenChange }: DialogOpenProps) {
  const { toast } = useToast();
  const form = useCompanyForm(empty);

  const create = useCreateCompany({
    onCreated: () => {
      toast({ title: 'Company created successfully!' });
      form.reset();
      onOpenChange(false);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (body) create.mutate(body);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.clearErrors();
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
      <CompanyFields form={form} />
    </Dialog>
  );
}
