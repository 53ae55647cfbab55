import { INBOUND_MESSAGES, MINUTE_MS } from '@portfolio/contracts';
import type { Middleware } from 'koa';
import getRawBody from 'raw-body';
import type { AppDeps } from '../../app-deps.ts';
import {
  InputError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthenticatedError,
} from '../../errors.ts';
import {
  INBOUND_EVENT_BODY_LIMIT,
  JSON_MAX_DEPTH,
  JSON_TOO_DEEP_MESSAGE,
  jsonNestsDeeperThan,
} from '../../middleware/json-body.ts';
import { byClientIp, formatWait, rateLimit } from '../../middleware/rate-limit.ts';
import { Integration } from '../../models/integration.ts';
import { decryptSecret } from '../../services/access/secrets.ts';
import { PROVIDER_SCHEMES, SignatureError } from './providers.ts';

/**
 * Anyone may call an inbound URL, so what it costs before the caller is known is kept small:
 * refused calls are counted per client address (429 past the limit), the connection is looked
 * up before the body is read (404), the signature header must be there and of the provider's
 * form (401), the body is read as text up to `INBOUND_EVENT_BODY_LIMIT` (413, unread when its
 * declared length is over), its signature checked on those bytes (401), and only then parsed.
 * `raw-body` (MIT, what Koa's body parsers read with) reads it: a limit, the declared length
 * checked, the stream drained on refusal.
 */

/** Refused calls (any 4xx) one client address may make to inbound URLs in a window. */
export const INBOUND_REFUSALS_LIMIT = { windowMs: MINUTE_MS, max: 30 } as const;

const CONNECTION_NOT_FOUND = 'No such connection: it may have been deleted';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const unauthenticated = (error: unknown) =>
  new UnauthenticatedError(
    error instanceof SignatureError && error.message
      ? error.message
      : INBOUND_MESSAGES.badSignature,
  );

/** Middleware run before the route's own checks (its `before`). */
export function inboundGate(deps: AppDeps): Middleware[] {
  const limit = rateLimit({
    ...INBOUND_REFUSALS_LIMIT,
    name: 'inbound-events:ip',
    key: byClientIp,
    failuresOnly: true,
    message: (seconds) =>
      `Too many refused events from this address. Please try again in ${formatWait(seconds)}.`,
  });
  const gate: Middleware = async (ctx, next) => {
    const id = (ctx.params as { id?: string }).id ?? '';
    const integration = UUID.test(id) ? await Integration.query(deps.db).findById(id) : undefined;
    if (!integration) throw new NotFoundError(CONNECTION_NOT_FOUND);
    const scheme = PROVIDER_SCHEMES[integration.provider];
    const { headers } = ctx.request;
    let secret: string;
    try {
      // A secret that cannot be read (SECRETS_KEY changed) cannot sign anything either.
      secret = decryptSecret(integration.secretEncrypted, deps.config.secretsKey);
      scheme.signatureHeader(headers, secret);
    } catch (error) {
      throw unauthenticated(error);
    }
    let rawBody: string;
    try {
      rawBody = await getRawBody(ctx.req, {
        limit: INBOUND_EVENT_BODY_LIMIT,
        length: ctx.get('content-length') || undefined,
        encoding: 'utf8',
      });
    } catch (error) {
      if ((error as { type?: string }).type === 'entity.too.large') {
        throw new PayloadTooLargeError(
          `The event is larger than ${INBOUND_EVENT_BODY_LIMIT.toUpperCase()}`,
        );
      }
      throw new InputError('The event body could not be read');
    }
    try {
      scheme.signed(headers, rawBody, secret);
    } catch (error) {
      throw unauthenticated(error);
    }
    if (jsonNestsDeeperThan(rawBody, JSON_MAX_DEPTH)) throw new InputError(JSON_TOO_DEEP_MESSAGE);
    let body: unknown;
    try {
      body = rawBody === '' ? {} : JSON.parse(rawBody);
    } catch {
      throw new InputError('The event body is not valid JSON');
    }
    Object.assign(ctx.request, { body, rawBody });
    await next();
  };
  return [limit, gate];
}
