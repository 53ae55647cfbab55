import { readMessage } from './protocol';

/**
 * On a page that includes embed.js: sizes the product's widget frames to their content. Only
 * messages of the product's origin coming from one of this page's iframes are read; a frame is
 * sized only with the nonce it said hello with.
 */
export function sizeProductFrames(productOrigin: string) {
  const nonces = new WeakMap<MessageEventSource, string>();
  window.addEventListener('message', (event) => {
    if (event.origin !== productOrigin || !event.source) return;
    const message = readMessage(event.data);
    if (message?.type !== 'portfolio:frame-hello' && message?.type !== 'portfolio:frame-size') {
      return;
    }
    const frame = Array.from(document.querySelectorAll('iframe')).find(
      (f) => f.contentWindow === event.source,
    );
    if (!frame) return;
    if (message.type === 'portfolio:frame-hello') {
      nonces.set(event.source, message.nonce);
      (event.source as Window).postMessage(
        { v: 1, type: 'portfolio:frame-ack', nonce: message.nonce },
        productOrigin,
      );
    } else if (nonces.get(event.source) === message.nonce) {
      frame.style.height = `${message.height}px`;
    }
  });
}
