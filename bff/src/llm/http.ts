import http from 'node:http';
import https from 'node:https';
import { agentFor } from '../integrations/address-guard.ts';
import { refusedAddressError, timeoutError, unreachableError } from './errors.ts';

/**
 * One JSON POST to a vendor's API. Node's `http`/`https` rather than `fetch`: the address guard
 * is an `http.Agent` (request-filtering-agent checks the address DNS gives at connect time),
 * which `fetch` cannot use. The whole exchange, answer included, is bounded by one
 * `AbortSignal.timeout`; no redirect is followed (an API that redirects is misconfigured).
 */

/** The most of an answer read: a suggestion is a few kilobytes; more is not an answer. */
const ANSWER_READ_MAX = 1024 * 1024;

export interface PostOptions {
  /** The vendor, as messages name it. */
  vendor: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface VendorAnswer {
  status: number;
  body: string;
}

export function postJson(
  url: URL,
  headers: Record<string, string>,
  payload: unknown,
  options: PostOptions,
): Promise<VendorAnswer> {
  const body = JSON.stringify(payload);
  const signal = AbortSignal.timeout(options.timeoutMs);
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      if (signal.aborted) reject(timeoutError(options.vendor, options.timeoutMs / 1000));
      // request-filtering-agent refuses a private address with "… is not allowed …".
      else if (/is not allowed/.test(error.message)) reject(refusedAddressError(url.hostname));
      else reject(unreachableError(options.vendor, url.host, error.message));
    };
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      agent: agentFor(url, options.allowPrivate),
      signal,
      headers: {
        ...headers,
        'content-type': 'application/json',
        accept: 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    });
    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > ANSWER_READ_MAX) {
          request.destroy(new Error('the answer is larger than 1 MiB'));
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.end(body);
  });
}
