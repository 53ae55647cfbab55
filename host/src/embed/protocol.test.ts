import { describe, expect, it } from 'vitest';
import { newNonce, readMessage } from './protocol';

describe('embed messages', () => {
  it('reads only well-formed messages of version 1', () => {
    expect(readMessage({ v: 1, type: 'portfolio:sign-in-ack', nonce: 'abc' })).toEqual({
      v: 1,
      type: 'portfolio:sign-in-ack',
      nonce: 'abc',
    });
    expect(readMessage({ v: 2, type: 'portfolio:sign-in-ack', nonce: 'abc' })).toBeNull();
    expect(readMessage({ v: 1, type: 'portfolio:sign-in-ack' })).toBeNull();
    expect(readMessage({ v: 1, type: 'portfolio:frame-size', nonce: 'n', height: -4 })).toBeNull();
    expect(
      readMessage({ v: 1, type: 'portfolio:sign-in-token', nonce: 'n', token: 't' }),
    ).toBeNull();
    expect(readMessage('portfolio:sign-in-hello')).toBeNull();
    expect(readMessage({ v: 1, type: 'other' })).toBeNull();
  });

  it('makes 128-bit nonces that differ', () => {
    expect(newNonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(newNonce()).not.toBe(newNonce());
  });
});
