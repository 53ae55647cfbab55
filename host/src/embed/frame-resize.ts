import { originAllowed } from '@portfolio/contracts';
import { newNonce, readMessage } from './protocol';

const HELLO_EVERY_MS = 250;
const HELLO_TIMES = 40;

/**
 * Inside the product's widget frame (`/embed/{widget}`): reports the height of `element` to the
 * page around the frame, growing and shrinking with it. Messages go only to the parent's origin,
 * and only when it is one of the company's allowed origins (`data-allowed-origins` on `<html>`,
 * written by the product); sizes follow a handshake whose nonce they repeat. Returns the stop.
 */
export function reportFrameSize(element: HTMLElement): () => void {
  if (window.parent === window) return () => {};
  let allowed: unknown;
  try {
    allowed = JSON.parse(document.documentElement.dataset.allowedOrigins ?? '[]');
  } catch {
    return () => {};
  }
  const parentOrigin =
    location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : null);
  if (
    !parentOrigin ||
    !Array.isArray(allowed) ||
    !originAllowed(
      parentOrigin,
      allowed.filter((o): o is string => typeof o === 'string'),
    )
  ) {
    return () => {};
  }

  const nonce = newNonce();
  let acked = false;
  let sent = -1;
  const sendSize = () => {
    if (!acked) return;
    const margin = parseFloat(getComputedStyle(document.body).marginBottom) || 0;
    const height = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY + margin);
    if (height === sent) return;
    sent = height;
    window.parent.postMessage({ v: 1, type: 'portfolio:frame-size', nonce, height }, parentOrigin);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    const message = readMessage(event.data);
    if (message?.type !== 'portfolio:frame-ack' || message.nonce !== nonce) return;
    acked = true;
    clearInterval(hello);
    sendSize();
  };
  window.addEventListener('message', onMessage);
  // The page's embed.js loads asynchronously: say hello until it answers.
  let times = 0;
  const sayHello = () => {
    if (++times > HELLO_TIMES) clearInterval(hello);
    else window.parent.postMessage({ v: 1, type: 'portfolio:frame-hello', nonce }, parentOrigin);
  };
  const hello = setInterval(sayHello, HELLO_EVERY_MS);
  sayHello();
  const observer = new ResizeObserver(sendSize);
  observer.observe(element);

  return () => {
    clearInterval(hello);
    observer.disconnect();
    window.removeEventListener('message', onMessage);
  };
}
