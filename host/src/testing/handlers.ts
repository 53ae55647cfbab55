import {
  HttpResponse,
  demoNotifications,
  errorAnswer,
  historyPageOf,
  historyQueryOf,
  makeCurrentUser,
  makeMembership,
  mockDelete,
  mockRoute,
  mockRouteJson,
  mockUpdate,
  noContent,
  notificationHandlers,
  removeById,
  replaceById,
} from '@portfolio/ui/testing/msw';
import {
  HOUR_MS,
  MINUTE_MS,
  PREVIOUS_SECRET_HOURS,
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_LENGTH,
  DUPLICATE_WEBHOOK_URL_MESSAGE,
  EMBED_AUDIT_PAGE_SIZE,
  EMAIL_VERIFICATION_MESSAGES,
  ERROR_CODES,
  notFoundMessage,
  PREFERENCE_DEFAULTS,
  WRONG_SETUP_CODE_MESSAGE,
  WIDGET_NAMES,
  apiTokenExpiry,
  routes,
  type ApiToken,
  type CurrentUser,
  type EmbedApp,
  type EmbedAuditEntry,
  type EmbedAuditPage,
  type HistoryEntry,
  type Integration,
  type Member,
  type Preferences,
  type WeeklyDigest,
  type Webhook,
  type WebhookDelivery,
} from '@portfolio/contracts';
import { defaultManifestUrl } from '../api/get-widget-registry';
import { MOCK_SESSION_COOKIE } from './mock-session';
import {
  MOCK_RECOVERY_CODES,
  MOCK_TWO_FACTOR_CODE,
  MOCK_TWO_FACTOR_SETUP,
} from './two-factor-fixtures';

let user: CurrentUser = makeCurrentUser();
let preferences: Preferences = { ...PREFERENCE_DEFAULTS };

const now = () => new Date().toISOString();

/** Answers the session's user, or null (signed out): for tests and stories. */
export const currentUserHandler = (user: CurrentUser | null) =>
  mockRouteJson(routes.getSession, user);

// Settings → Embedding: one allowed intranet, one app, and what it did.
let embedOrigins = ['https://intranet.northwind.example'];
let embedApps: EmbedApp[] = [
  {
    id: '3f6b2d1e-9c4a-4e7b-8a5d-1b2c3d4e5f01',
    name: 'Northwind intranet',
    allowGuests: false,
    createdAt: '2026-03-02T10:15:00.000Z',
    lastUsedAt: '2026-03-09T08:40:00.000Z',
  },
];
let embedAudit: EmbedAuditEntry[] = [
  {
    id: '3f6b2d1e-9c4a-4e7b-8a5d-1b2c3d4e5f11',
    action: 'token-issued',
    appId: embedApps[0]!.id,
    appName: embedApps[0]!.name,
    email: 'lena.fischer@northwind.example',
    actor: embedApps[0]!.name,
    createdAt: '2026-03-09T08:40:00.000Z',
  },
  {
    id: '3f6b2d1e-9c4a-4e7b-8a5d-1b2c3d4e5f10',
    action: 'app-created',
    appId: embedApps[0]!.id,
    appName: embedApps[0]!.name,
    email: null,
    actor: makeCurrentUser().email,
    createdAt: '2026-03-02T10:15:00.000Z',
  },
];

const audit = (entry: Omit<EmbedAuditEntry, 'id' | 'createdAt' | 'email' | 'actor'>) => {
  embedAudit = [
    { ...entry, id: crypto.randomUUID(), email: null, actor: user.email, createdAt: now() },
    ...embedAudit,
  ];
};

/**
 * The audit as the BFF pages it: newest first, one kind if asked, `limit` entries after the
 * `before` cursor, and the cursor of the next page.
 */
export function embedAuditPage(entries: readonly EmbedAuditEntry[], url: string): EmbedAuditPage {
  const query = new URL(url).searchParams;
  const action = query.get('action');
  const before = query.get('before');
  const limit = Number(query.get('limit') ?? EMBED_AUDIT_PAGE_SIZE);
  const matching = entries.filter((e) => !action || e.action === action);
  const start = before ? matching.findIndex((e) => e.id === before) + 1 : 0;
  if (before && start === 0) return { entries: [], nextCursor: null };
  const page = matching.slice(start, start + limit);
  return {
    entries: page,
    nextCursor: start + limit < matching.length ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * An app created, then `count - 1` tokens it issued, newest first: more than a page, with the
 * app's own row at the very end (as a flood of tokens once hid it).
 */
export function manyAuditEntries(count: number): EmbedAuditEntry[] {
  const app = embedApps[0]!;
  const start = Date.parse('2026-03-02T10:15:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const age = count - 1 - i;
    const created = age === 0;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      action: created ? 'app-created' : 'token-issued',
      appId: app.id,
      appName: app.name,
      email: created ? null : `person-${age}@northwind.example`,
      actor: created ? makeCurrentUser().email : app.name,
      createdAt: new Date(start + age * MINUTE_MS).toISOString(),
    } satisfies EmbedAuditEntry;
  });
}

/** `listEmbedAudit` paging through the given entries (newest first). */
export const embedAuditHandler = (entries: () => readonly EmbedAuditEntry[]) =>
  mockRoute(routes.listEmbedAudit, ({ request }) =>
    HttpResponse.json(embedAuditPage(entries(), request.url)),
  );

/** Settings → Embedding: allowed origins, embed apps and their audit, in memory. */
export const embedHandlers = [
  mockRoute(routes.getEmbedOrigins, () => HttpResponse.json({ origins: embedOrigins })),
  mockRoute(routes.updateEmbedOrigins, async ({ request }) => {
    embedOrigins = (await request.json()).origins;
    return HttpResponse.json({ origins: embedOrigins });
  }),
  mockRoute(routes.listEmbedApps, () => HttpResponse.json(embedApps)),
  mockRoute(routes.createEmbedApp, async ({ request }) => {
    const body = await request.json();
    const app: EmbedApp = {
      id: crypto.randomUUID(),
      name: body.name,
      allowGuests: body.allowGuests ?? false,
      createdAt: now(),
      lastUsedAt: null,
    };
    embedApps = [app, ...embedApps];
    audit({ action: 'app-created', appId: app.id, appName: app.name });
    // A made-up secret: mock mode issues no token with it.
    return HttpResponse.json({ app, secret: `mock-${crypto.randomUUID()}` }, { status: 201 });
  }),
  mockRoute(routes.deleteEmbedApp, ({ params }) => {
    const app = embedApps.find((a) => a.id === params.appId);
    if (!app) return errorAnswer(404, notFoundMessage('embed_app'));
    embedApps = embedApps.filter((a) => a !== app);
    audit({ action: 'app-deleted', appId: app.id, appName: app.name });
    return noContent();
  }),
  embedAuditHandler(() => embedAudit),
];

// Settings → Integrations: one read-only token a BI tool uses.
const sampleApiTokens = (): ApiToken[] => [
  {
    id: '3f6b2d1e-9c4a-4e7b-8a5d-1b2c3d4e5f21',
    companyId: makeMembership().id,
    name: 'Power BI refresh',
    scope: 'read',
    prefix: 'pai_tok_Qm7x',
    createdAt: '2026-03-04T09:00:00.000Z',
    createdByName: 'Alex Johnson',
    expiresAt: '2026-06-02T09:00:00.000Z',
    lastUsedAt: '2026-03-10T06:30:00.000Z',
  },
];

/** Settings → Integrations → API tokens, in memory (the tokens it answers call nothing). */
export function apiTokenHandlers(start: ApiToken[] = sampleApiTokens()) {
  let apiTokens = start;
  return [
    mockRoute(routes.listApiTokens, () => HttpResponse.json(apiTokens)),
    mockRoute(routes.createApiToken, async ({ request, params }) => {
      const body = await request.json();
      const token = `${API_TOKEN_PREFIX}${crypto.randomUUID().replace(/-/g, '')}`;
      const apiToken: ApiToken = {
        id: crypto.randomUUID(),
        companyId: params.companyId,
        name: body.name,
        scope: body.scope,
        prefix: token.slice(0, API_TOKEN_SHOWN_LENGTH),
        createdAt: now(),
        createdByName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
        expiresAt: apiTokenExpiry(body.expiresInDays, new Date())?.toISOString() ?? null,
        lastUsedAt: null,
      };
      apiTokens = [apiToken, ...apiTokens];
      return HttpResponse.json({ apiToken, token }, { status: 201 });
    }),
    mockDelete(routes.deleteApiToken, 'api_token', (id) =>
      removeById(apiTokens, id, (rest) => (apiTokens = rest)),
    ),
  ];
}

/** Where the mock's inbound URLs point: the page's own origin. */
const origin = () => globalThis.location?.origin ?? 'http://localhost:3000';

// Settings → Integrations → Inbound connections: a GitHub repository that sent an event an hour ago.
const sampleIntegrations = (): Integration[] => [
  {
    id: '3f6b2d1e-9c4a-4e7b-8a5d-1b2c3d4e5f31',
    companyId: makeMembership().id,
    provider: 'github',
    description: 'northwind/support-copilot',
    inboundUrl: `${origin()}/api/integrations/3f6b2d1e-9c4a-4e7b-8a5d-1b2c3d4e5f31/events`,
    createdAt: '2026-11-20T09:00:00.000Z',
    lastEventAt: new Date(Date.now() - HOUR_MS).toISOString(),
  },
];

/** Settings → Integrations → Inbound connections, in memory (nothing is ever sent to them). */
export function inboundIntegrationHandlers(start: Integration[] = sampleIntegrations()) {
  let integrations = start;
  return [
    mockRoute(routes.listIntegrations, () => HttpResponse.json(integrations)),
    mockRoute(routes.createIntegration, async ({ request, params }) => {
      const body = await request.json();
      const id = crypto.randomUUID();
      const integration: Integration = {
        id,
        companyId: params.companyId,
        provider: body.provider,
        description: body.description?.trim() || null,
        inboundUrl: `${origin()}/api/integrations/${id}/events`,
        createdAt: now(),
        lastEventAt: null,
      };
      integrations = [integration, ...integrations];
      const secret = body.secret ?? `whsec_${crypto.randomUUID().replace(/-/g, '')}`;
      return HttpResponse.json({ integration, secret }, { status: 201 });
    }),
    mockDelete(routes.deleteIntegration, 'integration', (id) =>
      removeById(integrations, id, (rest) => (integrations = rest)),
    ),
  ];
}

// Settings → Integrations: one webhook with a short log, one Slack channel.
const companyId = makeMembership().id;

/** An endpoint of the mock company: the data warehouse's webhook unless `fields` say otherwise. */
export function mockWebhook(fields: Partial<Webhook> = {}): Webhook {
  return {
    id: '7b0c5f4e-2a53-4a55-9d0e-5c0a8a3b9e01',
    companyId,
    kind: 'webhook',
    url: 'https://hooks.northwind.example/portfolio',
    description: 'Data warehouse',
    eventTypes: ['project.created', 'project.updated', 'risk.opened'],
    departments: [],
    enabled: true,
    disabledReason: null,
    previousSecretExpiresAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...fields,
  };
}

const sampleWebhooks = (): Webhook[] => [
  mockWebhook(),
  mockWebhook({
    id: '7b0c5f4e-2a53-4a55-9d0e-5c0a8a3b9e02',
    kind: 'slack',
    url: 'https://hooks.slack.com/…x9Qz',
    description: '#ai-portfolio',
    eventTypes: ['risk.opened', 'status-report.published'],
    departments: ['Claims'],
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
  }),
];

/** A log entry of the mock endpoints. */
export function mockDelivery(fields: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: crypto.randomUUID(),
    webhookId: mockWebhook().id,
    messageId: `msg_${crypto.randomUUID().replace(/-/g, '')}`,
    eventType: 'project.updated',
    summary: 'Maya Chen updated Claims triage assistant',
    state: 'succeeded',
    attempts: 1,
    interruptedAttempts: 0,
    lastStatus: 200,
    lastError: null,
    responseExcerpt: '{"received":true}',
    lastAttemptAt: '2026-11-25T14:02:00.000Z',
    nextAttemptAt: null,
    createdAt: '2026-11-25T14:02:00.000Z',
    ...fields,
  };
}

const sampleDeliveries = (): WebhookDelivery[] => [
  mockDelivery(),
  mockDelivery({
    eventType: 'risk.opened',
    summary: 'Risk opened on Fraud scoring',
    state: 'pending',
    attempts: 2,
    lastStatus: 503,
    responseExcerpt: 'Service Unavailable',
    lastAttemptAt: '2026-11-25T13:58:00.000Z',
    nextAttemptAt: '2026-11-25T14:03:00.000Z',
    createdAt: '2026-11-25T13:57:55.000Z',
  }),
];

/** How long a mock delivery stays on its way before the mock endpoint answers 200. */
const MOCK_DELIVERY_MS = 1_200;

/**
 * Settings → Integrations in memory: endpoints and their logs, typed by the contract. A test
 * event or a redelivery is on its way for a moment, then delivered.
 */
export function webhookHandlers(
  start: { webhooks?: Webhook[]; deliveries?: WebhookDelivery[] } = {},
) {
  let webhooks = start.webhooks ?? sampleWebhooks();
  let deliveries = start.deliveries ?? sampleDeliveries();
  const sentAt = new Map<string, number>();
  const settle = () => {
    deliveries = deliveries.map((d) =>
      d.state === 'sending' && Date.now() - (sentAt.get(d.id) ?? 0) > MOCK_DELIVERY_MS
        ? { ...d, state: 'succeeded', lastStatus: 200, responseExcerpt: 'ok', lastAttemptAt: now() }
        : d,
    );
  };
  const queue = (delivery: WebhookDelivery) => {
    deliveries = [delivery, ...deliveries];
    sentAt.set(delivery.id, Date.now());
    return HttpResponse.json<WebhookDelivery>(delivery, { status: 202 });
  };
  const find = (id: string) => webhooks.find((w) => w.id === id);
  const keep = (next: Webhook[]) => (webhooks = next);
  return [
    mockRoute(routes.listWebhooks, ({ params }) =>
      HttpResponse.json(webhooks.filter((w) => w.companyId === params.companyId)),
    ),
    mockRoute(routes.createWebhook, async ({ request, params }) => {
      const body = await request.json();
      if (webhooks.some((w) => w.url === body.url)) {
        return errorAnswer(409, DUPLICATE_WEBHOOK_URL_MESSAGE, {
          details: [{ field: 'url', message: DUPLICATE_WEBHOOK_URL_MESSAGE }],
        });
      }
      const kind = body.kind ?? 'webhook';
      const webhook: Webhook = {
        id: crypto.randomUUID(),
        companyId: params.companyId,
        kind,
        url: kind === 'webhook' ? body.url : `${new URL(body.url).origin}/…${body.url.slice(-4)}`,
        description: body.description ?? '',
        eventTypes: body.eventTypes,
        departments: body.departments ?? [],
        enabled: true,
        disabledReason: null,
        previousSecretExpiresAt: null,
        createdAt: now(),
        updatedAt: now(),
      };
      webhooks = [...webhooks, webhook];
      // A made-up secret in the format of the specification.
      const secret = kind === 'webhook' ? `whsec_${btoa(crypto.randomUUID()).slice(0, 43)}=` : null;
      return HttpResponse.json({ webhook, secret }, { status: 201 });
    }),
    mockUpdate(routes.updateWebhook, 'webhook', (id, body) =>
      replaceById(webhooks, id, (w) => ({ ...w, ...body, updatedAt: now() }), keep),
    ),
    mockDelete(routes.deleteWebhook, 'webhook', (id) => {
      deliveries = deliveries.filter((d) => d.webhookId !== id);
      return removeById(webhooks, id, keep);
    }),
    mockRoute(routes.listWebhookDeliveries, ({ params }) => {
      if (!find(params.id)) return errorAnswer(404, notFoundMessage('webhook'));
      settle();
      return HttpResponse.json(deliveries.filter((d) => d.webhookId === params.id));
    }),
    mockRoute(routes.pingWebhook, ({ params }) => {
      if (!find(params.id)) return errorAnswer(404, notFoundMessage('webhook'));
      return queue(
        mockDelivery({
          webhookId: params.id,
          eventType: 'webhook.ping',
          summary: `Test message from PortfolioAI, sent by ${user.firstName ?? 'you'}`,
          state: 'sending',
          attempts: 1,
          lastStatus: null,
          responseExcerpt: null,
          lastAttemptAt: now(),
          createdAt: now(),
        }),
      );
    }),
    mockRoute(routes.redeliverWebhookDelivery, ({ params }) => {
      const delivery = deliveries.find((d) => d.id === params.id);
      if (!delivery) return errorAnswer(404, 'Delivery not found');
      return queue({
        ...delivery,
        id: crypto.randomUUID(),
        state: 'sending',
        attempts: 1,
        interruptedAttempts: 0,
        lastStatus: null,
        lastError: null,
        responseExcerpt: null,
        nextAttemptAt: null,
        lastAttemptAt: now(),
        createdAt: now(),
      });
    }),
    mockRoute(routes.rotateWebhookSecret, ({ params }) => {
      const previousSecretExpiresAt = new Date(
        Date.now() + PREVIOUS_SECRET_HOURS * HOUR_MS,
      ).toISOString();
      const rotated = replaceById(
        webhooks,
        params.id,
        (w) => ({ ...w, previousSecretExpiresAt }),
        keep,
      );
      if (!rotated) return errorAnswer(404, notFoundMessage('webhook'));
      return HttpResponse.json({
        webhook: rotated,
        secret: `whsec_${btoa(crypto.randomUUID()).slice(0, 43)}=`,
      });
    }),
  ];
}

/** The mock user's password for the two-factor dialogs (changing it is not remembered). */
export const MOCK_PASSWORD = 'correct horse battery';
const WRONG_PASSWORD = errorAnswer(403, 'Your password is not correct', {
  code: ERROR_CODES.wrongPassword,
});

/**
 * Settings → Security → Two-Factor Authentication and Settings → Profile on the in-memory user:
 * the set-up answers a fixed secret, `MOCK_TWO_FACTOR_CODE` turns it on, `MOCK_PASSWORD` turns it
 * off. Typed by the contract like every mock.
 */
export const accountHandlers = [
  mockRoute(routes.updateProfile, async ({ request }) => {
    const body = await request.json();
    user = {
      ...user,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      updatedAt: now(),
    };
    return HttpResponse.json(user);
  }),
  mockRoute(routes.sendEmailVerification, () =>
    user.emailVerified
      ? errorAnswer(409, EMAIL_VERIFICATION_MESSAGES.alreadyVerified, {
          code: 'email_already_verified',
        })
      : HttpResponse.json(
          {
            message: `Check your inbox: we sent a link to ${user.email} to verify it.`,
            email: user.email,
          },
          { status: 202 },
        ),
  ),
  mockRoute(routes.setupTwoFactor, () => HttpResponse.json(MOCK_TWO_FACTOR_SETUP)),
  mockRoute(routes.enableTwoFactor, async ({ request }) => {
    const { code } = await request.json();
    if (code.trim() !== MOCK_TWO_FACTOR_CODE) {
      return errorAnswer(400, WRONG_SETUP_CODE_MESSAGE, {
        code: ERROR_CODES.validation,
        details: [{ field: 'code', message: WRONG_SETUP_CODE_MESSAGE }],
      });
    }
    user = { ...user, twoFactorEnabled: true };
    return HttpResponse.json({ recoveryCodes: MOCK_RECOVERY_CODES });
  }),
  mockRoute(routes.disableTwoFactor, async ({ request }) => {
    if ((await request.json()).password !== MOCK_PASSWORD) return WRONG_PASSWORD;
    user = { ...user, twoFactorEnabled: false };
    return noContent();
  }),
  mockRoute(routes.regenerateRecoveryCodes, async ({ request }) => {
    if ((await request.json()).password !== MOCK_PASSWORD) return WRONG_PASSWORD;
    return HttpResponse.json({ recoveryCodes: [...MOCK_RECOVERY_CODES].reverse() });
  }),
];

// The company's activity: a few changes by the demo user and a colleague, newest first.
const colleague = { id: '7c3d9e2f-1a4b-4c5d-8e6f-0a1b2c3d4e5f', name: 'Lena Fischer' };
const me = { id: makeCurrentUser().id, name: 'Maya Chen' };
const event = (
  id: number,
  at: string,
  who: { id: string; name: string },
  rest: Pick<HistoryEntry, 'entity' | 'entityLabel' | 'action' | 'changes'>,
): HistoryEntry => ({
  id: String(id),
  at,
  actor: { type: 'user', ...who },
  entityId: `${String(id).padStart(8, '0')}-0000-4000-8000-000000000000`,
  ...rest,
});
export const demoActivity: HistoryEntry[] = [
  event(6, '2026-03-12T15:20:00.000Z', me, {
    entity: 'project',
    entityLabel: 'Customer Support Copilot',
    action: 'updated',
    changes: [
      { field: 'runningCosts', label: 'Running Costs', before: '$8,500', after: '$9,200' },
      { field: 'status', label: 'Status', before: 'Planning', after: 'Active' },
    ],
  }),
  event(5, '2026-03-11T10:05:00.000Z', colleague, {
    entity: 'llm_model',
    entityLabel: 'GPT-4o',
    action: 'key_revealed',
    changes: [],
  }),
  event(4, '2026-03-10T09:00:00.000Z', me, {
    entity: 'member',
    entityLabel: 'lena.fischer@northwind.example',
    action: 'updated',
    changes: [{ field: 'role', label: 'Role', before: 'Member', after: 'Admin' }],
  }),
  event(3, '2026-03-09T16:45:00.000Z', colleague, {
    entity: 'project',
    entityLabel: 'Invoice Reader',
    action: 'archived',
    changes: [{ field: 'archivedAt', label: 'Archived', before: null, after: 'March 9, 2026' }],
  }),
  event(2, '2026-03-05T11:30:00.000Z', me, {
    entity: 'invitation',
    entityLabel: 'lena.fischer@northwind.example',
    action: 'created',
    changes: [
      { field: 'email', label: 'Email', before: null, after: 'lena.fischer@northwind.example' },
      { field: 'role', label: 'Role', before: null, after: 'Member' },
    ],
  }),
  event(1, '2026-03-02T10:15:00.000Z', me, {
    entity: 'embed_app',
    entityLabel: 'Northwind intranet',
    action: 'created',
    changes: [{ field: 'name', label: 'Name', before: null, after: 'Northwind intranet' }],
  }),
];

/** The company's activity, filtered and paged as the BFF does (for dev:mock, tests, stories). */
export const activityHandler = (entries: readonly HistoryEntry[] = demoActivity) =>
  mockRoute(routes.listCompanyAudit, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const day = (at: string) => at.slice(0, 10);
    const matching = entries.filter(
      (e) =>
        (!q.get('actorId') || e.actor.id === q.get('actorId')) &&
        (!q.get('entity') || e.entity === q.get('entity')) &&
        (!q.get('action') || e.action === q.get('action')) &&
        (!q.get('from') || day(e.at) >= q.get('from')!) &&
        (!q.get('to') || day(e.at) <= q.get('to')!),
    );
    return HttpResponse.json(historyPageOf(matching, historyQueryOf(request.url)));
  });

/** The members the Activity page offers as people (the team-panel widget serves them in dev:mock). */
export const demoMembers: Member[] = [
  {
    id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
    role: 'admin',
    joinedAt: '2026-01-12T09:30:00.000Z',
    user: { id: me.id, firstName: 'Maya', lastName: 'Chen', email: makeCurrentUser().email },
  },
  {
    id: '2f3e4d5c-6b7a-4899-8a1b-2c3d4e5f6a7b',
    role: 'member',
    joinedAt: '2026-03-05T12:00:00.000Z',
    user: {
      id: colleague.id,
      firstName: 'Lena',
      lastName: 'Fischer',
      email: 'lena.fischer@northwind.example',
    },
  },
];
export const membersHandler = mockRouteJson(routes.listMembers, demoMembers);

/** This week's digest of the demo company, as the BFF would send it now. */
export const demoWeeklyDigest: WeeklyDigest = {
  companyId: makeMembership().id,
  companyName: 'Northwind Analytics',
  from: '2026-03-09T07:00:00.000Z',
  to: '2026-03-16T07:00:00.000Z',
  subject: 'Your weekly AI portfolio summary: Northwind Analytics',
  wouldSend: true,
  metrics: [
    { key: 'totalProjects', label: 'Total Projects', now: '7', weekAgo: '6', change: '+1' },
    { key: 'averageRoi', label: 'Average ROI', now: '142%', weekAgo: '138%', change: '+4.0 pts' },
    {
      key: 'totalInvestment',
      label: 'Total Investment',
      now: '$2.9M',
      weekAgo: '$2.7M',
      change: '+$184K',
    },
    {
      key: 'fullyCompliant',
      label: 'Fully Compliant',
      now: '57%',
      weekAgo: '50%',
      change: '+7 pts',
    },
  ],
  newProjects: [
    {
      projectId: '6d1e7a20-5b3c-4f8d-9e0a-000000000007',
      name: 'Campaign Copy Generator',
      department: 'Marketing',
      businessOwner: 'Noah Fischer',
      status: 'Planning',
      createdAt: '2026-03-11T10:00:00.000Z',
    },
  ],
  statusChanges: [
    {
      projectId: '6d1e7a20-5b3c-4f8d-9e0a-000000000001',
      name: 'Customer Support Copilot',
      before: 'Planning',
      after: 'Active',
      by: 'Lena Fischer',
      at: '2026-03-12T15:20:00.000Z',
    },
  ],
  totals: { newProjects: 1, statusChanges: 1, openRisks: 3 },
  openRisks: [
    {
      riskId: '9a1b2c3d-4e5f-4a6b-8c7d-000000000001',
      projectId: '6d1e7a20-5b3c-4f8d-9e0a-000000000001',
      projectName: 'Customer Support Copilot',
      title: 'Active while its EU AI Act status is non-compliant',
      severity: 'high',
      state: 'open',
      openedAt: '2026-03-12T15:24:00.000Z',
    },
  ],
};

/** The preview reflects the saved preferences, as the BFF's does. */
export const weeklyDigestHandler = (digest: WeeklyDigest = demoWeeklyDigest) =>
  mockRoute(routes.previewWeeklyDigest, () =>
    HttpResponse.json({
      ...digest,
      wouldSend: preferences.emailNotifications && preferences.weeklyReports,
    }),
  );

/** The company's evidence files in Settings: 12 files, 48 MB of a 1,024 MB quota. */
export const evidenceUsageHandler = mockRouteJson(routes.getEvidenceUsage, {
  files: 12,
  usedBytes: 48 * 1024 * 1024,
  quotaBytes: 1024 * 1024 * 1024,
});

/**
 * The shell's own API in mock mode: the session, companies, preferences, notifications, the
 * weekly digest, embedding settings and the widget registry.
 */
export const hostHandlers = [
  activityHandler(),
  mockRoute(routes.getSession, ({ cookies }) =>
    HttpResponse.json(cookies[MOCK_SESSION_COOKIE] === 'out' ? null : user),
  ),
  mockRoute(routes.getCurrentUser, ({ cookies }) =>
    cookies[MOCK_SESSION_COOKIE] === 'out'
      ? errorAnswer(401, 'Unauthorized')
      : HttpResponse.json(user),
  ),
  mockRoute(routes.createCompany, async ({ request }) => {
    const body = await request.json();
    const membership = makeMembership({ ...body, id: crypto.randomUUID(), role: 'admin' });
    user = { ...user, companies: [membership, ...user.companies] };
    return HttpResponse.json(
      { ...membership, ownerId: user.id, createdAt: now(), updatedAt: now() },
      { status: 201 },
    );
  }),
  mockRoute(routes.updateCompany, async ({ request, params }) => {
    const body = await request.json();
    user = {
      ...user,
      companies: user.companies.map((c) => (c.id === params.companyId ? { ...c, ...body } : c)),
    };
    return HttpResponse.json({
      ...body,
      id: params.companyId,
      ownerId: user.id,
      createdAt: now(),
      updatedAt: now(),
    });
  }),
  mockRoute(routes.getPreferences, () => HttpResponse.json(preferences)),
  evidenceUsageHandler,
  mockRoute(routes.updatePreferences, async ({ request }) => {
    preferences = { ...preferences, ...(await request.json()) };
    return HttpResponse.json(preferences);
  }),
  mockRoute(routes.changePassword, () => noContent()),
  // The account is gone: the mocked session ends, as /api/logout ends it.
  mockRoute(
    routes.deleteAccount,
    () =>
      new HttpResponse(null, {
        status: 204,
        headers: { 'Set-Cookie': `${MOCK_SESSION_COOKIE}=out; Path=/` },
      }) as never,
  ),
  ...accountHandlers,
  ...embedHandlers,
  ...apiTokenHandlers(),
  ...inboundIntegrationHandlers(),
  ...webhookHandlers(),
  ...notificationHandlers(demoNotifications),
  weeklyDigestHandler(),
  mockRoute(routes.getWidgetRegistry, () =>
    HttpResponse.json(
      Object.fromEntries(WIDGET_NAMES.map((name) => [name, defaultManifestUrl(name)])),
    ),
  ),
];
