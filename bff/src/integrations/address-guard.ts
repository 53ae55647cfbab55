import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { InputError } from '../errors.ts';

/**
 * Requests to endpoints go out only to public addresses (unless WEBHOOK_ALLOW_PRIVATE=true, or
 * LLM_ALLOW_PRIVATE=true for calls to LLM models):
 * checked when an endpoint is registered or its URL changed (a clear 400), and again on every
 * connection of every delivery, redirects included, by `request-filtering-agent`, whose agents
 * check the address DNS answers at connect time (so a name that resolves to a public address at
 * registration and to 127.0.0.1 later is still refused). A public address is what ipaddr.js
 * calls `unicast`, the same rule the agent applies.
 */

const AGENT_OPTIONS = { keepAlive: true, maxSockets: 32 };

const guarded = {
  'http:': new RequestFilteringHttpAgent(AGENT_OPTIONS),
  'https:': new RequestFilteringHttpsAgent(AGENT_OPTIONS),
};
const open = {
  'http:': new http.Agent(AGENT_OPTIONS),
  'https:': new https.Agent(AGENT_OPTIONS),
};

/** The agent a delivery to `url` connects through. */
export function agentFor(url: URL, allowPrivate: boolean): http.Agent {
  const protocol = url.protocol as 'http:' | 'https:';
  return (allowPrivate ? open : guarded)[protocol];
}

const isPublic = (address: string) => ipaddr.process(address).range() === 'unicast';

/** The host of a URL without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Refuses (400) a URL whose host is, or resolves to, an address that is not public, or a host
 * that does not resolve. Nothing is checked when private addresses are allowed. `rule` ends the
 * refusal: what goes only to public addresses (webhooks, calls to LLM models).
 */
export async function assertPublicUrl(
  raw: string,
  allowPrivate: boolean,
  rule = 'webhooks go only to public addresses',
): Promise<void> {
  const url = new URL(raw);
  if (allowPrivate) return;
  const host = hostOf(url);
  const refused = () =>
    new InputError(`${host} is a private, loopback or link-local address: ${rule}`);
  if (isIP(host)) {
    if (!isPublic(host)) throw refused();
    return;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) throw refused();
  let addresses: Array<{ address: string }>;
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    throw new InputError(`${host} could not be found: check the URL`);
  }
  if (addresses.some(({ address }) => !isPublic(address))) throw refused();
}
