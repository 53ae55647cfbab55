import { EMBED_SIGN_IN_PATH } from '@portfolio/contracts';
import { newNonce, readMessage } from './protocol';
import { EmbedAuthError } from './sign-in';
import { expiryOf, type IssuedToken } from './token-source';

// Fetched by an element with sign-in="popup" only, when it shows its sign-in button.

/** The browser refused to open the sign-in window: the visitor can try again with a click. */
export class PopupBlockedError extends EmbedAuthError {
  constructor() {
    super('The sign-in window was blocked by the browser.', 'popup-blocked');
  }
}

const POPUP_FEATURES = 'popup,width=480,height=640';
const CLOSED_POLL_MS = 400;

/**
 * Opens the product's sign-in popup for `companyId` (call it from a click, or the browser blocks
 * it) and resolves with the token it hands over. The popup says hello only once the product
 * accepted this page's origin for the company; this side answers with a nonce that the token
 * message must repeat, and reads only messages from that popup window and the product's origin.
 */
export function signInWithPopup(apiBase: string, companyId: string): Promise<IssuedToken> {
  const productOrigin = new URL(apiBase).origin;
  const url = new URL(EMBED_SIGN_IN_PATH, apiBase);
  url.search = new URLSearchParams({ company: companyId, origin: location.origin }).toString();
  const popup = window.open(url.href, 'portfolio-sign-in', POPUP_FEATURES);
  if (!popup) return Promise.reject(new PopupBlockedError());
  const nonce = newNonce();

  return new Promise<IssuedToken>((resolve, reject) => {
    const finish = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== productOrigin) return;
      const message = readMessage(event.data);
      if (message?.type === 'portfolio:sign-in-hello') {
        popup.postMessage({ v: 1, type: 'portfolio:sign-in-ack', nonce }, productOrigin);
      } else if (message?.type === 'portfolio:sign-in-token' && message.nonce === nonce) {
        finish();
        resolve({
          token: message.token,
          expiresAt: expiryOf(message.token, message.expiresAt),
          refreshToken: message.refreshToken,
        });
      }
    };
    const watch = setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(new EmbedAuthError('The sign-in window was closed.', 'sign-in-cancelled'));
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
