import { useState } from 'react';
import styled from 'styled-components';
import {
  INBOUND_PROVIDER_LABELS,
  formatDate,
  formatTimeAgo,
  type Integration,
  type IntegrationCreated,
  routes,
} from '@portfolio/contracts';
import {
  CopyIcon,
  IconButton,
  LINK_PROVIDER_ICONS,
  Td,
  useToast,
  useRouteQuery,
} from '@portfolio/ui';
import { useCopyText } from '@portfolio/ui/clipboard';
import { SettingsTable } from '@portfolio/ui/pages';
import { useDeleteInboundIntegration } from '../../../api/inbound-integrations';
import { Section, SectionHint, SectionTitle } from '../embedding/section';
import { CreatedConnection } from './created-connection';
import { InboundConnectionForm } from './inbound-connection-form';

const COLUMNS = ['Provider', 'Description', 'Inbound URL', 'Last event'];

function useCopy() {
  const copyText = useCopyText();
  return (text: string) =>
    copyText(text, {
      copied: 'Inbound URL copied',
      description: 'Paste it in the provider’s webhook settings.',
      failed: 'Failed to copy the URL',
    });
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
  const [created, setCreated] = useState<IntegrationCreated | null>(null);
  const remove = useDeleteInboundIntegration();

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
        <CreatedConnection created={created} onCopy={copy} onDone={() => setCreated(null)} />
      ) : null}
      <InboundConnectionForm companyId={companyId} onCreated={setCreated} />

      <SettingsTable
        query={query}
        label="Inbound connections"
        empty={<SectionHint>No inbound connections yet.</SectionHint>}
        columns={COLUMNS}
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
