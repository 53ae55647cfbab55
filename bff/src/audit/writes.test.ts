import { describe, expect, it } from 'vitest';
import { signUpAndGetCookie } from '../testing/auth.ts';
import { addMember, createUser } from '../testing/factories.ts';
import { setupTwoCompanies } from '../testing/two-companies.ts';

// Every kind of write leaves its history: one test per write service, through the API.

const t = setupTwoCompanies({ config: { publicUrl: 'http://portfolio.test' } });
const { api, db } = t;

/** The history of one thing, oldest first, as stored. */
const historyOf = (entityId: string) =>
  db()('auditEvents')
    .where({ entityId })
    .orderBy('id')
    .select('companyId', 'userId', 'actorId', 'entity', 'action', 'changes');

describe('history of every write', () => {
  it('projects: created, updated, archived, restored', async () => {
    const { body: project } = await api.ok('createProject', {
      ...t.ofA(),
      body: {
        name: 'Audited',
        problemStatement: 'Why',
        department: 'IT',
        businessOwner: 'Grace',
        runningCosts: '100',
      },
      cookie: t.memberA.cookie,
    });
    const params = { id: project.id };
    await api.ok('updateProject', { params, body: { department: 'HR' }, cookie: t.adminA.cookie });
    await api.ok('archiveProject', { params, cookie: t.adminA.cookie });
    await api.ok('restoreProject', { params, cookie: t.adminA.cookie });
    const history = await historyOf(project.id);
    expect(history.map((e) => e.action)).toEqual(['created', 'updated', 'archived', 'restored']);
    expect(history[0]).toMatchObject({
      companyId: t.companyA.id,
      actorId: t.memberA.user.id,
      changes: { name: { before: null, after: 'Audited' }, runningCosts: { after: '100.00' } },
    });
    expect(history[1]!.changes).toEqual({ department: { before: 'IT', after: 'HR' } });
  });

  it('LLM models: created, key changed without its value, deleted with its project links', async () => {
    const cookie = t.adminA.cookie;
    const { body: model } = await api.ok('createLlmModel', {
      ...t.ofA(),
      body: { name: 'GPT', vendor: 'OpenAI', apiKey: 'sk-first-key-123456' },
      cookie,
    });
    const project = await t.projectOfA();
    const link = await t.linkModel(project.id, { llmModelId: model.id }, cookie);
    await api.ok('updateLlmModel', {
      params: { id: model.id },
      body: { name: 'GPT-5', vendor: 'OpenAI', apiKey: 'sk-second-key-654321' },
      cookie,
    });
    await api.ok('deleteLlmModel', { params: { id: model.id }, cookie });
    const history = await historyOf(model.id);
    expect(history.map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
    expect(history[1]!.changes).toEqual({
      name: { before: 'GPT', after: 'GPT-5' },
      apiKey: { changed: true },
    });
    expect(JSON.stringify(history)).not.toMatch(/sk-(first|second)/);
    expect(await db()('auditEvents').where({ entityId: link.id }).orderBy('id')).toMatchObject([
      { action: 'created', projectId: project.id },
      { action: 'deleted', projectId: project.id, entityLabel: 'GPT-5' },
    ]);
  });

  it('project LLM models: linked and unlinked, on the project', async () => {
    const project = await t.projectOfA();
    const model = await t.modelOfA({ name: 'Mistral' });
    const link = await t.linkModel(project.id, { llmModelId: model.id, notes: 'Summaries' });
    await api.ok('removeProjectLlmModel', {
      params: { linkId: link.id },
      cookie: t.memberA.cookie,
    });
    const rows = await db()('auditEvents').where({ entityId: link.id }).orderBy('id');
    expect(rows).toMatchObject([
      { action: 'created', projectId: project.id, companyId: t.companyA.id },
      { action: 'deleted', projectId: project.id, changes: { notes: { before: 'Summaries' } } },
    ]);
  });

  it('members: role changed and removed', async () => {
    const user = await createUser(db());
    const member = await addMember(db(), t.companyA.id, user.id, 'member');
    await api.ok('updateMemberRole', {
      params: { id: member.id },
      body: { role: 'admin' },
      cookie: t.adminA.cookie,
    });
    await api.ok('removeMember', { params: { id: member.id }, cookie: t.adminA.cookie });
    expect(await historyOf(member.id)).toMatchObject([
      { action: 'updated', changes: { role: { before: 'member', after: 'admin' } } },
      { action: 'deleted', changes: { email: { before: user.email, after: null } } },
    ]);
  });

  it('invitations: created, resent, revoked; accepted with the membership it makes', async () => {
    const cookie = t.adminA.cookie;
    const params = { companyId: t.companyA.id };
    const { body: first } = await api.ok('inviteMember', {
      params,
      body: { email: `revoked-${Date.now()}@example.test` },
      cookie,
    });
    const { invitation } = first;
    await api.ok('resendInvitation', { params: { id: invitation.id }, cookie });
    await api.ok('revokeInvitation', { params: { id: invitation.id }, cookie });
    expect((await historyOf(invitation.id)).map((e) => e.action)).toEqual([
      'created',
      'resent',
      'revoked',
    ]);

    const joiner = await signUpAndGetCookie(t.server.baseUrl);
    const { body: second } = await api.ok('inviteMember', {
      params,
      body: { email: joiner.email },
      cookie,
    });
    const token = second.invitation.link.split('/').pop()!;
    await api.ok('acceptInvitation', { params: { token }, cookie: joiner.cookie });
    expect((await historyOf(second.invitation.id)).map((e) => e.action)).toEqual([
      'created',
      'accepted',
    ]);
    const joined = await db()('auditEvents').where({
      entity: 'member',
      action: 'created',
      actorId: joiner.user.id,
    });
    expect(joined).toHaveLength(1);
  });

  it('companies: created and updated', async () => {
    const { body: company } = await api.ok('createCompany', {
      body: { name: 'Audit Co', industry: 'Technology', size: '51-200' },
      cookie: t.adminB.cookie,
    });
    await api.ok('updateCompany', {
      params: { companyId: company.id },
      body: { name: 'Audit Co', industry: 'Finance', size: '51-200' },
      cookie: t.adminB.cookie,
    });
    expect(await historyOf(company.id)).toMatchObject([
      { action: 'created', companyId: company.id, actorId: t.adminB.user.id },
      { action: 'updated', changes: { industry: { before: 'Technology', after: 'Finance' } } },
    ]);
  });

  it('preferences: the person’s own event, with no company', async () => {
    await api.ok('updatePreferences', {
      body: { emailNotifications: false, weeklyReports: true, projectUpdates: false },
      cookie: t.memberA.cookie,
    });
    expect(await historyOf(t.memberA.user.id)).toMatchObject([
      {
        entity: 'preferences',
        companyId: null,
        userId: t.memberA.user.id,
        changes: { emailNotifications: { before: true, after: false } },
      },
    ]);
  });

  it('embedding: allowed origins replaced, embed app created and deleted', async () => {
    const params = { companyId: t.companyA.id };
    const cookie = t.adminA.cookie;
    await api.ok('updateEmbedOrigins', {
      params,
      body: { origins: ['https://intranet.example.test'] },
      cookie,
    });
    expect(await historyOf(t.companyA.id)).toMatchObject([
      {
        entity: 'embed_origins',
        changes: { origins: { before: [], after: ['https://intranet.example.test'] } },
      },
    ]);
    const { body } = await api.ok('createEmbedApp', { params, body: { name: 'Wiki' }, cookie });
    await api.ok('deleteEmbedApp', { params: { ...params, appId: body.app.id }, cookie });
    expect((await historyOf(body.app.id)).map((e) => e.action)).toEqual(['created', 'deleted']);
  });
});
