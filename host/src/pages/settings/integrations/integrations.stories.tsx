import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { makeMembership } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import {
  apiTokenHandlers,
  inboundIntegrationHandlers,
  mockDelivery,
  mockWebhook,
  webhookHandlers,
} from '../../../testing/handlers';
import { DeliveryLog } from './delivery-log';
import { InboundConnections } from './inbound-connections';
import { IntegrationsCard } from './integrations-card';

const companyId = makeMembership().id;

const meta = {
  title: 'Host/Settings/Integrations',
  component: IntegrationsCard,
  args: { companyId },
  parameters: {
    msw: [...webhookHandlers(), ...apiTokenHandlers(), ...inboundIntegrationHandlers()],
  },
} satisfies Meta<typeof IntegrationsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A webhook and a Slack channel: "Send test" queues a ping, "Delivery log" shows it arrive. */
export const WithEndpoints: Story = {};

/** Nothing registered yet. */
export const Empty: Story = {
  parameters: {
    msw: [
      ...webhookHandlers({ webhooks: [], deliveries: [] }),
      ...apiTokenHandlers([]),
      ...inboundIntegrationHandlers([]),
    ],
  },
};

/** An endpoint that answered 410 Gone: turned off, with the reason. */
export const TurnedOff: Story = {
  parameters: {
    msw: webhookHandlers({
      webhooks: [
        {
          id: '7b0c5f4e-2a53-4a55-9d0e-5c0a8a3b9e09',
          companyId,
          kind: 'teams',
          url: 'https://prod-12.westeurope.logic.azure.com/…Kq3w',
          description: 'Teams · Portfolio board',
          eventTypes: ['risk.opened'],
          departments: [],
          enabled: false,
          disabledReason: 'The endpoint answered 410 Gone',
          previousSecretExpiresAt: null,
          createdAt: '2026-11-20T09:00:00.000Z',
          updatedAt: '2026-11-25T09:00:00.000Z',
        },
      ],
      deliveries: [],
    }),
  },
};

const cardRoutes = [routes.listWebhooks, routes.listApiTokens, routes.listIntegrations];

export const Loading: Story = stories.loadingStory(cardRoutes);

export const Failed: Story = stories.failingStory(
  cardRoutes.map((route) => [route, 'Internal server error'] as const),
);

/** Inbound connections alone: a GitHub repository that sent an event an hour ago. */
export const Inbound: StoryObj<typeof InboundConnections> = {
  render: () => <InboundConnections companyId={companyId} />,
  parameters: { msw: inboundIntegrationHandlers() },
};

const webhook = mockWebhook({ eventTypes: ['project.updated'] });

/** The log of one endpoint: delivered, waiting for its next try, and failed for good. */
export const Log: StoryObj<typeof DeliveryLog> = {
  render: () => <DeliveryLog webhook={webhook} />,
  parameters: {
    msw: webhookHandlers({
      webhooks: [webhook],
      deliveries: [
        mockDelivery(),
        mockDelivery({
          state: 'pending',
          attempts: 3,
          lastStatus: null,
          lastError: 'No answer within 15 s',
          responseExcerpt: null,
          nextAttemptAt: '2026-11-25T14:32:00.000Z',
        }),
        mockDelivery({
          eventType: 'risk.opened',
          summary: 'Risk opened on Fraud scoring',
          state: 'failed',
          lastStatus: 401,
          responseExcerpt: 'invalid signature',
        }),
      ],
    }),
  },
};
