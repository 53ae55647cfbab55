import { useState } from 'react';
import styled from 'styled-components';
import {
  WEBHOOK_KIND_LABELS,
  type Webhook,
  type WebhookCreated,
  type WebhookKind,
  routes,
} from '@portfolio/contracts';
import {
  Badge,
  Button,
  Cluster,
  ConfirmDialog,
  IconButton,
  QueryView,
  Skeleton,
  Switch,
  TrashIcon,
  useToast,
  useRouteQuery,
} from '@portfolio/ui';
import {
  usePingWebhook,
  useRotateWebhookSecret,
  useDeleteWebhook,
  useUpdateWebhook,
} from '../../../api/webhooks';
import { CellNote, Section, SectionHint, SectionTitle } from '../embedding/section';
import { ShownOnceSecret } from '../shown-once-secret';
import { DeliveryLog } from './delivery-log';
import { EndpointDialog } from './endpoint-dialog';

/** Which endpoints a section lists: signed webhooks, or chat channels (Slack and Teams). */
export type EndpointGroup = 'webhook' | 'chat';

const GROUPS: Record<
  EndpointGroup,
  { title: string; hint: string; kinds: WebhookKind[]; add: string; empty: string }
> = {
  webhook: {
    title: 'Webhooks',
    hint: 'Each change is sent as JSON, signed by the Standard Webhooks specification (webhook-id, webhook-timestamp, webhook-signature). Failed deliveries are tried again for about a day.',
    kinds: ['webhook'],
    add: 'Add webhook',
    empty: 'No webhooks yet.',
  },
  chat: {
    title: 'Slack and Microsoft Teams',
    hint: 'Post changes in a channel: a Slack incoming-webhook URL, or a Teams Workflows webhook URL. Limit a channel to the departments it cares about.',
    kinds: ['slack', 'teams'],
    add: 'Add channel',
    empty: 'No channels yet.',
  },
};

/** One group of the company's endpoints: the list, adding one, and each one's actions. */
export function Endpoints({ companyId, group }: { companyId: string; group: EndpointGroup }) {
  const { toast } = useToast();
  const info = GROUPS[group];
  const query = useRouteQuery(routes.listWebhooks, { params: { companyId } });
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ title: string; secret: string } | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const remove = useDeleteWebhook(companyId);

  const created = (answer: WebhookCreated) => {
    setAdding(false);
    if (answer.secret) {
      setSecret({ title: `Signing secret of ${nameOf(answer.webhook)}`, secret: answer.secret });
    } else {
      toast({
        title: `${WEBHOOK_KIND_LABELS[answer.webhook.kind]} channel added`,
        description: 'Send a test message to see it arrive.',
      });
    }
  };

  return (
    <Section aria-labelledby={`${group}-endpoints-title`}>
      <Heading>
        <div>
          <SectionTitle id={`${group}-endpoints-title`}>{info.title}</SectionTitle>
          <SectionHint>{info.hint}</SectionHint>
        </div>
        <Button onClick={() => setAdding(true)}>{info.add}</Button>
      </Heading>

      {secret ? (
        <ShownOnceSecret
          title={secret.title}
          label="New signing secret"
          fieldLabel="Signing secret"
          secret={secret.secret}
          copiedHint="Verify each delivery's webhook-signature with it."
          onDone={() => setSecret(null)}
        />
      ) : null}

      <QueryView
        query={query}
        pending={<Skeleton $height="4rem" />}
        errorTitle="Endpoints could not be loaded"
      >
        {(all) => {
          const endpoints = all.filter((w) => info.kinds.includes(w.kind));
          return endpoints.length > 0 ? (
            <List aria-label={info.title}>
              {endpoints.map((webhook) => (
                <EndpointItem
                  key={webhook.id}
                  companyId={companyId}
                  webhook={webhook}
                  onSecret={(value) =>
                    setSecret({ title: `New signing secret of ${nameOf(webhook)}`, secret: value })
                  }
                  onDelete={() => setDeleting(webhook)}
                />
              ))}
            </List>
          ) : (
            <SectionHint>{info.empty}</SectionHint>
          );
        }}
      </QueryView>

      <EndpointDialog
        open={adding}
        companyId={companyId}
        kinds={info.kinds}
        title={info.add}
        onCreated={created}
        onCancel={() => setAdding(false)}
      />

      <ConfirmDialog
        open={deleting !== null}
        title="Remove endpoint"
        question={`Are you sure you want to remove ${deleting ? nameOf(deleting) : 'this endpoint'}?`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              toast({
                title: 'Endpoint removed',
                description: `${nameOf(deleting)} gets nothing more.`,
              });
              setDeleting(null);
            },
          })
        }
        onCancel={() => setDeleting(null)}
      >
        Nothing more is sent to it, and its delivery log is removed with it.
      </ConfirmDialog>
    </Section>
  );
}

/** What an endpoint is called: its description, else its URL's host. */
export const nameOf = (webhook: Webhook) => webhook.description || new URL(webhook.url).host;

function EndpointItem({
  companyId,
  webhook,
  onSecret,
  onDelete,
}: {
  companyId: string;
  webhook: Webhook;
  onSecret: (secret: string) => void;
  onDelete: () => void;
}) {
  const { toast } = useToast();
  const [showLog, setShowLog] = useState(false);
  const ping = usePingWebhook();
  const rotate = useRotateWebhookSecret(companyId);
  const update = useUpdateWebhook(companyId);
  const name = nameOf(webhook);
  const logId = `log-${webhook.id}`;

  return (
    <Item aria-label={name}>
      <ItemHead>
        <div>
          <Name>
            {name}
            <Badge $tone="slate" $size="sm">
              {WEBHOOK_KIND_LABELS[webhook.kind]}
            </Badge>
            {webhook.enabled ? (
              <Badge $tone="green" $size="sm">
                On
              </Badge>
            ) : (
              <Badge $tone="amber" $size="sm">
                Off
              </Badge>
            )}
          </Name>
          <Url>{webhook.url}</Url>
          <CellNote>
            {webhook.eventTypes.join(', ')}
            {webhook.departments.length > 0 ? ` · ${webhook.departments.join(', ')}` : ''}
          </CellNote>
          {webhook.disabledReason ? <CellNote>{webhook.disabledReason}</CellNote> : null}
          {webhook.previousSecretExpiresAt ? (
            <CellNote>The previous secret also signs until the rotation is a day old.</CellNote>
          ) : null}
        </div>
        <Cluster>
          <EnabledLabel>
            <Switch
              checked={webhook.enabled}
              disabled={update.isPending}
              onCheckedChange={(enabled) => update.mutate({ webhook, body: { enabled } })}
              aria-label={`Send changes to ${name}`}
            />
          </EnabledLabel>
          <Button
            $size="sm"
            $variant="outline"
            disabled={ping.isPending}
            onClick={() =>
              ping.mutate(webhook, {
                onSuccess: () => {
                  setShowLog(true);
                  toast({ title: 'Test event sent', description: `Watch ${name}'s log below.` });
                },
              })
            }
          >
            {ping.isPending ? 'Sending...' : 'Send test'}
          </Button>
          <Button
            $size="sm"
            $variant="outline"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog((shown) => !shown)}
          >
            {showLog ? 'Hide log' : 'Delivery log'}
          </Button>
          {webhook.kind === 'webhook' ? (
            <Button
              $size="sm"
              $variant="outline"
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(webhook, { onSuccess: (answer) => onSecret(answer.secret) })
              }
            >
              Rotate secret
            </Button>
          ) : null}
          <IconButton $tone="danger" aria-label={`Remove ${name}`} onClick={onDelete}>
            <TrashIcon size={15} />
          </IconButton>
        </Cluster>
      </ItemHead>
      {showLog ? (
        <div id={logId}>
          <DeliveryLog webhook={webhook} />
        </div>
      ) : null}
    </Item>
  );
}

const Heading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
  flex-wrap: wrap;
  > div {
    flex: 1 1 20rem;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.li`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 0.875rem 1rem;
  min-width: 0;
`;

const ItemHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  flex-wrap: wrap;
  > div:first-child {
    flex: 1 1 18rem;
    min-width: 0;
  }
`;

const Name = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Url = styled.div`
  margin-top: 0.25rem;
  font-family: ${(p) => p.theme.font.mono};
  font-size: ${(p) => p.theme.fontSize.xs};
  overflow-wrap: anywhere;
`;

const EnabledLabel = styled.span`
  display: inline-flex;
  align-items: center;
`;
