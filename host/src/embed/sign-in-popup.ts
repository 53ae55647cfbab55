// /embed-sign-in.js: the script of the product's sign-in popup (`/embed/sign-in?company=…&origin=…`),
// opened by a `<portfolio-widget sign-in="popup">` of an intranet page. Without a session it
// sends the popup through the product's own sign-in and back here; with one it asks the product
// for a token for that company and page origin, and hands it to the page that opened it, at
// exactly that origin, after a handshake. Plain DOM: it loads nothing else.
import { readMessage } from './protocol';

const HANDSHAKE_TIMEOUT_MS = 10_000;

const root = document.querySelector<HTMLElement>('[data-embed-sign-in]') ?? document.body;

function say(text: string) {
  let status = root.querySelector<HTMLElement>('[role="status"]');
  if (!status) {
    status = document.createElement('p');
    status.setAttribute('role', 'status');
    root.append(status);
  }
  status.textContent = text;
}

/** The page origin from the URL, only when it is an origin and nothing more. */
function pageOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.origin === value && /^https?:$/.test(url.protocol) ? value : null;
  } catch {
    return null;
  }
}

async function run() {
  const params = new URLSearchParams(location.search);
  const companyId = params.get('company');
  const origin = pageOrigin(params.get('origin'));
  const opener = window.opener as Window | null;
  if (!companyId || !origin || !opener) {
    say('Open this window from a page that shows PortfolioAI widgets.');
    return;
  }

  say('Signing you in…');
  const res = await fetch('/api/embed/session-tokens', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ companyId, origin }),
  });
  if (res.status === 401) {
    // The product's own sign-in (built-in or the identity provider), then back to this page.
    const returnTo = `${location.pathname}${location.search}`;
    location.replace(`/api/login?${new URLSearchParams({ returnTo }).toString()}`);
    return;
  }
  const answer = (await res.json().catch(() => ({}))) as {
    token?: string;
    expiresAt?: string;
    refreshToken?: string;
    message?: string;
  };
  if (!res.ok || !answer.token || !answer.expiresAt || !answer.refreshToken) {
    say(answer.message ?? `Signing in failed (${res.status}).`);
    return;
  }
  const { token, expiresAt, refreshToken } = answer;

  // The product accepted `origin` for the company: from here on, messages go to it alone.
  const nonce = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => finish(null), HANDSHAKE_TIMEOUT_MS);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== opener || event.origin !== origin) return;
      const message = readMessage(event.data);
      if (message?.type === 'portfolio:sign-in-ack') finish(message.nonce);
    };
    const finish = (value: string | null) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(value);
    };
    window.addEventListener('message', onMessage);
    opener.postMessage({ v: 1, type: 'portfolio:sign-in-hello' }, origin);
  });
  if (!nonce) {
    say('The page that opened this window did not answer. Close this window and sign in again.');
    return;
  }
  opener.postMessage(
    { v: 1, type: 'portfolio:sign-in-token', nonce, token, expiresAt, refreshToken },
    origin,
  );
  say('You are signed in. You can close this window.');
  window.close();
}

run().catch(() => say('Signing in failed: the product could not be reached. Try again.'));
