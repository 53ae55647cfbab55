import { screen } from '@testing-library/react';
import { routes } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  HttpResponse,
  makeCurrentUser,
  mockRoute,
  mockRouteError,
  renderWithProviders,
  server,
} from '@portfolio/ui/testing';
import { EmailVerificationNote } from './email-verification-note';

const unverified = makeCurrentUser({ emailVerified: false });

describe('EmailVerificationNote', () => {
  it('says nothing to a verified account, or to one of an identity provider', () => {
    const { container } = renderWithProviders(
      <>
        <EmailVerificationNote user={makeCurrentUser()} />
        <EmailVerificationNote
          user={makeCurrentUser({ emailVerified: false, hasPassword: false })}
        />
      </>,
    );
    expect(container.textContent).toBe('');
  });

  it('mails a link on request and, without a mail server, shows the link it logged', async () => {
    let calls = 0;
    const link = 'http://localhost:3000/api/auth/verify-email?token=' + 'a'.repeat(43);
    server.use(
      mockRoute(routes.sendEmailVerification, () => {
        calls += 1;
        return HttpResponse.json(
          { message: 'Check your inbox.', email: unverified.email, verificationLink: link },
          { status: 202 },
        );
      }),
    );
    const { user } = renderWithProviders(<EmailVerificationNote user={unverified} />);
    expect(screen.getByRole('note').textContent).toContain('not verified yet');
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText('Verification link sent')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'open the verification link' }).getAttribute('href'),
    ).toBe(link);
    expect(calls).toBe(1);
  });

  it("shows the server's refusal, such as the limit", async () => {
    server.use(
      mockRouteError(
        routes.sendEmailVerification,
        429,
        'Too many verification e-mails. Please try again in 40 minutes.',
      ),
    );
    const { user } = renderWithProviders(<EmailVerificationNote user={unverified} />);
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(
      await screen.findByText('Too many verification e-mails. Please try again in 40 minutes.'),
    ).toBeTruthy();
  });
});
