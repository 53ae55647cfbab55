import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  EMBED_APP_NAME_MAX_LENGTH,
  EmbedAppCreateBody,
  formatDate,
  type EmbedApp,
  type EmbedAppCreated,
  routes,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Button, Switch, Td, useToast, useFieldErrors, useRouteQuery } from '@portfolio/ui';
import { TextField, useFormValues } from '@portfolio/ui/forms';
import { SettingsTable } from '@portfolio/ui/pages';
import { useCreateEmbedApp } from '../../../api/create-embed-app';
import { useDeleteEmbedApp } from '../../../api/delete-embed-app';
import { ShownOnceSecret } from '../shown-once-secret';
import { Section, SectionHint, SectionTitle } from './section';

const COLUMNS = ['Name', 'Guests', 'Created', 'Last used'];

/**
 * Embed apps: a name and a secret the intranet's server exchanges for tokens. The secret is
 * shown once, right after creation; deleting an app revokes every token it issued.
 */
export function EmbedApps({ companyId }: { companyId: string }) {
  const { toast } = useToast();
  const query = useRouteQuery(routes.listEmbedApps, { params: { companyId } });
  const [allowGuests, setAllowGuests] = useState(false);
  const { errors, accept, clear } = useFieldErrors();
  const { values, set, bind } = useFormValues({ name: '' }, clear);
  const [created, setCreated] = useState<EmbedAppCreated | null>(null);

  const create = useCreateEmbedApp(companyId);
  const remove = useDeleteEmbedApp(companyId);
  const deleted = (app: EmbedApp) => {
    if (created?.app.id === app.id) setCreated(null);
    toast({ title: 'Embed app deleted', description: `${app.name} can no longer show widgets.` });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name: values.name.trim(), allowGuests };
    if (!accept(checkFields(EmbedAppCreateBody, body))) return;
    create.mutate(body, {
      onSuccess: (answer) => {
        setCreated(answer);
        set('name', '');
        setAllowGuests(false);
      },
    });
  };

  return (
    <Section aria-labelledby="embed-apps-title">
      <SectionTitle id="embed-apps-title">Embed apps</SectionTitle>
      <SectionHint>
        An intranet&apos;s server uses an app&apos;s secret to get a token for the signed-in person.
        Deleting an app ends every token it issued.
      </SectionHint>

      {created ? (
        <ShownOnceSecret
          title={`Secret of ${created.app.name}`}
          label="New app secret"
          fieldLabel="App secret"
          secret={created.secret}
          copiedHint="Store it in your intranet server’s settings."
          onDone={() => setCreated(null)}
        />
      ) : null}

      <CreateForm onSubmit={submit} noValidate>
        <TextField
          label="App name"
          required
          error={errors.name}
          name="appName"
          placeholder="Acme intranet"
          maxLength={EMBED_APP_NAME_MAX_LENGTH}
          {...bind('name')}
        />
        <GuestsLabel>
          <Switch
            checked={allowGuests}
            onCheckedChange={setAllowGuests}
            aria-labelledby="embed-guests"
          />
          <span id="embed-guests">Allow read-only guests</span>
        </GuestsLabel>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create App'}
        </Button>
      </CreateForm>

      <SettingsTable
        query={query}
        label="Embed apps"
        empty={<SectionHint>No embed apps yet.</SectionHint>}
        columns={COLUMNS}
        deleteLabel={(app) => `Delete ${app.name}`}
        confirm={{
          title: 'Delete embed app',
          question: (app) => `Are you sure you want to delete ${app.name}?`,
          consequence:
            'Pages that use it stop showing widgets at once: every token it issued stops working.',
        }}
        remove={remove}
        onDeleted={deleted}
      >
        {(app) => (
          <>
            <Td>{app.name}</Td>
            <Td $muted>{app.allowGuests ? 'Read-only guests' : 'Members only'}</Td>
            <Td $muted>{formatDate(app.createdAt)}</Td>
            <Td $muted>{app.lastUsedAt ? formatDate(app.lastUsedAt) : 'Never'}</Td>
          </>
        )}
      </SettingsTable>
    </Section>
  );
}

const CreateForm = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem 1rem;
  flex-wrap: wrap;
  margin-bottom: 1rem;
  > :first-child {
    flex: 1 1 16rem;
  }
  > button,
  > label {
    margin-top: 1.6rem;
  }
`;

const GuestsLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;
