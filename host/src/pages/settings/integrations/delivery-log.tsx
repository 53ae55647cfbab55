import styled from 'styled-components';
import {
  formatDate,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryState,
  routes,
} from '@portfolio/contracts';
import {
  ACTIONS_COLUMN,
  Badge,
  Button,
  DataTable,
  MutedText,
  QueryView,
  Skeleton,
  TableContainer,
  Td,
  useToast,
  useRouteQuery,
} from '@portfolio/ui';
import { useRedeliver } from '../../../api/webhooks';
import { CellNote } from '../embedding/section';

const COLUMNS = ['Event', 'Result', 'Tries', 'Answer', 'Time', ACTIONS_COLUMN];

const STATES: Record<
  WebhookDeliveryState,
  { label: string; tone: 'green' | 'amber' | 'red' | 'blue' }
> = {
  pending: { label: 'Waiting', tone: 'blue' },
  sending: { label: 'Sending', tone: 'blue' },
  succeeded: { label: 'Delivered', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

/** What the last try got: the status and the start of the answer, or why there was none. */
function answerOf(delivery: WebhookDelivery): string {
  if (delivery.lastStatus !== null) {
    const excerpt = delivery.responseExcerpt?.trim();
    return excerpt ? `${delivery.lastStatus} · ${excerpt}` : String(delivery.lastStatus);
  }
  return delivery.lastError ?? '—';
}

/** A log with a delivery still on its way is read again every few seconds. */
const WAITING_REFRESH_MS = 2_000;
const waiting = (deliveries: readonly WebhookDelivery[] | undefined) =>
  deliveries?.some((d) => d.state === 'pending' || d.state === 'sending') ?? false;

/** An endpoint's deliveries, newest first, each with its answer and a button to send it again. */
export function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const { toast } = useToast();
  const query = useRouteQuery(
    routes.listWebhookDeliveries,
    { params: { id: webhook.id } },
    { refetchInterval: (q) => (waiting(q.state.data) ? WAITING_REFRESH_MS : false) },
  );
  const redeliver = useRedeliver();
  return (
    <Log>
      <QueryView
        query={query}
        pending={<Skeleton $height="3rem" />}
        errorTitle="The delivery log could not be loaded"
        empty={<MutedText>Nothing sent yet. Send a test to see a delivery here.</MutedText>}
      >
        {(deliveries) => (
          <TableContainer>
            <DataTable
              aria-label={`Deliveries to ${webhook.description || webhook.url}`}
              columns={COLUMNS}
              rows={deliveries}
              rowKey={(d) => d.id}
              rowTestId="webhook-delivery"
            >
              {(delivery) => {
                const state = STATES[delivery.state];
                return (
                  <>
                    <Td>
                      <EventCell>
                        <code>{delivery.eventType}</code>
                        <span>{delivery.summary}</span>
                      </EventCell>
                    </Td>
                    <Td>
                      <Badge $tone={state.tone} $size="sm">
                        {state.label}
                      </Badge>
                      {delivery.nextAttemptAt ? (
                        <CellNote>Next try {formatDate(delivery.nextAttemptAt, 'time')}</CellNote>
                      ) : null}
                    </Td>
                    <Td $muted>
                      {delivery.attempts}
                      {delivery.interruptedAttempts > 0 ? (
                        <CellNote title="The sender stopped before it heard the answer: the endpoint may have received this message more than once">
                          {delivery.interruptedAttempts} sent again after a restart
                        </CellNote>
                      ) : null}
                    </Td>
                    <Td $muted>
                      <Answer title={answerOf(delivery)}>{answerOf(delivery)}</Answer>
                    </Td>
                    <Td $muted>
                      {formatDate(delivery.lastAttemptAt ?? delivery.createdAt, 'time')}
                    </Td>
                    <Td $align="right">
                      <Button
                        $size="sm"
                        $variant="outline"
                        disabled={redeliver.isPending}
                        aria-label={`Redeliver ${delivery.eventType}`}
                        onClick={() =>
                          redeliver.mutate(delivery, {
                            onSuccess: () =>
                              toast({
                                title: 'Sent again',
                                description: 'With the same webhook-id, so it is not doubled.',
                              }),
                          })
                        }
                      >
                        Redeliver
                      </Button>
                    </Td>
                  </>
                );
              }}
            </DataTable>
          </TableContainer>
        )}
      </QueryView>
    </Log>
  );
}

const Log = styled.div`
  margin-top: 0.75rem;
`;

const EventCell = styled.div`
  display: grid;
  gap: 0.125rem;
  code {
    font-size: ${(p) => p.theme.fontSize.xs};
  }
  span {
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const Answer = styled.span`
  display: inline-block;
  max-width: 16rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;
