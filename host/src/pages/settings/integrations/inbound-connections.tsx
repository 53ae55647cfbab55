import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  INBOUND_PROVIDER_LABELS,
  INBOUND_PROVIDERS,
  INBOUND_SETUP_STEPS,
  INTEGRATION_LIMITS,
  IntegrationCreateBody,
  formatDate,
  formatTimeAgo,
  type InboundProvider,
  type Integration,
  type IntegrationCreated,
  routes,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Button,
  CopyIcon,
  Field,
  IconButton,
  Input,
  LINK_PROVIDER_ICONS,
  Select,
  Td,
  copyText,
  useFieldErrors,
  useToast,
  useRouteQuery,
  SettingsTable,
} from '@portfolio/ui';
import {
  useCreateInboundIntegration,
  useDeleteInboundIntegration,
} from '../../../api/inbound-integrations';
import { Section, SectionForm, SectionHint, SectionTitle } from '../embedding/section';
import { ShownOnceSecret } from '../shown-once-secret';

const COLUMNS = ['Provider', 'Description', 'Inbound URL', 'Last event'];

const PROVIDER_OPTIONS = INBOUND_PROVIDERS.map((provider) => ({
  value: provider,
  label: INBOUND_PROVIDER_LABELS[provider],
}));

/** Providers that make their own signing secret, pasted here; for the others one is made. */
const OWN_SECRET: ReadonlySet<InboundProvider> = new Set(['linear']);

function useCopy() {
  const { toast } = useToast();
  return async (text: string) => {
    try {
      await copyText(text);
      toast({
        title: 'Inbound URL copied',
        description: 'Paste it in the provider’s webhook settings.',
      });
    } catch {
      toast({ title: 'Error', description: 'Failed to copy the URL', variant: 'destructive' });
    }
  };
}

/**
 * Connections that send events in: a GitHub, GitLab, Jira or Linear webhook pointed at the
 * connection's inbound URL, signed with its secret. After creation the URL, the secret (once) and
 * the provider's own setup steps are shown; an event about a linked item updates its project.
 */
export function InboundConnections({ companyId }: { companyId: string }) {
  const { toast } = useToast();
  const copy = useCopy();
  const query = useRouteQuery(routes.listIntegrations, { params: { companyId } });
  const [provider, setProvider] = useState<InboundProvider>('github');
  const [description, setDescription] = useState('');
  const [secret, setSecret] = useState('');
  const { errors, accept, reset: resetErrors } = useFieldErrors();
  const [created, setCreated] = useState<IntegrationCreated | null>(null);
  const create = useCreateInboundIntegration(companyId);
  const remove = useDeleteInboundIntegration();
  const ownSecret = OWN_SECRET.has(provider);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: IntegrationCreateBody = {
      provider,
      description: description.trim() || null,
      ...(ownSecret ? { secret: secret.trim() } : {}),
    };
    if (!accept(checkFields(IntegrationCreateBody, body))) return;
    create.mutate(body, {
      onSuccess: (answer) => {
        setCreated(answer);
        setDescription('');
        setSecret('');
      },
    });
  };

  const deleted = (integration: Integration) => {
    if (created?.integration.id === integration.id) setCreated(null);
    toast({
      title: 'Connection deleted',
      description: `Events sent by ${INBOUND_PROVIDER_LABELS[integration.provider]} to its URL are refused from now on.`,
    });
  };

  return (
    <Section aria-labelledby="inbound-title">
      <SectionTitle id="inbound-title">Inbound connections</SectionTitle>
      <SectionHint>
        GitHub, GitLab, Jira and Linear send their events here: a merged pull request or an issue
        moved to Done shows on every project that links it.
      </SectionHint>

      {created ? (
        <Created role="region" aria-label="New connection">
          <ShownOnceSecret
            title={`${INBOUND_PROVIDER_LABELS[created.integration.provider]} connection`}
            label="New connection secret"
            fieldLabel="Connection secret"
            secret={created.secret}
            copiedHint="Paste it in the provider’s webhook settings."
            onDone={() => setCreated(null)}
          />
          <UrlRow>
            <Input
              readOnly
              value={created.integration.inboundUrl}
              aria-label="New inbound URL"
              onFocus={(e) => e.target.select()}
            />
            <Button $variant="outline" onClick={() => void copy(created.integration.inboundUrl)}>
              <CopyIcon size={14} /> Copy URL
            </Button>
          </UrlRow>
          <Steps aria-label={`Set up ${INBOUND_PROVIDER_LABELS[created.integration.provider]}`}>
            {INBOUND_SETUP_STEPS[created.integration.provider].map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Steps>
        </Created>
      ) : null}

      <CreateForm onSubmit={submit} noValidate aria-label="Add an inbound connection">
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
        <Field label="Description" error={errors.description}>
          <Input
            name="inboundDescription"
            placeholder="acme/claims-bot"
            value={description}
            maxLength={INTEGRATION_LIMITS.description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        {ownSecret ? (
          <Field label="Use the provider’s secret" required error={errors.secret}>
            <Input
              name="inboundSecret"
              type="password"
              autoComplete="off"
              value={secret}
              maxLength={INTEGRATION_LIMITS.secret}
              onChange={(e) => {
                setSecret(e.target.value);
                resetErrors();
              }}
            />
          </Field>
        ) : null}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Connecting...' : 'Add Connection'}
        </Button>
      </CreateForm>

      <SettingsTable
        query={query}
        label="Inbound connections"
        errorTitle="Inbound connections could not be loaded"
        empty={<SectionHint>No inbound connections yet.</SectionHint>}
        columns={COLUMNS}
        rowKey={(integration) => integration.id}
        deleteLabel={(integration) =>
          `Delete the ${INBOUND_PROVIDER_LABELS[integration.provider]} connection ${integration.description ?? ''}`.trim()
        }
        confirm={{
          title: 'Delete connection',
          question: (integration) =>
            `Delete the ${INBOUND_PROVIDER_LABELS[integration.provider]} connection${integration.description ? ` ${integration.description}` : ''}?`,
          consequence: 'Events the provider sends to its inbound URL are refused from then on.',
        }}
        remove={remove}
        onDeleted={deleted}
      >
        {(integration) => {
          const ProviderIcon = LINK_PROVIDER_ICONS[integration.provider];
          const name = INBOUND_PROVIDER_LABELS[integration.provider];
          return (
            <>
              <Td>
                <ProviderName>
                  <ProviderIcon size={16} /> {name}
                </ProviderName>
              </Td>
              <Td $muted>{integration.description ?? '—'}</Td>
              <Td $muted>
                <UrlCell>
                  <code>{integration.inboundUrl}</code>
                  <IconButton
                    aria-label={`Copy the inbound URL of ${integration.description ?? name}`}
                    onClick={() => void copy(integration.inboundUrl)}
                  >
                    <CopyIcon size={15} />
                  </IconButton>
                </UrlCell>
              </Td>
              <Td $muted>
                {integration.lastEventAt ? (
                  <time
                    dateTime={integration.lastEventAt}
                    title={formatDate(integration.lastEventAt, 'time')}
                  >
                    {formatTimeAgo(integration.lastEventAt)}
                  </time>
                ) : (
                  'Never'
                )}
              </Td>
            </>
          );
        }}
      </SettingsTable>
    </Section>
  );
}

const Created = styled.div`
  margin-bottom: 1rem;
  > div:first-child {
    margin-bottom: 0.625rem;
  }
`;

const UrlRow = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  margin-bottom: 0.625rem;
  input {
    flex: 1 1 18rem;
    font-family: ${(p) => p.theme.font.mono};
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const ProviderName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

const UrlCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  code {
    font-size: ${(p) => p.theme.fontSize.xs};
    overflow-wrap: anywhere;
  }
`;

/** How the fields share the line. */
const CreateForm = styled(SectionForm)`
  > :first-child {
    flex: 0 1 9.5rem;
  }
  > :nth-child(2),
  > :nth-child(3) {
    flex: 1 1 12rem;
  }
  > button {
    flex: 0 0 auto;
  }
`;
