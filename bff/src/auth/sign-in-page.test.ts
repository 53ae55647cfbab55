import { BRAND_FONT_SANS, LOGO_MARK, PRODUCT_NAME } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderSignInErrorPage, renderSignInPage } from './sign-in-page.ts';

describe('the pages', () => {
  it('escape what they print', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const page = renderSignInErrorPage({ message: '<img src=x onerror=alert(1)>', nonce: 'n' });
    expect(page).not.toContain('<img');
  });

  it("carry the address to prefill (an invitation's), escaped, and the sign-up returnTo", () => {
    const page = renderSignInPage({
      returnTo: '/invitations/abc',
      mode: 'signup',
      nonce: 'n',
      email: 'lena@northwind.example"><img src=x>',
    });
    expect(page).toContain('data-email="lena@northwind.example&quot;&gt;&lt;img src=x&gt;"');
    expect(page).not.toContain('<img src=x>');
    expect(page).toContain('data-endpoint="/api/auth/signup?returnTo=%2Finvitations%2Fabc"');
    // The answer of a sign-up is a "check your inbox" panel, hidden until then.
    expect(page).toMatch(/id="panel-check-inbox"[^>]*hidden/);
  });

  it('put the nonce on the inline style and script only', () => {
    const page = renderSignInPage({ returnTo: '/', mode: 'signin', nonce: 'abc' });
    expect(page.match(/<script nonce="abc">/g)).toHaveLength(1);
    expect(page.match(/<style nonce="abc">/g)).toHaveLength(1);
    expect(page).not.toMatch(/<script(?! nonce="abc")/);
    expect(page).not.toMatch(/ style="/);
  });

  it('associate every input with a label and an error message', () => {
    const page = renderSignInPage({ returnTo: '/', mode: 'signup', nonce: 'n' });
    const ids = [...page.matchAll(/<input id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(7);
    for (const id of ids) {
      expect(page).toContain(`<label for="${id}">`);
      expect(page).toContain(`id="${id}-error"`);
    }
  });

  it("wear the shell's name, mark and typeface", () => {
    const page = renderSignInPage({ returnTo: '/', mode: 'signin', nonce: 'n' });
    expect(PRODUCT_NAME).toBe('PortfolioAI');
    expect(page).toContain(`<title>Sign in · ${PRODUCT_NAME}</title>`);
    expect(page).toContain(`<div class="brand-name">${PRODUCT_NAME}</div>`);
    expect(page).toContain(`<path d="${LOGO_MARK.line}"`);
    expect(page).toContain(`font-family: ${BRAND_FONT_SANS};`);
    expect(page).not.toContain('AI | Portfolio');
  });

  it('show the demo sign-in only when given one', () => {
    expect(renderSignInPage({ returnTo: '/', mode: 'signin', nonce: 'n' })).not.toContain(
      'class="demo"',
    );
    const page = renderSignInPage({
      returnTo: '/',
      mode: 'signin',
      nonce: 'n',
      demo: { email: 'demo@example.com', password: 'demo-portfolio' },
    });
    expect(page).toContain(
      'sign in as <code>demo@example.com</code> with the password <code>demo-portfolio</code>',
    );
  });
});
