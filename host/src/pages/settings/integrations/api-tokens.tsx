import { useState, type FormEvent } from 'react';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_LIMITS,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  ApiTokenCreateBody,
  formatDate,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenScope,
  routes,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Button, Field, Select, Td, useFieldErrors, useToast, useRouteQuery } from '@portfolio/ui';
import { TextField, labelledOptions, useFormValues } from '@portfolio/ui/forms';
import { SettingsTable } from '@portfolio/ui/pages';
import { useCreateApiToken, useDeleteApiToken } from '../../../api/api-tokens';
import { Section, SectionForm, SectionHint, SectionTitle } from '../embedding/section';
import { ShownOnceSecret } from '../shown-once-secret';

/** Name takes the room; access and expiry are narrow. */
const FIELD_FLEX = ['1 1 12rem', '0 1 9.5rem', '0 1 9.5rem'];

const COLUMNS = ['Name', 'Access', 'Token', 'Created', 'Expires', 'Last used'];

const SCOPE_OPTIONS = labelledOptions(API_TOKEN_SCOPES, API_TOKEN_SCOPE_LABELS);
const NEVER = 'never';
const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_DAYS.map((days) =>
  days === null
    ? { value: NEVER, label: 'Never' }
    : { value: String(days), label: days === 365 ? 'In 1 year' : `In ${days} days` },
);

/**
 * Company API tokens for scripts and BI tools: a name, read or read-and-write access and an
 * expiry. The token is shown once, right after creation; deleting one refuses its next call.
 */
export function ApiTokens({ companyId }: { companyId: string }) {
  const { toast } = useToast();
  const query = useRouteQuery(routes.listApiTokens, { params: { companyId } });
  const { errors, accept, clear } = useFieldErrors();
  const { values, set, bind } = useFormValues({ name: '', scope: 'read', expiry: '90' }, clear);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const create = useCreateApiToken(companyId);
  const remove = useDeleteApiToken();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: values.name.trim(),
      scope: values.scope as ApiTokenScope,
      expiresInDays: values.expiry === NEVER ? null : Number(values.expiry),
    };
    if (!accept(checkFields(ApiTokenCreateBody, body))) return;
    create.mutate(body, {
      onSuccess: (answer) => {
        setCreated(answer);
        set('name', '');
      },
    });
  };

  const deleted = (token: ApiToken) => {
    if (created?.apiToken.id === token.id) setCreated(null);
    toast({ title: 'API token deleted', description: `${token.name} can no longer call the API.` });
  };

  return (
    <Section aria-labelledby="api-tokens-title">
      <SectionTitle id="api-tokens-title">API tokens</SectionTitle>
      <SectionHint>
        Scripts and BI tools send a token as <code>Authorization: Bearer</code> on the same API as
        this product. A token reaches this company only; read-only tokens cannot change anything.
      </SectionHint>

      {created ? (
        <ShownOnceSecret
          title={`Token ${created.apiToken.name}`}
          label="New API token"
          fieldLabel="API token"
          secret={created.token}
          copiedHint="Store it in your script’s or BI tool’s secret settings."
          onDone={() => setCreated(null)}
        />
      ) : null}

      <SectionForm $fields={FIELD_FLEX} onSubmit={submit} noValidate>
        <TextField
          label="Token name"
          required
          error={errors.name}
          name="tokenName"
          placeholder="Power BI refresh"
          maxLength={API_TOKEN_LIMITS.name}
          {...bind('name')}
        />
        <Field label="Access" error={errors.scope}>
          <Select name="tokenScope" options={SCOPE_OPTIONS} {...bind('scope')} />
        </Field>
        <Field label="Expires" error={errors.expiresInDays}>
          <Select name="tokenExpiry" options={EXPIRY_OPTIONS} {...bind('expiry')} />
        </Field>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Token'}
        </Button>
      </SectionForm>

      <SettingsTable
        query={query}
        label="API tokens"
        empty={<SectionHint>No API tokens yet.</SectionHint>}
        columns={COLUMNS}
        deleteLabel={(token) => `Delete ${token.name}`}
        confirm={{
          title: 'Delete API token',
          question: (token) => `Are you sure you want to delete ${token.name}?`,
          consequence: 'Scripts and tools that use it are refused from their next call.',
        }}
        remove={remove}
        onDeleted={deleted}
      >
        {(token) => (
          <>
            <Td>{token.name}</Td>
            <Td $muted>{API_TOKEN_SCOPE_LABELS[token.scope]}</Td>
            <Td $muted>
              <code>{token.prefix}…</code>
            </Td>
            <Td $muted>
              {formatDate(token.createdAt)}
              {token.createdByName ? ` by ${token.createdByName}` : ''}
            </Td>
            <Td $muted>{token.expiresAt ? formatDate(token.expiresAt) : 'Never'}</Td>
            <Td $muted>{token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Never'}</Td>
          </>
        )}
      </SettingsTable>
    </Section>
  );
}
