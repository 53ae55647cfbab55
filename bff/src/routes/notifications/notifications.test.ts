import { describe, expect, it } from 'vitest';
import { openVerificationLink, signUpAndGetCookie } from '../../testing/auth.ts';
import { createUser, openRisk as openRiskAs } from '../../testing/factories.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// Member A is Maya Chen: the Business Owner of the projects below names her.
const t = setupTwoCompanies({ memberA: { firstName: 'Maya', lastName: 'Chen' } });
const { api, db } = t;

const list = (cookie: string, query: Record<string, string | number> = {}) =>
  api.ok('listNotifications', { cookie, query });
const titles = async (cookie: string) =>
  (await list(cookie)).body.notifications.map((n) => n.title);
const rename = (id: string, name: string, cookie: string) =>
  api.ok('updateProject', { params: { id }, body: { name }, cookie });
const readAll = (cookie: string, upTo = 'all') =>
  api.call('markNotificationsRead', { cookie, body: { upTo } });

/** A risk raised by the rules on `projectId`, as the risk evaluation writes it. */
const openRisk = (projectId: string, title: string) =>
  openRiskAs(db(), {
    companyId: t.companyA.id,
    projectId,
    ruleId: 'roi-missing',
    severity: 'medium',
    title,
  });

describe('GET /api/notifications', () => {
  it('answers 401 signed out and 400 for a cursor that is not one', async () => {
    expect((await api.call('listNotifications')).status).toBe(401);
    const bad = await api.call('listNotifications', {
      cookie: t.memberA.cookie,
      query: { cursor: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toMatch(/cursor/i);
  });

  it('tells the owner (by name, any case) of a change someone else made, with what changed', async () => {
    const project = await t.projectOfA({ name: 'Invoice Reader', businessOwner: 'MAYA chen' });
    await t.editProject(project.id, { status: 'active' }, t.adminA.cookie);
    const { body } = await list(t.memberA.cookie);
    expect(body.notifications[0]).toMatchObject({
      kind: 'project_changed',
      title: 'Ada Lovelace updated Invoice Reader',
      detail: 'Status: Planning → Active',
      companyId: t.companyA.id,
      projectId: project.id,
      link: `/projects/${project.id}`,
      unread: true,
      actor: { type: 'user', name: 'Ada Lovelace' },
    });
    expect(body.unreadCount).toBeGreaterThanOrEqual(1);
    // The admin made the change: the creator is not told of their own change.
    expect(await titles(t.adminA.cookie)).not.toContain('Ada Lovelace updated Invoice Reader');
  });

  it('tells the creator of a change by the owner, and the owner by e-mail address', async () => {
    const project = await t.projectOfA({
      name: 'Churn Model',
      businessOwner: t.memberA.email.toUpperCase(),
    });
    await rename(project.id, 'Churn Predictor', t.memberA.cookie);
    expect(await titles(t.adminA.cookie)).toContain('Maya Chen updated Churn Predictor');
    expect(await titles(t.memberA.cookie)).not.toContain('Maya Chen updated Churn Predictor');
    await rename(project.id, 'Churn Predictor 2', t.adminA.cookie);
    expect(await titles(t.memberA.cookie)).toContain('Ada Lovelace updated Churn Predictor 2');
  });

  it('tells the owner of a risk opened on their project, and nobody of other projects', async () => {
    const mine = await t.projectOfA({ name: 'Support Copilot', businessOwner: 'Maya Chen' });
    const other = await t.projectOfA({ name: 'Not Maya', businessOwner: 'Someone Else' });
    await openRisk(mine.id, 'ROI missing on an active project');
    await openRisk(other.id, 'ROI missing elsewhere');
    const { body } = await list(t.memberA.cookie);
    expect(body.notifications[0]).toMatchObject({
      kind: 'risk_opened',
      title: 'Risk opened on Support Copilot',
      detail: 'ROI missing on an active project',
      link: `/projects/${mine.id}`,
      actor: { type: 'system', name: 'System' },
    });
    expect(body.notifications.map((n) => n.detail)).not.toContain('ROI missing elsewhere');
  });

  it('tells a person of an invitation to their e-mail from another company, while it is pending', async () => {
    await api.ok('inviteMember', {
      ...t.ofB(),
      body: { email: t.memberA.email, role: 'admin' },
      cookie: t.adminB.cookie,
    });
    const { token } = await db()('invitations')
      .where({ companyId: t.companyB.id, email: t.memberA.email })
      .first();
    const { body } = await list(t.memberA.cookie);
    expect(body.notifications[0]).toMatchObject({
      kind: 'invitation',
      title: 'Ada Lovelace invited you to join Company B',
      detail: 'As an admin',
      companyId: t.companyB.id,
      link: `/invitations/${token}`,
    });
    // Revoked, it is no longer news.
    const invitation = await db()('invitations').where({ token }).first();
    await api.ok('revokeInvitation', { params: { id: invitation.id }, cookie: t.adminB.cookie });
    expect(await titles(t.memberA.cookie)).not.toContain(
      'Ada Lovelace invited you to join Company B',
    );
  });

  it('never hands an invitation or its link to an account whose address is not verified', async () => {
    // An account made before addresses were verified: anyone could have made it with this e-mail.
    const squatter = await signUpAndGetCookie(t.server.baseUrl);
    await db()('users').where({ id: squatter.user.id }).update({ emailVerifiedAt: null });
    await api.ok('inviteMember', {
      ...t.ofB(),
      body: { email: squatter.email, role: 'admin' },
      cookie: t.adminB.cookie,
    });
    const { token } = await db()('invitations')
      .where({ companyId: t.companyB.id, email: squatter.email })
      .first();

    const { body } = await list(squatter.cookie);
    expect(body.notifications.filter((n) => n.kind === 'invitation')).toEqual([]);
    expect(JSON.stringify(body)).not.toContain(token);
    expect(body.unreadCount).toBe(0);
    // The accept route takes only the link's token: a made-up one joins nothing.
    const guessed = await api.call('acceptInvitation', {
      params: { token: 'A'.repeat(43) },
      cookie: squatter.cookie,
    });
    expect(guessed.status).toBe(404);
    expect(await db()('companyMembers').where({ userId: squatter.user.id })).toEqual([]);

    // The owner of the address verifies it (the link Settings mails): now the bell shows it.
    const sent = await api.ok('sendEmailVerification', { cookie: squatter.cookie });
    const opened = await openVerificationLink(
      t.server.baseUrl,
      sent.body.verificationLink!,
      squatter.cookie,
    );
    expect(opened.status).toBe(303);
    const after = await list(squatter.cookie);
    expect(after.body.notifications[0]).toMatchObject({
      kind: 'invitation',
      link: `/invitations/${token}`,
    });
  });

  it('tells admins, and only admins, that someone joined through an invitation', async () => {
    const newcomer = await signUpAndGetCookie(t.server.baseUrl, {
      firstName: 'Lena',
      lastName: 'Fischer',
    });
    await api.ok('inviteMember', {
      ...t.ofA(),
      body: { email: newcomer.email, role: 'member' },
      cookie: t.adminA.cookie,
    });
    const { token } = await db()('invitations').where({ email: newcomer.email }).first();
    await api.ok('acceptInvitation', { params: { token }, cookie: newcomer.cookie });
    const { body } = await list(t.adminA.cookie);
    expect(body.notifications[0]).toMatchObject({
      kind: 'member_joined',
      title: 'Lena Fischer joined Company A',
      link: '/team',
    });
    expect(await titles(t.memberA.cookie)).not.toContain('Lena Fischer joined Company A');
  });

  it("never lists another company's events, even on a project whose owner has the same name", async () => {
    const owner = await createUser(db(), { firstName: 'Maya', lastName: 'Chen' });
    const company = await t.companyOwnedBy(t.adminB, { name: 'Company B2' });
    const [theirs] = await db()('projects')
      .insert({
        companyId: company.id,
        name: 'Secret B Project',
        problemStatement: 'Not for company A',
        department: 'Sales',
        businessOwner: 'Maya Chen',
        createdBy: owner.id,
      })
      .returning('*');
    await rename(theirs.id, 'Secret B Project renamed', t.adminB.cookie);
    const { body } = await list(t.memberA.cookie, { limit: 100 });
    expect(body.notifications.every((n) => n.companyId !== company.id)).toBe(true);
    expect(JSON.stringify(body)).not.toContain('Secret B');
    // Nor does company B's admin hear of company A's projects.
    expect(
      (await list(t.adminB.cookie, { limit: 100 })).body.notifications.every(
        (n) => n.companyId !== t.companyA.id,
      ),
    ).toBe(true);
  });

  it('pages newest first with a cursor', async () => {
    const project = await t.projectOfA({ name: 'Paged', businessOwner: 'Maya Chen' });
    for (const name of ['Paged 1', 'Paged 2', 'Paged 3']) {
      await rename(project.id, name, t.adminA.cookie);
    }
    const first = await list(t.memberA.cookie, { limit: 2 });
    expect(first.body.notifications.map((n) => n.title)).toEqual([
      'Ada Lovelace updated Paged 3',
      'Ada Lovelace updated Paged 3',
    ]);
    expect(first.body.notifications.map((n) => n.detail)).toEqual([
      'Project Name: Paged 2 → Paged 3',
      'Project Name: Paged 1 → Paged 2',
    ]);
    const second = await list(t.memberA.cookie, {
      limit: 2,
      cursor: first.body.nextCursor as string,
    });
    expect(second.body.notifications[0]!.detail).toBe('Project Name: Paged → Paged 1');
    expect(Number(second.body.notifications[0]!.id)).toBeLessThan(
      Number(first.body.notifications[1]!.id),
    );
  });
});

describe('POST /api/notifications/read', () => {
  it('answers 401 signed out and 400 for an id that is not one or an unknown field', async () => {
    expect((await api.call('markNotificationsRead', { body: { upTo: 'all' } })).status).toBe(401);
    for (const body of [{}, { upTo: 'latest' }, { upTo: '0' }, { upTo: 'all', all: true }]) {
      const response = await api.call('markNotificationsRead', { cookie: t.memberA.cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('marks everything read, then counts only what is new; up to an id leaves newer unread', async () => {
    const project = await t.projectOfA({ name: 'Read marker', businessOwner: 'Maya Chen' });
    await rename(project.id, 'Read marker 1', t.adminA.cookie);
    const all = await readAll(t.memberA.cookie);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ unreadCount: 0 });
    const after = await list(t.memberA.cookie);
    expect(after.body.unreadCount).toBe(0);
    expect(after.body.notifications.every((n) => !n.unread)).toBe(true);

    await rename(project.id, 'Read marker 2', t.adminA.cookie);
    await rename(project.id, 'Read marker 3', t.adminA.cookie);
    const fresh = await list(t.memberA.cookie);
    expect(fresh.body.unreadCount).toBe(2);
    const [newest, older] = fresh.body.notifications;
    expect([newest!.unread, older!.unread]).toEqual([true, true]);

    expect((await readAll(t.memberA.cookie, older!.id)).body).toEqual({ unreadCount: 1 });
    // The marker never moves back: marking an older one read again changes nothing.
    expect((await readAll(t.memberA.cookie, '1')).body).toEqual({ unreadCount: 1 });
    const left = await list(t.memberA.cookie);
    expect(left.body.notifications.filter((n) => n.unread).map((n) => n.id)).toEqual([newest!.id]);
    // Another person's marker is their own.
    expect((await list(t.adminA.cookie)).body.unreadCount).toBeGreaterThan(0);
  });
});

describe('GET /api/account/weekly-digest/preview', () => {
  it('answers 401 signed out and 404 to a person without a company', async () => {
    expect((await api.call('previewWeeklyDigest')).status).toBe(401);
    const loner = await signUpAndGetCookie(t.server.baseUrl);
    const response = await api.call('previewWeeklyDigest', { cookie: loner.cookie });
    expect(response.status).toBe(404);
    expect(response.error.message).toMatch(/not a member of a company/);
  });

  it("sums up the caller's company only, and says whether it would be sent to them", async () => {
    const project = await t.projectOfA({ name: 'Digest preview project' });
    await t.editProject(project.id, { status: 'in_progress' }, t.adminA.cookie);
    const { body } = await api.ok('previewWeeklyDigest', { cookie: t.memberA.cookie });
    expect(body).toMatchObject({
      companyId: t.companyA.id,
      companyName: 'Company A',
      subject: 'Your weekly AI portfolio summary: Company A',
      wouldSend: true,
    });
    expect(body.newProjects.map((p) => p.name)).toContain('Digest preview project');
    expect(body.statusChanges).toContainEqual(
      expect.objectContaining({
        name: 'Digest preview project',
        before: 'Planning',
        after: 'In Progress',
        by: 'Ada Lovelace',
      }),
    );
    expect(body.metrics.map((m) => m.label)).toEqual([
      'Total Projects',
      'Average ROI',
      'Total Investment',
      'Fully Compliant',
    ]);
    expect(JSON.stringify(body)).not.toContain('Secret B');

    await api.ok('updatePreferences', {
      body: { emailNotifications: false, weeklyReports: true, projectUpdates: false },
      cookie: t.memberA.cookie,
    });
    expect((await api.ok('previewWeeklyDigest', { cookie: t.memberA.cookie })).body.wouldSend).toBe(
      false,
    );
  });

  it('counts every new project while its list shows the first 25', async () => {
    for (let i = 0; i < 26; i += 1) await t.projectOfA({ name: `Digest batch ${i}` });
    const { body } = await api.ok('previewWeeklyDigest', { cookie: t.adminA.cookie });
    const live = await db()('projects')
      .where({ companyId: t.companyA.id, archivedAt: null })
      .count<{ count: string }[]>('* as count');
    expect(body.newProjects).toHaveLength(25);
    expect(body.totals.newProjects).toBe(Number(live[0]!.count));
    expect(body.totals.newProjects).toBeGreaterThan(25);
  });
});
