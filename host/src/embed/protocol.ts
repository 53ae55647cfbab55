/**
 * The messages embed.js exchanges across windows (the sign-in popup and its opener, an iframe
 * and the page around it). Every message carries the schema version `v`, is posted to one named
 * origin (never `*`), and is read only after its `origin` and `source` were checked; each
 * exchange starts with a handshake whose nonce the later messages repeat.
 */
export const PROTOCOL_VERSION = 1;

export type EmbedMessage =
  /** Popup → opener, once the product accepted the opener's origin for the company. */
  | { v: 1; type: 'portfolio:sign-in-hello' }
  /** Opener → popup: the nonce the token message must repeat. */
  | { v: 1; type: 'portfolio:sign-in-ack'; nonce: string }
  /** Popup → opener: the signed-in person's token. */
  | {
      v: 1;
      type: 'portfolio:sign-in-token';
      nonce: string;
      token: string;
      expiresAt: string;
      refreshToken: string;
    }
  /** Frame → page: a widget frame asks to be sized; the nonce identifies it from then on. */
  | { v: 1; type: 'portfolio:frame-hello'; nonce: string }
  /** Page → frame: the page sizes this frame. */
  | { v: 1; type: 'portfolio:frame-ack'; nonce: string }
  /** Frame → page: the height of the frame's content, in CSS pixels. */
  | { v: 1; type: 'portfolio:frame-size'; nonce: string; height: number };

export type EmbedMessageType = EmbedMessage['type'];

const isText = (value: unknown, max = 4096): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** The message in `data` when it is one of ours, of this version and well formed; else null. */
export function readMessage(data: unknown): EmbedMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.v !== PROTOCOL_VERSION) return null;
  switch (m.type) {
    case 'portfolio:sign-in-hello':
      return { v: 1, type: m.type };
    case 'portfolio:sign-in-ack':
    case 'portfolio:frame-hello':
    case 'portfolio:frame-ack':
      return isText(m.nonce, 64) ? { v: 1, type: m.type, nonce: m.nonce } : null;
    case 'portfolio:sign-in-token':
      return isText(m.nonce, 64) &&
        isText(m.token) &&
        isText(m.expiresAt, 64) &&
        isText(m.refreshToken, 512)
        ? {
            v: 1,
            type: m.type,
            nonce: m.nonce,
            token: m.token,
            expiresAt: m.expiresAt,
            refreshToken: m.refreshToken,
          }
        : null;
    case 'portfolio:frame-size':
      return isText(m.nonce, 64) &&
        typeof m.height === 'number' &&
        Number.isFinite(m.height) &&
        m.height >= 0
        ? { v: 1, type: m.type, nonce: m.nonce, height: m.height }
        : null;
    default:
      return null;
  }
}

/** 128 random bits as hex; `crypto.getRandomValues` works on plain-http intranet pages too. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
