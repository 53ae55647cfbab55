import { randomBytes } from 'node:crypto';
import {
  LOGO_MARK,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  PRODUCT_SUBTITLE,
  routes,
  TWO_FACTOR_CODE_DIGITS,
} from '@portfolio/contracts';
import type { Context } from 'koa';
import { PAGE_STYLES as STYLES } from './page-styles.ts';

/**
 * The built-in sign-in page and the sign-in error page: plain server-rendered HTML with a little
 * inline script (allowed by a per-response nonce), so they work before any widget is built.
 */

export const SIGN_IN_PAGE_PATH = '/sign-in';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );
}

/** Sends a page with its own CSP: only this response's inline style and script may run. */
export function sendPage(ctx: Context, status: number, render: (nonce: string) => string) {
  const nonce = randomBytes(16).toString('base64');
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "img-src 'self' data:",
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
  ctx.body = render(nonce);
}

function field(options: {
  id: string;
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  hint?: string;
}) {
  const describedBy = [options.hint ? `${options.id}-hint` : '', `${options.id}-error`]
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
        <label for="${options.id}">${options.label}</label>
        <input id="${options.id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required aria-describedby="${describedBy}">
        ${options.hint ? `<p class="hint" id="${options.id}-hint">${options.hint}</p>` : ''}
        <p class="field-error" id="${options.id}-error"></p>
      </div>`;
}

const LOGO_SVG = `<svg viewBox="0 0 24 24" width="23" height="23" fill="none"><path d="${LOGO_MARK.line}" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${LOGO_MARK.dot.cx}" cy="${LOGO_MARK.dot.cy}" r="${LOGO_MARK.dot.r}" fill="#fff"/></svg>`;

/** A page of the product's own look (the brand above `content`); `sendPage` sends it. */
export function layout(nonce: string, title: string, content: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style nonce="${nonce}">${STYLES}</style>
</head>
<body>
<main>
  <div class="brand">
    <div class="mark" aria-hidden="true">${LOGO_SVG}</div>
    <div><div class="brand-name">${PRODUCT_NAME}</div><div class="brand-sub">${PRODUCT_SUBTITLE}</div></div>
  </div>
  ${content}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

export type SignInMode = 'signin' | 'signup';

/** The demo account's sign-in, shown on the page while the embedded demo data can use it. */
export interface DemoCredentials {
  email: string;
  password: string;
}

/** The sign-in page: Sign in and Create account, posting JSON with fetch, then going to returnTo. */
export function renderSignInPage(options: {
  /** Already made safe by `safeReturnTo` (return-to.ts). */
  returnTo: string;
  mode: SignInMode;
  nonce: string;
  demo?: DemoCredentials;
  /** Prefills both e-mail fields (an invitation's address). */
  email?: string;
}) {
  const { returnTo } = options;
  const signUpEndpoint =
    returnTo === '/'
      ? routes.signUp.path
      : `${routes.signUp.path}?${new URLSearchParams({ returnTo }).toString()}`;
  const demo = options.demo
    ? `<p class="demo" role="note">Demo data is loaded: sign in as <code>${escapeHtml(options.demo.email)}</code> with the password <code>${escapeHtml(options.demo.password)}</code>.</p>`
    : '';
  const signup = options.mode === 'signup';
  const content = `
  <div data-sign-in data-return-to="${escapeHtml(returnTo)}" data-email="${escapeHtml(options.email ?? '')}">
    <div class="tabs" role="tablist" aria-label="Choose how to continue">
      <button class="tab" type="button" role="tab" id="tab-signin" aria-controls="panel-signin" aria-selected="${!signup}" tabindex="${signup ? -1 : 0}">Sign in</button>
      <button class="tab" type="button" role="tab" id="tab-signup" aria-controls="panel-signup" aria-selected="${signup}" tabindex="${signup ? 0 : -1}">Create account</button>
    </div>

    <section id="panel-signin" role="tabpanel" aria-labelledby="tab-signin"${signup ? ' hidden' : ''}>
      <h1>Welcome back</h1>
      <p class="lead">Sign in to track your AI project portfolio.</p>
      ${demo}
      <form data-endpoint="${routes.signIn.path}" data-busy-label="Signing in…" novalidate>
        <div class="alert" role="alert" aria-live="assertive"></div>
        ${field({ id: 'signin-email', name: 'email', label: 'E-mail', type: 'email', autocomplete: 'username' })}
        ${field({ id: 'signin-password', name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
        <button class="submit" type="submit">Sign in</button>
      </form>
      <p class="switch">New here? <button class="link" type="button" data-switch="signup">Create an account</button></p>
    </section>

    <section id="panel-signup" role="tabpanel" aria-labelledby="tab-signup"${signup ? '' : ' hidden'}>
      <h1>Create your account</h1>
      <p class="lead">Start tracking cost, ROI and compliance of your AI initiatives.</p>
      <form data-endpoint="${escapeHtml(signUpEndpoint)}" data-busy-label="Creating account…" data-sign-up novalidate>
        <div class="alert" role="alert" aria-live="assertive"></div>
        <div class="row">
          ${field({ id: 'signup-first-name', name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name' })}
          ${field({ id: 'signup-last-name', name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name' })}
        </div>
        ${field({ id: 'signup-email', name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' })}
        ${field({ id: 'signup-password', name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: `At least ${PASSWORD_MIN_LENGTH} characters.` })}
        <button class="submit" type="submit">Create account</button>
      </form>
      <p class="switch">Already have an account? <button class="link" type="button" data-switch="signin">Sign in</button></p>
    </section>

    <section id="panel-check-inbox" aria-labelledby="check-inbox-title" hidden>
      <h1 id="check-inbox-title" tabindex="-1">Check your inbox</h1>
      <p class="lead" data-sent-message></p>
      <p class="notice" role="note" data-logged-link hidden>No mail server is configured, so the e-mail was written to the server log. <a class="link" id="verification-link" href="#">Open the link</a></p>
      <p class="switch"><button class="link" type="button" data-switch="signin">Back to sign-in</button></p>
    </section>

    <section id="panel-two-factor" aria-labelledby="two-factor-title" hidden>
      <h1 id="two-factor-title" tabindex="-1">Two-factor authentication</h1>
      <p class="lead">Enter the ${TWO_FACTOR_CODE_DIGITS}-digit code from your authenticator app to finish signing in.</p>
      <form data-endpoint="${routes.signInTwoFactor.path}" data-busy-label="Verifying…" data-second-step novalidate>
        <div class="alert" role="alert" aria-live="assertive"></div>
        ${field({ id: 'two-factor-code', name: 'code', label: 'Authentication code', type: 'text', autocomplete: 'one-time-code', hint: 'Lost your phone? Enter one of your recovery codes instead.' })}
        <button class="submit" type="submit">Verify</button>
      </form>
      <p class="switch"><button class="link" type="button" data-restart>Start over</button></p>
    </section>

    <noscript><p class="alert">Signing in needs JavaScript. Please enable it and reload this page.</p></noscript>
    <footer><a class="link" href="/">Back to home</a></footer>
  </div>`;
  return layout(options.nonce, signup ? 'Create account' : 'Sign in', content, SIGN_IN_SCRIPT);
}

// Runs in the browser. Field errors come from the BFF's `details` ({ field, message }).
const SIGN_IN_SCRIPT = `
(() => {
  const root = document.querySelector('[data-sign-in]');
  const returnTo = root.dataset.returnTo || '/';
  const tabs = { signin: document.getElementById('tab-signin'), signup: document.getElementById('tab-signup') };
  const panels = { signin: document.getElementById('panel-signin'), signup: document.getElementById('panel-signup') };

  function show(mode, focusTab) {
    for (const key of Object.keys(tabs)) {
      const on = key === mode;
      tabs[key].setAttribute('aria-selected', String(on));
      tabs[key].tabIndex = on ? 0 : -1;
      panels[key].hidden = !on;
    }
    document.title = (mode === 'signup' ? 'Create account' : 'Sign in') + ' · ${PRODUCT_NAME}';
    const url = new URL(location.href);
    url.searchParams.set('mode', mode);
    history.replaceState(null, '', url);
    if (focusTab) tabs[mode].focus();
    else panels[mode].querySelector('input').focus();
  }
  tabs.signin.addEventListener('click', () => show('signin', true));
  tabs.signup.addEventListener('click', () => show('signup', true));
  root.querySelector('[role=tablist]').addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    show(tabs.signin.getAttribute('aria-selected') === 'true' ? 'signup' : 'signin', true);
  });
  const inbox = document.getElementById('panel-check-inbox');
  for (const button of root.querySelectorAll('[data-switch]')) {
    button.addEventListener('click', () => {
      inbox.hidden = true;
      root.querySelector('[role=tablist]').hidden = false;
      show(button.dataset.switch, false);
    });
  }
  for (const input of root.querySelectorAll('input[type=email]')) input.value = root.dataset.email;

  // A sign-up's answer: the link is in the mail (or, without a mail server, shown here).
  function showInbox(body) {
    root.querySelector('[role=tablist]').hidden = true;
    panels.signin.hidden = panels.signup.hidden = true;
    inbox.hidden = false;
    inbox.querySelector('[data-sent-message]').textContent = body.message;
    const logged = inbox.querySelector('[data-logged-link]');
    logged.hidden = !body.verificationLink;
    if (body.verificationLink) document.getElementById('verification-link').href = body.verificationLink;
    document.getElementById('check-inbox-title').focus();
  }

  // The second step of an account with two-factor on: the code form replaces the tabs.
  const secondStep = document.getElementById('panel-two-factor');
  const tablist = root.querySelector('[role=tablist]');
  function showSecondStep(on, message) {
    secondStep.hidden = !on;
    tablist.hidden = on;
    panels.signin.hidden = on;
    panels.signup.hidden = true;
    if (on) {
      secondStep.querySelector('input').value = '';
      secondStep.querySelector('input').focus();
    } else {
      show('signin', false);
      panels.signin.querySelector('.alert').textContent = message || '';
    }
  }
  secondStep.querySelector('[data-restart]').addEventListener('click', () => showSecondStep(false));

  function clearErrors(form) {
    form.querySelector('.alert').textContent = '';
    for (const input of form.querySelectorAll('input')) {
      input.removeAttribute('aria-invalid');
      document.getElementById(input.id + '-error').textContent = '';
    }
  }

  for (const form of root.querySelectorAll('form')) {
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      clearErrors(form);
      const alert = form.querySelector('.alert');
      const button = form.querySelector('button[type=submit]');
      const data = {};
      for (const input of form.querySelectorAll('input')) {
        data[input.name] = input.type === 'password' ? input.value : input.value.trim();
      }
      const label = button.textContent;
      button.disabled = true;
      button.textContent = form.dataset.busyLabel;
      try {
        const response = await fetch(form.dataset.endpoint, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(data),
        });
        let body = {};
        try { body = await response.json(); } catch { body = {}; }
        if (response.ok && body.twoFactorRequired === true) {
          showSecondStep(true);
          return;
        }
        if (response.ok && form.dataset.signUp !== undefined) {
          showInbox(body);
          return;
        }
        if (response.ok) {
          location.assign(returnTo);
          return;
        }
        if (body.code === 'sign_in_expired') {
          showSecondStep(false, body.message);
          return;
        }
        let firstInvalid = null;
        for (const detail of Array.isArray(body.details) ? body.details : []) {
          const input = form.querySelector('[name="' + CSS.escape(String(detail.field)) + '"]');
          if (!input) continue;
          input.setAttribute('aria-invalid', 'true');
          document.getElementById(input.id + '-error').textContent = detail.message;
          firstInvalid = firstInvalid || input;
        }
        if (firstInvalid) firstInvalid.focus();
        else alert.textContent = body.message || 'Something went wrong (' + response.status + '). Please try again.';
      } catch {
        alert.textContent = 'Could not reach the server. Check your connection and try again.';
      } finally {
        button.disabled = false;
        button.textContent = label;
      }
    });
  }
})();
`;

/** A clear page for a sign-in that could not complete (never a stack trace). */
export function renderSignInErrorPage(options: { message: string; nonce: string }) {
  const content = `
  <h1>Sign-in did not complete</h1>
  <p class="lead">${escapeHtml(options.message)}</p>
  <a class="submit button-link" href="${routes.login.path}">Try again</a>
  <footer><a class="link" href="/">Back to home</a></footer>`;
  return layout(options.nonce, 'Sign-in failed', content);
}

/**
 * Asked of a sign-out that another site started (a link or a redirect to `GET /api/logout`):
 * signing out takes a press of this page's button, a same-origin POST.
 */
export function renderConfirmSignOutPage(options: { nonce: string }) {
  const content = `
  <h1>Sign out?</h1>
  <p class="lead">Another site sent you here to sign out of ${PRODUCT_NAME}.</p>
  <form method="post" action="${routes.confirmLogout.path}">
    <button class="submit" type="submit">Sign out</button>
  </form>
  <footer><a class="link" href="/">Stay signed in</a></footer>`;
  return layout(options.nonce, 'Sign out', content);
}
