import { INVITATION_LINK_CREATED_MESSAGE, type InviteResponse } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  aCompany,
  SCREENSHOT_DIR,
  gone,
  newAccount,
  sameOrigin,
  createProjectThroughApi,
  signUpWithCompany,
  statValue,
  submitSignUp,
  visible,
} from './support/browser.ts';
import { openJourney } from './support/journey.ts';
import { sidebarLink } from './support/sidebar.ts';

// The team of a company as its admin and a new colleague live it, in Chromium against the real
// stack: invite, open the e-mailed link, sign up with the invited address, accept, appear in the
// team; a member is refused the admin-only actions in the page and by the BFF.

const { stack, admin, colleague } = openJourney(['admin', 'colleague']);
const owner = newAccount('Grace', 'Hopper');
const invitee = newAccount('Katherine', 'Johnson');
const COMPANY = 'Analytical Engines Ltd';
let companyId = '';
let invitationLink = '';
/** The project both people have open in the live journeys. */
let demandId = '';

describe('the team', () => {
  it('shows the admin of a new company alone in the team', async () => {
    const { page } = admin;
    companyId = await signUpWithCompany(page, stack.baseUrl, owner, aCompany(COMPANY));

    await page.goto(`${stack.baseUrl}/team`);
    await visible(page.getByRole('heading', { name: 'Team Members', level: 1 }));
    const row = page.getByTestId('member-row');
    await visible(row);
    await expect(row.count()).resolves.toBe(1);
    await expect(row.textContent()).resolves.toContain('Grace Hopper');
    await expect.poll(() => statValue(page, 'Total Members').textContent()).toBe('1');
    await expect.poll(() => statValue(page, 'Admins').textContent()).toBe('1');
    await visible(page.getByText('No pending invitations.'));
  });

  it('refuses to leave the company without an admin', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Actions for Grace Hopper' }).click();
    await page.getByRole('menuitem', { name: 'Make member' }).click();
    const toast = page.locator('[data-variant="destructive"]');
    await visible(toast);
    await expect(toast.textContent()).resolves.toContain('A company needs at least one admin');
  });

  it('invites a colleague by e-mail, checking the address first', async () => {
    const { page, context } = admin;
    await page.getByRole('button', { name: 'Invite Member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite Member' });
    await dialog.getByLabel(/Email address/).fill('not-an-address');
    await dialog.getByRole('button', { name: /Send Invitation/ }).click();
    await visible(dialog.getByText('Please enter a valid email address'));
    await expect(dialog.getByLabel(/Role/).inputValue()).resolves.toBe('member');
    await admin.screenshot('team-invite-dialog');

    await dialog.getByLabel(/Email address/).fill(invitee.email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/companies/${companyId}/invite`)),
      dialog.getByRole('button', { name: /Send Invitation/ }).click(),
    ]);
    expect(response.status()).toBe(201);
    const sent = (await response.json()) as InviteResponse;
    // The e2e stack has no mail server: the product says the link was created, not sent.
    expect(sent.delivery).toBe('link');
    await visible(page.getByText('Invitation link created'));
    await visible(page.getByText(INVITATION_LINK_CREATED_MESSAGE));

    const invitation = page.getByTestId('invitation-row');
    await visible(invitation);
    await expect(invitation.textContent()).resolves.toContain(invitee.email);
    await expect(invitation.textContent()).resolves.toContain('Pending');

    // Copy link puts the invitation's address on the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.baseUrl,
    });
    await page.getByRole('button', { name: `Copy link for ${invitee.email}` }).click();
    await visible(page.getByText('Link copied'));
    invitationLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(invitationLink).toBe(sent.invitation.link);
    expect(invitationLink).toMatch(new RegExp(`^${stack.baseUrl}/invitations/[A-Za-z0-9_-]{20,}$`));
    await admin.screenshot('team-admin-pending-invitation');
  });

  it('lets the colleague open the link, sign up with the invited address and accept', async () => {
    const { page } = colleague;
    await page.goto(invitationLink);
    const heading = page.getByRole('heading', { level: 1 });
    await visible(heading);
    await expect(heading.textContent()).resolves.toBe(
      `You're invited to join ${COMPANY} as member`,
    );
    await colleague.screenshot('invitation-signed-out');

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/sign-in\?returnTo=%2Finvitations%2F/);
    // The invited address is already typed.
    await expect(page.locator('#signup-email').inputValue()).resolves.toBe(invitee.email);
    await submitSignUp(page, invitee);
    await page.waitForURL(invitationLink);

    const accept = page.getByRole('button', { name: /Accept invitation/ });
    await visible(accept);
    await visible(page.getByText(`Signed in as ${invitee.email}`));
    await colleague.screenshot('invitation-signed-in');
    await accept.click();

    await page.waitForURL(`${stack.baseUrl}/`);
    await visible(page.getByText(`Welcome to ${COMPANY}`));
    await visible(page.getByRole('complementary', { name: 'Sidebar' }).getByText(COMPANY));
  });

  it('shows the colleague in the team, and the used link says so', async () => {
    const { page } = admin;
    await page.goto(`${stack.baseUrl}/team`);
    await visible(page.getByText('Katherine Johnson'));
    await expect(page.getByTestId('member-row').count()).resolves.toBe(2);
    await expect.poll(() => statValue(page, 'Total Members').textContent()).toBe('2');
    await visible(page.getByText('No pending invitations.'));
    await admin.screenshot('team-admin');

    await colleague.page.goto(invitationLink);
    await visible(
      colleague.page.getByRole('heading', { name: 'This invitation has already been used' }),
    );
  });

  it('shows a member the team without the admin-only controls', async () => {
    const { page } = colleague;
    await page.goto(`${stack.baseUrl}/team`);
    await visible(page.getByText('Grace Hopper'));
    await expect(page.getByTestId('member-row').count()).resolves.toBe(2);
    await expect(page.getByRole('button', { name: 'Invite Member' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Actions for / }).count()).resolves.toBe(0);
    await expect(page.getByText('Pending Invitations').count()).resolves.toBe(0);

    // The search box filters for everyone.
    await page.getByRole('searchbox', { name: 'Search members' }).fill('grace');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="member-row"]').length === 1,
    );
    await colleague.screenshot('team-member');
  });

  it('refuses the admin-only routes to a member', async () => {
    const { page } = colleague;
    const members = (await (
      await page.request.get(`${stack.baseUrl}/api/companies/${companyId}/members`)
    ).json()) as {
      id: string;
      user: { email: string };
    }[];
    const graceId = members.find((m) => m.user.email === owner.email)!.id;
    const invite = await page.request.post(`${stack.baseUrl}/api/companies/${companyId}/invite`, {
      data: { email: 'someone@example.com', role: 'admin' },
      ...sameOrigin(stack.baseUrl),
    });
    expect(invite.status()).toBe(403);
    const promote = await page.request.put(`${stack.baseUrl}/api/members/${graceId}`, {
      data: { role: 'member' },
      ...sameOrigin(stack.baseUrl),
    });
    expect(promote.status()).toBe(403);
    const invitations = await page.request.get(
      `${stack.baseUrl}/api/companies/${companyId}/invitations`,
    );
    expect(invitations.status()).toBe(403);
  });

  it('lets the admin make the colleague an admin', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Actions for Katherine Johnson' }).click();
    await page.getByRole('menuitem', { name: 'Make admin' }).click();
    await visible(page.getByText('Katherine Johnson is now an admin.'));
    await expect.poll(() => statValue(page, 'Admins').textContent()).toBe('2');
  });

  it("shows a colleague's changes on open pages at once, without a reload, keeping a typed filter", async () => {
    const watcher = colleague.page;
    const create = async (name: string) => {
      const created = await createProjectThroughApi(admin.page, stack.baseUrl, companyId, {
        name,
        problemStatement: 'Stock-outs',
        department: 'Operations',
        businessOwner: 'Ops',
      });
      return created.id;
    };
    const rowOf = (name: string) => watcher.locator('tr[data-project-id]', { hasText: name });

    demandId = await create('Demand Forecast');
    await watcher.goto(`${stack.baseUrl}/projects`);
    const search = watcher.getByRole('searchbox', { name: 'Search projects' });
    await search.pressSequentially('forecast');
    await visible(rowOf('Demand Forecast'));
    // Set on this document: still there at the end means the page was never reloaded.
    await watcher.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await create('Churn Forecast');
    await create('Invoice Reader');
    await visible(rowOf('Churn Forecast'), 10_000);
    expect(await search.inputValue()).toBe('forecast');
    expect(await rowOf('Invoice Reader').count()).toBe(0);

    await rowOf('Demand Forecast').click();
    await watcher.waitForURL(`${stack.baseUrl}/projects/${demandId}`);
    const renamed = await admin.page.request.put(`${stack.baseUrl}/api/projects/${demandId}`, {
      data: { name: 'Demand Forecast v2' },
      ...sameOrigin(stack.baseUrl),
    });
    expect(renamed.status()).toBe(200);
    await visible(watcher.getByRole('heading', { name: 'Demand Forecast v2' }).first(), 10_000);

    await sidebarLink(watcher, 'Dashboard').click();
    await expect.poll(() => statValue(watcher, 'Total Projects').textContent()).toBe('3');
    await create('Route Planner');
    await expect
      .poll(() => statValue(watcher, 'Total Projects').textContent(), { timeout: 10_000 })
      .toBe('4');
    expect(await watcher.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await colleague.screenshot('live-dashboard');
  });

  it("rings the owner's bell at once when a colleague creates a project for her, and leads to it", async () => {
    const watcher = colleague.page;
    // What came before (her own joining, which admins hear of) is read.
    const read = await watcher.request.post(`${stack.baseUrl}/api/notifications/read`, {
      data: { upTo: 'all' },
      ...sameOrigin(stack.baseUrl),
    });
    expect(read.status()).toBe(200);
    await watcher.goto(`${stack.baseUrl}/`);
    const bell = watcher.getByTestId('notification-bell');
    await visible(bell);
    // The bell as a screen reader names it.
    const bellNamed = (name: string) => watcher.getByRole('button', { name, exact: true }).count();
    await expect.poll(() => bellNamed('Notifications')).toBe(1);

    const created = await createProjectThroughApi(admin.page, stack.baseUrl, companyId, {
      name: 'Fraud Radar',
      problemStatement: 'Card fraud',
      department: 'Finance',
      businessOwner: 'Katherine Johnson',
    });
    const { id } = created;
    await expect.poll(() => bellNamed('Notifications 1 unread'), { timeout: 5_000 }).toBe(1);

    await bell.click();
    const panel = watcher.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('link', { name: /Grace Hopper created Fraud Radar/ });
    await visible(item);
    // The panel alone: a full-page capture resizes the viewport, which closes the panel.
    await panel.screenshot({ path: `${SCREENSHOT_DIR}/notification-bell-open.png` });
    await item.click();
    await watcher.waitForURL(`${stack.baseUrl}/projects/${id}`);
    // Following a notification closes the panel; it opens again on the next click.
    await gone(panel);
    await bell.click();
    await visible(panel);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bellNamed('Notifications')).toBe(1);
  });

  it('tells a colleague editing the project that it changed, keeping what they typed until they reload', async () => {
    const watcher = colleague.page;
    await watcher.goto(`${stack.baseUrl}/projects/${demandId}`);
    await visible(watcher.getByRole('heading', { name: 'Demand Forecast v2' }).first());
    await watcher.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await watcher.getByRole('button', { name: 'Edit Project' }).first().click();
    const dialog = watcher.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByLabel(/^Notes/).fill('Half-typed: check the Q3 figures');

    // The admin edits the same project in their own browser.
    const { page } = admin;
    await page.goto(`${stack.baseUrl}/projects/${demandId}`);
    await page.getByRole('button', { name: 'Edit Project' }).first().click();
    const theirs = page.getByRole('dialog', { name: 'Edit Project' });
    await theirs.getByLabel(/^Project Name/).fill('Demand Forecast EU');
    await theirs.getByLabel(/^ROI/).fill('140');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/projects/${demandId}`),
    );
    await theirs.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).status()).toBe(200);

    // The colleague's dialog says so; nothing they typed is replaced. How fast a write reaches
    // open streams is measured by the fan-out benchmark, not here: a loaded CI runner is slow.
    const notice = dialog.getByTestId('project-changed-notice');
    await visible(notice);
    expect(await notice.textContent()).toContain(
      'This project was changed by Grace Hopper while you were editing.',
    );
    expect(await dialog.getByLabel(/^Notes/).inputValue()).toBe('Half-typed: check the Q3 figures');
    expect(await dialog.getByLabel(/^Project Name/).inputValue()).toBe('Demand Forecast v2');
    await colleague.screenshot('live-edit-notice');
    await notice.screenshot({ path: `${SCREENSHOT_DIR}/live-edit-notice-close-up.png` });

    await notice.getByRole('button', { name: 'Reload fields' }).click();
    expect(await dialog.getByLabel(/^Project Name/).inputValue()).toBe('Demand Forecast EU');
    expect(await dialog.getByLabel(/^ROI/).inputValue()).toBe('140.00');
    expect(await dialog.getByLabel(/^Notes/).inputValue()).toBe('Half-typed: check the Q3 figures');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await visible(watcher.getByText('Project updated successfully!'));
    const project = await page.request.get(`${stack.baseUrl}/api/projects/${demandId}`);
    expect(await project.json()).toMatchObject({
      name: 'Demand Forecast EU',
      roi: '140.00',
      notes: 'Half-typed: check the Q3 figures',
    });
    expect(await watcher.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  });

  it('says when an invitation link is not valid', async () => {
    const { page } = colleague;
    await page.goto(`${stack.baseUrl}/invitations/this-link-was-never-sent-0000`);
    await visible(page.getByRole('heading', { name: 'This invitation link is not valid' }));
    await colleague.screenshot('invitation-invalid');
    expect([...admin.errors, ...colleague.errors]).toEqual([]);
  });
});
