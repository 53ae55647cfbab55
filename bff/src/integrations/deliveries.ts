import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_RETRY_SCHEDULE_SECONDS, notFoundMessage } from '@portfolio/contracts';
import { Webhook as Signer } from 'standardwebhooks';
import type { AppDeps } from '../app-deps.ts';
import { SYSTEM_ACTOR, write } from '../audit/unit-of-work.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import type { HistoryConsumer } from '../jobs/process-history.ts';
import { Webhook, WebhookDelivery } from '../models/webhook.ts';
import { agentFor } from './address-guard.ts';
import { slackMessage, teamsMessage } from './chat.ts';
import { eventMessages } from './payload.ts';
import { newMessageId, signingSecrets } from './webhooks.ts';

/**
 * Deliveries. The history is the outbox: as each batch of new events is processed, a delivery
 * row is written for every enabled endpoint that wants the event, in the batch's transaction,
 * so an event gets its deliveries exactly once or stays queued. The `deliver-webhooks` job
 * (woken by every insert, and every minute) claims due rows with `SKIP LOCKED`, posts them and
 * records the outcome: 2xx succeeded; 5xx, 429 (after its Retry-After), timeouts and connection
 * errors are tried again on the Standard Webhooks schedule with ±20% jitter; 410 Gone disables
 * the endpoint; any other answer fails the delivery. A claim's lease is short and renewed while
 * its tries are in flight: a try whose sender died (kill, crash) is claimed again by any process
 * once the lease ends, some ten seconds later, so nothing is lost across a restart. It may then
 * reach the endpoint twice (at least once, with the same `webhook-id`); the row counts it
 * (`interrupted_attempts`), and the endpoint's log shows it.
 */

/** Rows claimed at once, posted concurrently (at most 32 connections per endpoint). */
const CLAIM_SIZE = 200;
/** A run stops claiming after this long and queues the next run, so a stop waits on little. */
const RUN_MS = 2_000;
const EXCERPT_MAX = 500;
const MAX_REDIRECTS = 3;
const RESPONSE_READ_MAX = 64 * 1024;

/** Writes the deliveries of a batch of history (see above). */
export const webhookDeliveries: HistoryConsumer = {
  name: 'webhook-deliveries',
  async handle({ deps, trx, events }) {
    const companies = [...new Set(events.map((e) => e.companyId))];
    const endpoints = await Webhook.query(trx)
      .whereIn('companyId', companies)
      .where({ enabled: true });
    if (endpoints.length === 0) return;
    const byCompany = new Map<string, Webhook[]>();
    for (const endpoint of endpoints) {
      byCompany.set(endpoint.companyId, [...(byCompany.get(endpoint.companyId) ?? []), endpoint]);
    }
    const wanted = events.filter((e) => byCompany.has(e.companyId));
    const messages = await eventMessages(trx, deps.config.publicUrl, wanted);
    const rows: Array<Partial<WebhookDelivery>> = [];
    for (const event of wanted) {
      const message = messages.get(event.id)!;
      for (const endpoint of byCompany.get(event.companyId)!) {
        if (!endpoint.eventTypes.includes(message.payload.type)) continue;
        if (
          endpoint.departments.length > 0 &&
          !endpoint.departments.includes(message.department ?? '')
        ) {
          continue;
        }
        rows.push({
          companyId: event.companyId,
          webhookId: endpoint.id,
          auditEventId: event.id,
          source: 'event',
          messageId: newMessageId(),
          eventType: message.payload.type,
          payload: message.payload,
        });
      }
    }
    // One statement per chunk: the insert trigger wakes the delivery job once per statement.
    for (let i = 0; i < rows.length; i += 500) {
      await WebhookDelivery.query(trx).insert(rows.slice(i, i + 500));
    }
  },
};

/** What an endpoint answered, or why it did not. */
export type PostResult =
  | { status: number; body: string; retryAfter: string | undefined }
  | { error: string; refused: boolean };

/** POSTs `body`, following up to three redirects, each through the address guard. */
export function post(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean },
  redirects = MAX_REDIRECTS,
): Promise<PostResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      resolve({ error: 'The URL is not valid', refused: true });
      return;
    }
    // A redirect may name any scheme (ftp:, file:, data:…): only http(s) is ever requested.
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      resolve({
        error: `Refused: only http and https URLs are followed, not ${url.protocol}`,
        refused: true,
      });
      return;
    }
    let request: http.ClientRequest;
    try {
      request = (url.protocol === 'https:' ? https : http).request(url, {
        method: 'POST',
        agent: agentFor(url, options.allowPrivate),
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      });
    } catch (error) {
      // Node refuses some URLs and headers synchronously: that is this delivery's failure.
      resolve({ error: (error as Error).message, refused: true });
      return;
    }
    const timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s`)),
      options.timeoutMs,
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location && redirects > 0) {
        response.resume();
        clearTimeout(timer);
        let next: string;
        try {
          next = new URL(location, url).href;
        } catch {
          resolve({ error: 'Refused: the redirect names no valid URL', refused: true });
          return;
        }
        resolve(post(next, headers, body, options, redirects - 1));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < RESPONSE_READ_MAX) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status,
          body: Buffer.concat(chunks).toString('utf8'),
          retryAfter: response.headers['retry-after'],
        });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        resolve({ error: error.message, refused: false });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      // request-filtering-agent refuses a private address with "… is not allowed …".
      const refused = /is not allowed/.test(error.message);
      resolve({
        error: refused
          ? `Refused: ${url.hostname} resolves to a private, loopback or link-local address`
          : error.message,
        refused,
      });
    });
    request.end(body);
  });
}

/** Seconds of a Retry-After header (delay-seconds or an HTTP date), if it has one. */
export function retryAfterSeconds(header: string | undefined, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, (at - now) / 1000);
}

/** Seconds before the try after `attempts` tries, with ±20% jitter; null when none is left. */
export function retryDelaySeconds(attempts: number, random = Math.random): number | null {
  const base = WEBHOOK_RETRY_SCHEDULE_SECONDS[attempts];
  if (base === undefined) return null;
  return base * (0.8 + 0.4 * random());
}

/** The request body and headers of a delivery to its endpoint. */
export function requestOf(
  endpoint: Webhook,
  delivery: WebhookDelivery,
  secrets: readonly string[],
  now = new Date(),
): { body: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'AI-Portfolio-Platform-Webhooks/1.0',
  };
  if (endpoint.kind === 'slack') {
    return { body: JSON.stringify(slackMessage(delivery.payload)), headers };
  }
  if (endpoint.kind === 'teams') {
    return { body: JSON.stringify(teamsMessage(delivery.payload)), headers };
  }
  const body = JSON.stringify(delivery.payload);
  const signatures = secrets.map((secret) =>
    new Signer(secret).sign(delivery.messageId, now, body),
  );
  return {
    body,
    headers: {
      ...headers,
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signatures.join(' '),
    },
  };
}

/**
 * A claim's lease: renewed every {@link LEASE_RENEW_MS} while its tries are in flight, so it
 * outlives a slow endpoint in a live process and ends this soon after its sender dies.
 */
const LEASE_SECONDS = 10;
const LEASE_RENEW_MS = 3_000;

/**
 * Takes up to `limit` due deliveries for this process, and tries whose sender stopped mid-try
 * (its lease ended): those count as interrupted, since the endpoint may have had them.
 */
async function claim(deps: AppDeps, limit: number): Promise<WebhookDelivery[]> {
  const { db } = deps;
  const leaseSeconds = LEASE_SECONDS;
  const due = db('webhookDeliveries')
    .select('id')
    .where((q) =>
      q
        .where({ state: 'pending' })
        .andWhere('nextAttemptAt', '<=', db.fn.now())
        .orWhere((sending) =>
          sending.where({ state: 'sending' }).andWhere('leaseUntil', '<', db.fn.now()),
        ),
    )
    .orderBy('nextAttemptAt')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return WebhookDelivery.query(db)
    .patch({
      state: 'sending',
      attempts: db.raw('attempts + 1') as never,
      // `state` here is the row's state before this claim.
      interruptedAttempts: db.raw(
        "interrupted_attempts + case when state = 'sending' then 1 else 0 end",
      ) as never,
      leaseUntil: db.raw('now() + make_interval(secs => ?)', [leaseSeconds]) as never,
      lastAttemptAt: db.fn.now() as never,
    })
    .whereIn('id', due)
    .returning('*') as unknown as Promise<WebhookDelivery[]>;
}

type Finish = Partial<
  Pick<WebhookDelivery, 'state' | 'lastStatus' | 'lastError' | 'responseExcerpt' | 'nextAttemptAt'>
>;

/** How a try ended, as written back to its row. */
interface Outcome {
  id: string;
  state: WebhookDelivery['state'];
  lastStatus: number | null;
  lastError: string | null;
  responseExcerpt: string | null;
  nextAttemptAt: Date | null;
}

const outcome = (delivery: WebhookDelivery, fields: Finish): Outcome => ({
  id: delivery.id,
  state: fields.state ?? 'failed',
  lastStatus: fields.lastStatus ?? null,
  lastError: fields.lastError ?? null,
  responseExcerpt: fields.responseExcerpt ?? null,
  nextAttemptAt: fields.nextAttemptAt ?? null,
});

/** Writes the outcomes of a claim back in one statement, ending their leases. */
async function record(deps: AppDeps, outcomes: readonly Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const values = outcomes.map(() => '(?::uuid, ?, ?::int, ?, ?, ?::timestamptz)').join(', ');
  await deps.db.raw(
    `update webhook_deliveries as d set state = v.state, last_status = v.last_status,
        last_error = v.last_error, response_excerpt = v.response_excerpt,
        next_attempt_at = v.next_attempt_at, lease_until = null
      from (values ${values}) as v(id, state, last_status, last_error, response_excerpt, next_attempt_at)
      where d.id = v.id`,
    outcomes.flatMap((o) => [
      o.id,
      o.state,
      o.lastStatus,
      o.lastError,
      o.responseExcerpt,
      o.nextAttemptAt?.toISOString() ?? null,
    ]),
  );
}

/** A 410 Gone: the endpoint is turned off (in the history) and its waiting deliveries fail. */
async function disable(deps: AppDeps, endpoint: Webhook): Promise<void> {
  await write(deps, SYSTEM_ACTOR, async (uow) => {
    const before = await uow.lock(Webhook, endpoint.id, notFoundMessage('webhook'));
    if (!before.enabled) return;
    const reason = 'The endpoint answered 410 Gone';
    await Webhook.query(uow.trx)
      .findById(endpoint.id)
      .patch({ enabled: false, disabledReason: reason });
    await uow.record({
      entity: 'webhook',
      id: endpoint.id,
      action: 'updated',
      before: { companyId: before.companyId, enabled: true },
      after: { companyId: before.companyId, enabled: false },
      label: before.description || new URL(before.url).host,
    });
    await WebhookDelivery.query(uow.trx)
      .where({ webhookId: endpoint.id, state: 'pending', source: 'event' })
      .patch({ state: 'failed', lastError: reason, nextAttemptAt: null });
  });
}

/**
 * The try made again on the retry schedule (no sooner than `atLeastSeconds`), or failed for good
 * once the schedule is spent.
 */
function retryOrFail(delivery: WebhookDelivery, fields: Finish, atLeastSeconds = 0): Finish {
  const delay = retryDelaySeconds(delivery.attempts);
  if (delay === null) return { ...fields, state: 'failed' };
  const seconds = Math.max(delay, atLeastSeconds);
  return { ...fields, state: 'pending', nextAttemptAt: new Date(Date.now() + seconds * 1000) };
}

/** Posts one claimed delivery; resolves with how it went (`gone`: the endpoint answered 410). */
async function attempt(
  deps: AppDeps,
  delivery: WebhookDelivery,
  endpoint: Webhook,
  secrets: string[] | Error,
): Promise<{ outcome: Outcome; gone: boolean }> {
  const done = (fields: Finish, gone = false) => ({ outcome: outcome(delivery, fields), gone });
  if (!endpoint.enabled && delivery.source === 'event') {
    return done({ state: 'failed', lastError: 'The endpoint is turned off' });
  }
  if (secrets instanceof Error) {
    // A secret that no longer decrypts (SECRETS_KEY changed): no try can succeed.
    return done({ state: 'failed', lastError: 'The signing secret could not be read: rotate it' });
  }
  const { body, headers } = requestOf(endpoint, delivery, secrets);
  const result = await post(endpoint.url, headers, body, {
    timeoutMs: deps.config.webhookTimeoutSeconds * 1000,
    allowPrivate: deps.config.webhookAllowPrivate,
  });
  const retry = (fields: Finish, atLeastSeconds = 0) =>
    done(retryOrFail(delivery, fields, atLeastSeconds));
  if ('error' in result) {
    const fields = { lastError: result.error.slice(0, EXCERPT_MAX) };
    return result.refused ? done({ ...fields, state: 'failed' }) : retry(fields);
  }
  const fields = { lastStatus: result.status, responseExcerpt: result.body.slice(0, EXCERPT_MAX) };
  if (result.status >= 200 && result.status < 300) return done({ ...fields, state: 'succeeded' });
  if (result.status === 410) return done({ ...fields, state: 'failed' }, true);
  if (result.status === 429) return retry(fields, retryAfterSeconds(result.retryAfter) ?? 0);
  if (result.status >= 500) return retry(fields);
  return done({ ...fields, state: 'failed' });
}

/** Renews the leases of `ids` until the returned stop is called (see {@link LEASE_SECONDS}). */
function keepLeases(deps: AppDeps, ids: readonly string[]): () => void {
  const timer = setInterval(() => {
    WebhookDelivery.query(deps.db)
      .whereIn('id', ids)
      .where({ state: 'sending' })
      .patch({
        leaseUntil: deps.db.raw('now() + make_interval(secs => ?)', [LEASE_SECONDS]) as never,
      })
      .catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'webhook delivery leases not renewed'),
      );
  }, LEASE_RENEW_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Seconds until the first lease of another sender ends (null: none is held). */
async function nextLeaseEnd(deps: AppDeps): Promise<number | null> {
  const row = (await deps
    .db('webhookDeliveries')
    .where({ state: 'sending' })
    .select(deps.db.raw('extract(epoch from min(lease_until) - now()) as seconds'))
    .first()) as { seconds: string | number | null } | undefined;
  if (row?.seconds === null || row?.seconds === undefined) return null;
  return Math.max(0, Number(row.seconds));
}

/**
 * {@link attempt}, whose every failure is its own delivery's outcome: an unexpected error fails
 * that try (tried again on the schedule) and never the claim, whose outcomes are always recorded.
 */
const safeAttempt: typeof attempt = async (deps, delivery, endpoint, secrets) => {
  try {
    return await attempt(deps, delivery, endpoint, secrets);
  } catch (error) {
    deps.logger.error(
      { err: error, delivery: delivery.id },
      'webhook delivery failed unexpectedly',
    );
    const lastError = `The delivery failed: ${(error as Error)?.message ?? String(error)}`;
    return {
      outcome: outcome(
        delivery,
        retryOrFail(delivery, { lastError: lastError.slice(0, EXCERPT_MAX) }),
      ),
      gone: false,
    };
  }
};

/**
 * Posts due deliveries, a claim at a time, for up to `runMs`. Resolves with how many were tried,
 * the delays of the retries it scheduled (and of the end of another sender's lease, so that a
 * dead sender's tries are taken then), and whether due work may remain.
 */
export async function deliverDue(
  deps: AppDeps,
  runMs = RUN_MS,
): Promise<{ tried: number; retries: number[]; more: boolean }> {
  const started = Date.now();
  const retries: number[] = [];
  let tried = 0;
  for (;;) {
    const claimed = await claim(deps, CLAIM_SIZE);
    if (claimed.length === 0) {
      // Tries held by another sender: if it died, they are taken when its lease ends.
      const leaseEnd = await nextLeaseEnd(deps);
      if (leaseEnd !== null) retries.push(leaseEnd + 1);
      return { tried, retries, more: false };
    }
    const ids = [...new Set(claimed.map((d) => d.webhookId))];
    const endpoints = new Map(
      (await Webhook.query(deps.db).whereIn('id', ids)).map((e) => [e.id, e] as const),
    );
    const secrets: Map<string, string[] | Error> = new Map();
    for (const endpoint of endpoints.values()) {
      try {
        secrets.set(endpoint.id, signingSecrets(endpoint, deps.config.secretsKey));
      } catch (error) {
        deps.logger.error({ err: error, webhook: endpoint.id }, 'webhook secret unreadable');
        secrets.set(endpoint.id, error as Error);
      }
    }
    const stopLeases = keepLeases(
      deps,
      claimed.map((d) => d.id),
    );
    const tries = await Promise.all(
      claimed.flatMap((delivery) => {
        const endpoint = endpoints.get(delivery.webhookId);
        // Deleted meanwhile: its deliveries went with it.
        if (!endpoint) return [];
        return [safeAttempt(deps, delivery, endpoint, secrets.get(endpoint.id)!)];
      }),
    ).finally(stopLeases);
    await record(
      deps,
      tries.map((t) => t.outcome),
    );
    const gone = new Set(
      tries.filter((t) => t.gone).map((t) => claimed.find((d) => d.id === t.outcome.id)!.webhookId),
    );
    for (const id of gone) {
      // The outcomes are recorded: turning one endpoint off must not stop the run.
      await disable(deps, endpoints.get(id)!).catch((error: unknown) =>
        deps.logger.error({ err: error, webhook: id }, 'webhook could not be turned off'),
      );
    }
    tried += claimed.length;
    for (const t of tries) {
      if (t.outcome.nextAttemptAt)
        retries.push((t.outcome.nextAttemptAt.getTime() - Date.now()) / 1000);
    }
    if (Date.now() - started >= runMs) return { tried, retries, more: true };
  }
}

/**
 * The job: woken by every delivery written (and every minute, for retries whose wake-up was
 * lost). Each scheduled retry queues a run for its time; a run that stopped with work left
 * queues the next at once.
 */
export const deliverWebhooksJob: JobDefinition = {
  name: 'deliver-webhooks',
  schedule: '* * * * *',
  policy: 'short',
  wakeOn: 'webhook_deliveries',
  retryDelay: 5,
  async run(deps) {
    const { retries, more } = await deliverDue(deps);
    if (!deps.jobs) return;
    if (more) await deps.jobs.send(deliverWebhooksJob, {}, { singletonKey: 'more' });
    const due = new Set(retries.map((seconds) => Math.ceil(seconds)));
    for (const seconds of due) {
      const at = Math.ceil(Date.now() / 1000) + seconds;
      await deps.jobs.send(
        deliverWebhooksJob,
        {},
        { startAfter: seconds, singletonKey: `at-${at}` },
      );
    }
  },
};
