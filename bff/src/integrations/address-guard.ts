import dns from 'node:dns';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net, { isIP } from 'node:net';
import type { Duplex } from 'node:stream';
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
 * calls `unicast` and no IPv6 form of an IPv4 address, the same rule the agents apply.
 */

/**
 * IPv6 ranges that carry an IPv4 address inside, refused whole: an endpoint never needs them,
 * and the address inside may be private (`[::127.0.0.1]`, `[::a9fe:a9fe]` reach 127.0.0.1 and
 * 169.254.169.254 on some stacks). ipaddr.js already calls IPv4-mapped, NAT64 (64:ff9b::/96),
 * 6to4, Teredo and SIIT (::ffff:0:0:0/96) ranges other than `unicast`, but calls the deprecated
 * IPv4-compatible range (::/96) and local-use NAT64 (64:ff9b:1::/48, RFC 8215) `unicast`. The
 * whole list is checked, so the rule stands if the library's ranges change.
 */
export const EMBEDDED_IPV4_RANGES = [
  '::/96',
  '::ffff:0:0/96',
  '::ffff:0:0:0/96',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '2002::/16',
  '2001::/32',
] as const;

const embeddedRanges = EMBEDDED_IPV4_RANGES.map((cidr) => ipaddr.parseCIDR(cidr));

/** The rule the guarded agents apply: `unicast` by ipaddr.js, and no IPv4 inside an IPv6. */
export function isPublicAddress(address: string): boolean {
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv4') return true;
  return !embeddedRanges.some((range) => parsed.match(range));
}
const isPublic = isPublicAddress;

/** An IPv6 address of one of {@link EMBEDDED_IPV4_RANGES}. */
const embedsIPv4 = (address: string) =>
  isIP(address) === 6 && embeddedRanges.some((range) => ipaddr.parse(address).match(range));

/** Worded as request-filtering-agent words its refusals ("… is not allowed …"). */
const embeddedRefusal = (address: string) =>
  new Error(`DNS lookup ${address} is not allowed. Because, It embeds an IPv4 address.`);

type LookupFunction = NonNullable<net.TcpNetConnectOpts['lookup']>;
type LookupCallback = (error: Error | null, address?: unknown, family?: number) => void;

/**
 * Wraps a connection's DNS lookup so that an answer in {@link EMBEDDED_IPV4_RANGES} is refused;
 * request-filtering-agent runs its own checks on what this passes on. (Its `denyIPAddressList`
 * cannot take IPv6 ranges: matching them against an IPv4 answer throws in ipaddr.js.)
 */
function refusingEmbedded(lookup: LookupFunction = dns.lookup as LookupFunction): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: LookupCallback) =>
    lookup(hostname, options, ((error: Error | null, address: unknown, family?: number) => {
      if (error) return callback(error);
      const all = Array.isArray(address) ? (address as dns.LookupAddress[]) : null;
      const addresses = all ? all.map((a) => a.address) : [address as string];
      const embedded = addresses.find(embedsIPv4);
      if (embedded) return callback(embeddedRefusal(embedded));
      return all ? callback(null, all) : callback(null, address, family);
    }) as never)) as LookupFunction;
}

type Listener = (error: Error | null, socket: Duplex) => void;

/**
 * What both guarded agents do before request-filtering-agent's own check: refuse an embedded
 * IPv4 form given as the host itself (no lookup runs for an address), and refuse one that DNS
 * answers.
 */
function connectGuarded(
  options: net.TcpNetConnectOpts,
  listener: Listener | undefined,
  connect: (options: net.TcpNetConnectOpts, listener?: Listener) => Duplex,
): Duplex {
  const host = options.host?.replace(/^\[|\]$/g, '');
  if (host && embedsIPv4(host)) {
    const socket = new net.Socket();
    if (listener) listener(embeddedRefusal(host), socket);
    else socket.destroy(embeddedRefusal(host));
    return socket;
  }
  return connect({ ...options, lookup: refusingEmbedded(options.lookup) }, listener);
}

class GuardedHttpAgent extends RequestFilteringHttpAgent {
  override createConnection(options: net.TcpNetConnectOpts, listener?: Listener): Duplex {
    return connectGuarded(options, listener, (o, l) => super.createConnection(o, l));
  }
}

class GuardedHttpsAgent extends RequestFilteringHttpsAgent {
  override createConnection(options: net.TcpNetConnectOpts, listener?: Listener): Duplex {
    return connectGuarded(options, listener, (o, l) => super.createConnection(o, l));
  }
}

const AGENT_OPTIONS = { keepAlive: true, maxSockets: 32 };

const guarded = {
  'http:': new GuardedHttpAgent(AGENT_OPTIONS),
  'https:': new GuardedHttpsAgent(AGENT_OPTIONS),
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
