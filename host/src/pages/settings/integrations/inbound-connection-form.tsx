import { useState, type FormEvent } from 'react';
import {
  INBOUND_PROVIDER_LABELS,
  INBOUND_PROVIDERS,
  INTEGRATION_LIMITS,
  IntegrationCreateBody,
  type InboundProvider,
  type IntegrationCreated,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Button, Field, Select, useFieldErrors } from '@portfolio/ui';
import { TextField, labelledOptions, useFormValues } from '@portfolio/ui/forms';
import { useCreateInboundIntegration } from '../../../api/inbound-integrations';
import { SectionForm } from '../embedding/section';

const PROVIDER_OPTIONS = labelledOptions(INBOUND_PROVIDERS, INBOUND_PROVIDER_LABELS);

/** The provider is narrow; the description and the secret take the room. */
const FIELD_FLEX = ['0 1 9.5rem', '1 1 12rem', '1 1 12rem'];

/** Providers that make their own signing secret, pasted here; for the others one is made. */
const OWN_SECRET: ReadonlySet<InboundProvider> = new Set(['linear']);

/** "Add an inbound connection": a provider, a description and, for some, the provider's secret. */
export function InboundConnectionForm({
  companyId,
  onCreated,
}: {
  companyId: string;
  onCreated: (created: IntegrationCreated) => void;
}) {
  const [provider, setProvider] = useState<InboundProvider>('github');
  const { errors, accept, clear, reset: resetErrors } = useFieldErrors();
  const { values, set, bind } = useFormValues({ description: '', secret: '' }, clear);
  const create = useCreateInboundIntegration(companyId);
  const ownSecret = OWN_SECRET.has(provider);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: IntegrationCreateBody = {
      provider,
      description: values.description.trim() || null,
      ...(ownSecret ? { secret: values.secret.trim() } : {}),
    };
    if (!accept(checkFields(IntegrationCreateBody, body))) return;
    create.mutate(body, {
      onSuccess: (answer) => {
        onCreated(answer);
        set('description', '');
        set('secret', '');
      },
    });
  };

  return (
    <SectionForm
      $fields={FIELD_FLEX}
      onSubmit={submit}
      noValidate
      aria-label="Add an inbound connection"
    >
      <Field label="Provider" error={errors.provider}>
        <Select
          name="inboundProvider"
          value={provider}
          options={PROVIDER_OPTIONS}
          onChange={(e) => {
            setProvider(e.target.value as InboundProvider);
            resetErrors();
          }}
        />
      </Field>
      <TextField
        label="Description"
        error={errors.description}
        name="inboundDescription"
        placeholder="acme/claims-bot"
        maxLength={INTEGRATION_LIMITS.description}
        {...bind('description')}
      />
      {ownSecret ? (
        <TextField
          label="Use the provider’s secret"
          required
          error={errors.secret}
          name="inboundSecret"
          type="password"
          autoComplete="off"
          maxLength={INTEGRATION_LIMITS.secret}
          {...bind('secret')}
        />
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Connecting...' : 'Add Connection'}
      </Button>
    </SectionForm>
  );
}
