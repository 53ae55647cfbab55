import { screen, waitFor } from '@testing-library/react';
import { routes, type InvitationPreview } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  HttpResponse,
  makeCurrentUser,
  makeMembership,
  mockRoute,
  mockRouteError,
  mockRouteJson,
  server,
} from '@portfolio/ui/testing';
import { renderApp, signedIn, signedOut } from '../../testing/render-app';

const TOKEN = 'pendingInvitationToken0001';

const renderAt = (path = `/invitations/${TOKEN}`) => renderApp(path);

const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  companyName: 'Northwind Analytics',
  email: 'lena.fischer@northwind.example',
  role: 'member',
  state: 'pending',
  expiresAt: '2026-03-20T12:00:00.000Z',
  ...overrides,
});

const invitation = (data: InvitationPreview) =>
  server.use(mockRouteJson(routes.getInvitation, data));

describe('the invitation page', () => {
  it('offers a signed-out visitor to sign in or create an account, coming back to the link', async () => {
    signedOut();
    invitation(preview());
    renderAt();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe("You're invited to join Northwind Analytics as member");
    expect(screen.getByText('lena.fischer@northwind.example', { selector: 'strong' })).toBeTruthy();
    const returnTo = `/api/login?returnTo=%2Finvitations%2F${TOKEN}`;
    const email = 'email=lena.fischer%40northwind.example';
    expect(screen.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href')).toBe(
      `${returnTo}&${email}`,
    );
    // Creating an account opens on Create account with the invited address already typed.
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `${returnTo}&mode=signup&${email}`,
    );
    expect(screen.queryByRole('button', { name: /Accept invitation/ })).toBeNull();
  });

  it('lets the signed-in invitee accept, refreshes who they are and lands on the dashboard of the company', async () => {
    let user = makeCurrentUser({ email: 'lena.fischer@northwind.example', companies: [] });
    let accepted = 0;
    server.use(
      mockRoute(routes.getSession, () => HttpResponse.json(user)),
      mockRoute(routes.acceptInvitation, ({ params }) => {
        expect(params.token).toBe(TOKEN);
        accepted += 1;
        user = { ...user, companies: [makeMembership({ role: 'member' })] };
        return HttpResponse.json({ companyId: makeMembership().id, role: 'member' });
      }),
    );
    invitation(preview());
    const ui = renderAt();
    await ui.user.click(await screen.findByRole('button', { name: /Accept invitation/ }));

    expect(
      await screen.findByText(`widget portfolio-dashboard ./Dashboard for ${makeMembership().id}`),
    ).toBeTruthy();
    expect(accepted).toBe(1);
    expect(screen.getByText('Welcome to Northwind Analytics')).toBeTruthy();
    expect(screen.getByText('You joined as a member.')).toBeTruthy();
  });

  it("shows the server's refusal when the signed-in e-mail is not the invited one", async () => {
    signedIn(makeCurrentUser({ email: 'someone.else@example.com', companies: [] }));
    invitation(preview());
    server.use(
      mockRouteError(
        routes.acceptInvitation,
        403,
        'This invitation was sent to a different e-mail address',
      ),
    );
    const ui = renderAt();
    expect(
      await screen.findByText(/This invitation is for lena.fischer@northwind.example/),
    ).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: /Accept invitation/ }));
    const problem = await screen.findByText(
      'This invitation was sent to a different e-mail address',
    );
    expect(problem.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/api/logout');
  });

  it.each([
    [
      'expired',
      'This invitation has expired',
      /Ask an admin of Northwind Analytics to send you a new one/,
    ],
    ['revoked', 'This invitation has been revoked', /withdrew it/],
    ['accepted', 'This invitation has already been used', /sign in to reach Northwind Analytics/],
  ] as const)('says clearly when the invitation is %s', async (state, title, text) => {
    signedOut();
    invitation(preview({ state }));
    renderAt();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in to accept' })).toBeNull();
  });

  it('says when the link is not valid', async () => {
    signedOut();
    server.use(mockRouteError(routes.getInvitation, 404, 'This invitation link is not valid'));
    renderAt('/invitations/not-a-real-token-at-all-000');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This invitation link is not valid',
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('offers Retry when the invitation cannot be loaded for another reason', async () => {
    signedOut();
    server.use(mockRouteError(routes.getInvitation, 503, 'Service unavailable'));
    const ui = renderAt();
    expect(await screen.findByText('The invitation could not be loaded')).toBeTruthy();
    invitation(preview());
    await ui.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign in to accept' })).toBeTruthy(),
    );
  });
});
