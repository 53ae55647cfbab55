import { setTimeout as sleep } from 'node:timers/promises';
import type { TestSmtpServer } from './mail/smtp-server.ts';
import { randomBytes } from 'node:crypto';
import {
  routes,
  type CurrentUser,
  type EmailVerificationSent,
  type SignUpBody,
} from '@portfolio/contracts';

/**
 * Signing in over HTTP for route tests: a real sign-up through the BFF, finished as a person
 * would (opening the e-mailed link and pressing its button), answering the cookie header to
 * send on later requests.
 */

/** The `Cookie` request header for the cookies a response sets (name=value pairs only). */
export function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export interface SignedIn {
  /** Send as the `Cookie` header. */
  cookie: string;
  user: CurrentUser;
  email: string;
  password: string;
}

let sequence = 0;

/** A sign-up body with a unique e-mail; any field can be overridden. */
export function newAccount(overrides: Partial<SignUpBody> = {}): SignUpBody {
  sequence += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${sequence}-${randomBytes(4).toString('hex')}@example.test`,
    password: 'correct horse battery',
    ...overrides,
  };
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) {
    throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  }
}

/**
 * Opens a verification link on the test server as a browser would: its page, then the page's
 * button (a form POST). The link names the configured public address; the path is what counts.
 * Answers the POST's response (303 to returnTo when the link worked).
 */
export async function openVerificationLink(
  baseUrl: string,
  link: string,
  cookie = '',
): Promise<Response> {
  const { pathname, search } = new URL(link);
  const page = await fetch(`${baseUrl}${pathname}${search}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  await expectOk(page, 'Opening the verification link');
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
  if (!action) throw new Error('The verification page has no form');
  return fetch(`${baseUrl}${action.replaceAll('&amp;', '&')}`, {
    method: 'POST',
    headers: cookie ? { Cookie: cookie } : {},
    redirect: 'manual',
  });
}

const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Starts a sign-up through `POST /api/auth/signup` and answers what it said. Test servers have
 * no mail server, so a new address's link comes back in `verificationLink`.
 */
export async function startSignUp(
  baseUrl: string,
  account: SignUpBody,
): Promise<EmailVerificationSent> {
  const response = await postJson(`${baseUrl}${routes.signUp.path}`, account);
  await expectOk(response, 'Sign-up');
  return (await response.json()) as EmailVerificationSent;
}

/**
 * Creates an account through `POST /api/auth/signup` and the link it mails, and answers its
 * session cookie. Each sign-up costs one scrypt hash (≈0.3 s), and a test server allows 100
 * sign-ups per hour from one address: create users with the data factories when no session is
 * needed.
 */
export async function signUpAndGetCookie(
  baseUrl: string,
  overrides: Partial<SignUpBody> = {},
  /** A server with a mail server mails the link instead: it is read from this inbox. */
  { inbox }: { inbox?: TestSmtpServer } = {},
): Promise<SignedIn> {
  const account = newAccount(overrides);
  const sent = await startSignUp(baseUrl, account);
  const link = sent.verificationLink ?? (inbox && (await mailedLink(inbox, sent.email)));
  if (!link) throw new Error(`Sign-up sent no link: ${JSON.stringify(sent)}`);
  const verified = await openVerificationLink(baseUrl, link);
  if (verified.status !== 303) {
    throw new Error(`Verification failed: ${verified.status} ${await verified.text()}`);
  }
  const cookie = cookieHeaderFrom(verified);
  const me = await fetch(`${baseUrl}${routes.getCurrentUser.path}`, {
    headers: { Cookie: cookie },
  });
  await expectOk(me, 'Reading the new account');
  return {
    cookie,
    user: (await me.json()) as CurrentUser,
    email: account.email.toLowerCase(),
    password: account.password,
  };
}

/** The verification link of the newest e-mail to `to` in the inbox, once it has arrived. */
async function mailedLink(inbox: TestSmtpServer, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = inbox.messages.findLast((m) => m.to.includes(to.toLowerCase()));
    const link = mail && /https?:\/\/[^\s"<>]+verify-email\?[^\s"<>]+/.exec(mail.decoded)?.[0];
    if (link) return link.replaceAll('&amp;', '&');
    if (Date.now() > deadline) throw new Error(`No verification e-mail reached ${to}`);
    await sleep(50);
  }
}

/** Signs an existing account in through `POST /api/auth/signin` and answers its session cookie. */
export async function signInAndGetCookie(
  baseUrl: string,
  email: string,
  password: string,
): Promise<SignedIn> {
  const response = await postJson(`${baseUrl}${routes.signIn.path}`, { email, password });
  await expectOk(response, 'Sign-in');
  return {
    cookie: cookieHeaderFrom(response),
    user: (await response.json()) as CurrentUser,
    email: email.toLowerCase(),
    password,
  };
}

/**
 * A small browser-like cookie jar for driving redirects by hand (`redirect: 'manual'`): one
 * set of cookies per origin; cookies set empty or already expired are removed.
 */
export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  store(url: string | URL, response: Response): void {
    const origin = new URL(url).origin;
    const cookies = this.byOrigin.get(origin) ?? new Map<string, string>();
    this.byOrigin.set(origin, cookies);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(val).getTime() <= Date.now();
        return false;
      });
      if (value === '' || expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  header(url: string | URL): string {
    const cookies = this.byOrigin.get(new URL(url).origin);
    return cookies ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  /** A fetch that sends this jar's cookies, stores the answer's and never follows redirects. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, response);
    return response;
  }
}
