import { UNSUBSCRIBE_LABELS, routes, type Unsubscribable } from '@portfolio/contracts';
import type { Context } from 'koa';
import { write } from '../../audit/unit-of-work.ts';
import { escapeHtml, layout, sendPage } from '../../auth/sign-in-page.ts';
import { InputError } from '../../errors.ts';
import { preferencesOf } from '../../jobs/project-updates.ts';
import { User } from '../../models/user.ts';
import { savePreferences } from '../../services/access/preferences.ts';
import {
  verifyUnsubscribeToken,
  type UnsubscribeClaims,
} from '../../services/integrations/unsubscribe-tokens.ts';
import type { AppDeps } from '../../app-deps.ts';
import { contractRoute } from '../contract.ts';

/**
 * The List-Unsubscribe link of the notification e-mails (RFC 8058). A mail client's
 * Unsubscribe button POSTs `List-Unsubscribe=One-Click` to it; a person who opens it gets a page
 * whose button POSTs the same. A GET never changes anything: mail scanners and link previews
 * open every link of a message. No session is needed: the signed token names the person.
 */

const INVALID =
  'This unsubscribe link is not valid. Open it exactly as it is in the e-mail, or change your notification preferences in Settings.';

/**
 * A link that is not ours: a page for a browser (which asks for HTML first), the API's JSON
 * error for anything else (a mail provider's one-click POST, a script).
 */
function showInvalid(ctx: Context) {
  if (ctx.accepts('json', 'html') !== 'html') throw new InputError(INVALID);
  sendPage(ctx, 400, (nonce) =>
    layout(
      nonce,
      'Unsubscribe',
      `<h1>Link not valid</h1>
  <p class="lead">${escapeHtml(INVALID)}</p>
  <a class="submit button-link" href="/settings">Open Settings</a>`,
    ),
  );
}

/** The person the token names, with their e-mail; undefined when not valid (or they are gone). */
async function holderOf(
  deps: AppDeps,
  token: string,
): Promise<(UnsubscribeClaims & { email: string }) | undefined> {
  const claims = await verifyUnsubscribeToken(deps.config.sessionSecret, token);
  if (!claims) return undefined;
  const user = await User.query(deps.db).findById(claims.userId).select('email');
  return user ? { ...claims, email: user.email } : undefined;
}

const describe = (preference: Unsubscribable) => UNSUBSCRIBE_LABELS[preference];

/** GET /api/unsubscribe?token=…: what the link does, and a button to do it. */
export const showUnsubscribe = contractRoute('showUnsubscribe', {
  async handle({ query, ctx, deps }) {
    const holder = await holderOf(deps, query.token);
    if (!holder) return showInvalid(ctx);
    const { label, emails } = describe(holder.preference);
    const alreadyOff = !(await preferencesOf(deps.db, holder.userId))[holder.preference];
    const action = `${routes.unsubscribe.path}?token=${encodeURIComponent(query.token)}`;
    sendPage(ctx, 200, (nonce) =>
      layout(
        nonce,
        'Unsubscribe',
        `<h1>Unsubscribe from ${escapeHtml(label)}?</h1>
  <p class="lead">${
    alreadyOff
      ? `${escapeHtml(label)} is already off for <strong>${escapeHtml(holder.email)}</strong>: you get no ${escapeHtml(emails)}.`
      : `<strong>${escapeHtml(holder.email)}</strong> will no longer get ${escapeHtml(emails)}. Other e-mails are not affected.`
  }</p>
  <form method="post" action="${escapeHtml(action)}">
    <button class="submit" type="submit">Unsubscribe</button>
  </form>
  <footer><a class="link" href="/settings">Change all notification preferences</a></footer>`,
      ),
    );
  },
});

/** POST /api/unsubscribe?token=…: the preference the token names is turned off. */
export const unsubscribe = contractRoute('unsubscribe', {
  async handle({ query, ctx, deps }) {
    const holder = await holderOf(deps, query.token);
    if (!holder) return showInvalid(ctx);
    const { userId, preference } = holder;
    await write(deps, { type: 'user', id: userId }, async (uow) => {
      const current = await preferencesOf(uow.trx, userId);
      if (current[preference]) {
        await savePreferences(uow, userId, { ...current, [preference]: false });
      }
    });
    const { label, emails } = describe(preference);
    sendPage(ctx, 200, (nonce) =>
      layout(
        nonce,
        'Unsubscribed',
        `<h1>You are unsubscribed</h1>
  <p class="lead">${escapeHtml(label)} is off for <strong>${escapeHtml(holder.email)}</strong>: you will get no more ${escapeHtml(emails)}. You can turn it on again in Settings.</p>
  <a class="submit button-link" href="/settings">Open Settings</a>`,
      ),
    );
  },
});
