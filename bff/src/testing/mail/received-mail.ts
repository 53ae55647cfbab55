import { routes } from '@portfolio/contracts';
import { expect } from 'vitest';
import type { ServedTestApp } from '../http.ts';
import type { ReceivedMail } from './smtp-server.ts';

/** The value of a header of a received message (folded lines joined). */
export function mailHeader(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * The List-Unsubscribe address of a message, checked to be the app's public unsubscribe page and
 * pointed at the test server.
 */
export function unsubscribeLink(
  mail: ReceivedMail,
  app: Pick<ServedTestApp, 'config' | 'server'>,
): string {
  const value = mailHeader(mail, 'List-Unsubscribe') ?? '';
  const url = new URL(/^<(.+)>$/.exec(value)?.[1] ?? 'http://missing/');
  expect(`${url.origin}${url.pathname}`).toBe(`${app.config.publicUrl}${routes.unsubscribe.path}`);
  return `${app.server.baseUrl}${url.pathname}${url.search}`;
}

/** The one-click unsubscribe (RFC 8058) a mail client POSTs to the List-Unsubscribe address. */
export const oneClick = (link: string) =>
  fetch(link, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
