import { createHmac, randomUUID } from 'node:crypto';
import {
  isAuditEntity,
  isWriteRoute,
  routes,
  type AuditEntity,
  type ResponseOf,
  type RouteDef,
  type RouteName,
  screeningAnswers,
} from '@portfolio/contracts';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../services/integrations/unsubscribe-tokens.ts';
import {
  cookieHeaderFrom,
  signInAndGetCookie,
  signUpAndGetCookie,
  type SignedIn,
} from '../testing/auth.ts';
import { bearer, type CallOptions } from '../testing/contract-client.ts';
import { addMember, createUser, FRIA_PARTS, GDPR_RECORD } from '../testing/factories.ts';
import { chatCompletion, RECRUITMENT_ANSWER } from '../testing/loopback/llm-vendor.ts';
import { setupTwoCompanies } from '../testing/two-companies.ts';
import { setupWebhookReceiver } from '../testing/loopback/webhook-receiver.ts';

/**
 * The registry against the code: every write route of the endpoint table, driven once through
 * the API with what it needs made first, records in the history exactly the entities its
 * `changes` declares — none it does not declare, and each it declares. A write route without a
 * case here fails (the table below is typed by the endpoint table, and the test walks it).
 */

const t = setupTwoCompanies({ config: { webhookAllowPrivate: true, llmAllowPrivate: true } });
const { api, db, config } = t;

const PAGE = 'https://intranet.acme.example';
const receiver = setupWebhookReceiver();
beforeAll(async () => {
  await api.ok('updateEmbedOrigins', {
    ...t.ofA(),
    cookie: t.adminA.cookie,
    body: { origins: [PAGE] },
  });
});

type Routes = typeof routes;
/** The write routes of the endpoint table. */
type WriteRouteName = {
  [N in RouteName]: Routes[N] extends { method: 'GET' } | { reads: true } ? never : N;
}[RouteName];

/**
 * Makes what a route needs and answers the call to make; its success status is expected unless
 * the case says another (`status`).
 */
type Case = () => Promise<CallOptions & { status?: number }>;

const admin = () => ({ cookie: t.adminA.cookie });
const member = () => ({ cookie: t.memberA.cookie });
const project = () => t.projectOfA();
type Who = () => { cookie: string };
type Made = () => Promise<{ id: string }>;
/** The call by `who` on a thing that `made` makes first: its id, and `body` if given. */
const callOn = async (who: Who, made: Made, body?: unknown) => ({
  ...who(),
  params: { id: (await made()).id },
  ...(body === undefined ? {} : { body }),
});
const underProject = (body?: unknown) => callOn(member, project, body);
const memberOn =
  (made: Made, body?: unknown): Case =>
  () =>
    callOn(member, made, body);
const adminOn =
  (made: Made, body?: unknown): Case =>
  () =>
    callOn(admin, made, body);
/** The case of a write by an admin on company A with `body`. */
const adminInA =
  (body: unknown): Case =>
  async () => ({ ...admin(), ...t.ofA(), body });
/** What `name` answers when `who` (an admin unless said) makes a thing of company A with `body`. */
const inCompanyA = async <N extends RouteName>(
  name: N,
  body: unknown,
  who: Who = admin,
): Promise<ResponseOf<N>> => (await api.ok(name, { ...who(), ...t.ofA(), body })).body;

/** What `name` answers when a member makes a thing of a new project of company A with `body`. */
const inProject = async <N extends RouteName>(name: N, body: unknown): Promise<ResponseOf<N>> =>
  (await api.ok(name, await underProject(body))).body;

const signUp = () => signUpAndGetCookie(t.server.baseUrl);
const twoFactorCode = (secret: string) => generate({ secret });

/** A person who signs up and turns two-factor on: the cookie of the session it leaves. */
async function withTwoFactor(): Promise<SignedIn & { recoveryCode: string }> {
  const who = await signUp();
  const setup = await api.ok('setupTwoFactor', { cookie: who.cookie });
  const enabled = await api.ok('enableTwoFactor', {
    cookie: who.cookie,
    body: { code: await twoFactorCode(setup.body.secret) },
  });
  return {
    ...who,
    cookie: cookieHeaderFrom({ headers: enabled.headers } as Response),
    recoveryCode: enabled.body.recoveryCodes[0]!,
  };
}

/** A member of company A who is not signed in, and their membership's id. */
async function extraMember() {
  const user = await createUser(db());
  const row = await addMember(db(), t.companyA.id, user.id, 'member');
  return { user, memberId: row.id };
}

const invitationTo = async (email = `invitee-${randomUUID()}@example.test`) =>
  (await inCompanyA('inviteMember', { email })).invitation;

/** A custom framework of one item, linked to the AI policy control. */
const customFramework = () => ({
  name: `Internal AI standard ${randomUUID()}`,
  csv: 'ref,title,control\r\n1,An AI policy,GOV-1\r\n',
});

const milestoneOf = () => inProject('createMilestone', { name: 'Pilot', dueDate: '2027-03-01' });

const person = () => inCompanyA('createPerson', { name: `Person ${randomUUID()}` });

const spend = () =>
  inProject('createSpend', { month: '2026-10', amount: '100.00', category: 'vendor' });

const kpi = () =>
  inProject('createProjectKpi', {
    name: 'Hours saved',
    baseline: 0,
    target: 10,
    direction: 'higher',
  });

const webhook = async () =>
  (
    await inCompanyA('createWebhook', {
      url: `${receiver.url}/hook-${randomUUID()}`,
      eventTypes: ['project.created'],
    })
  ).webhook;

const embedApp = () => inCompanyA('createEmbedApp', { name: `Intranet ${randomUUID()}` });

const integration = () => inCompanyA('createIntegration', { provider: 'github' });

const report = () =>
  inCompanyA(
    'createReport',
    {
      name: `By status ${randomUUID()}`,
      definition: { columns: ['name'] },
      visibility: 'shared',
    },
    member,
  );

/** A high-risk assessment of a new project, and one of the obligations it stores. */
async function obligation() {
  const { params } = await underProject();
  await api.ok('setAiActAssessment', {
    ...member(),
    params,
    body: { roles: ['provider'], answers: { 'annex3-4a-recruitment': true } },
  });
  const row = await db()('aiActObligations').where({ projectId: params.id }).first();
  return { projectId: params.id, id: row.id as string };
}

const statusReport = () => inProject('createStatusReport', undefined);

/** An incident reported now, with any other field of `more`. */
const incidentBody = (more: Record<string, unknown> = {}) => ({
  title: 'Wrong rejections',
  awareAt: new Date().toISOString(),
  severity: 'high',
  ...more,
});
const incident = () => inCompanyA('createIncident', incidentBody(), member);

/** A proposal submitted by member A; screened all no (minimal) when `screened`. */
const proposalBody = (screened = false) => ({
  name: 'Invoice reader',
  problemStatement: 'Supplier invoices are typed in by hand',
  department: 'Finance',
  businessOwner: 'Dana Ortiz',
  screening: screened ? screeningAnswers() : {},
});
const proposal = (screened = false) => inCompanyA('createProposal', proposalBody(screened), member);

const lastEventId = async () =>
  Number((await db()('auditEvents').max('id as id').first())?.id ?? 0);

const cases: Record<WriteRouteName, Case> = {
  // Answered as it is (the redirect is not followed): the page it leads to depends on the build.
  confirmLogout: async () => ({ cookie: (await signUp()).cookie, redirect: 'manual' }),
  signUp: async () => ({
    body: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `grace-${randomUUID()}@example.test`,
      password: 'correct horse battery',
    },
  }),
  // The account it makes has no company yet: nothing of a company's history.
  verifyEmail: async () => {
    const email = `ada-${randomUUID()}@example.test`;
    const started = await api.ok('signUp', {
      body: { firstName: 'Ada', lastName: 'Byron', email, password: 'correct horse battery' },
    });
    const link = new URL(started.body.verificationLink!);
    return { query: Object.fromEntries(link.searchParams), redirect: 'manual', status: 303 };
  },
  sendEmailVerification: async () => {
    // An account made before addresses were verified.
    const email = `old-${randomUUID()}@example.test`;
    await createUser(db(), { email, password: 'correct horse battery', emailVerifiedAt: null });
    const who = await signInAndGetCookie(t.server.baseUrl, email, 'correct horse battery');
    return { cookie: who.cookie, status: 202 };
  },
  signIn: async () => {
    const who = await signUp();
    return { body: { email: who.email, password: who.password } };
  },
  signInTwoFactor: async () => {
    const who = await withTwoFactor();
    const step = await api.ok('signIn', { body: { email: who.email, password: who.password } });
    return {
      cookie: cookieHeaderFrom({ headers: step.headers } as Response),
      // The enabling code's time step is spent: a recovery code is the second step.
      body: { code: who.recoveryCode },
    };
  },
  changePassword: async () => {
    const who = await signUp();
    return {
      cookie: who.cookie,
      body: {
        currentPassword: who.password,
        newPassword: 'another horse battery',
        confirmPassword: 'another horse battery',
      },
    };
  },
  // A member of a company with others: the membership goes, the company stays.
  deleteAccount: async () => {
    const who = await signUp();
    await addMember(db(), t.companyA.id, who.user.id, 'member');
    return { cookie: who.cookie };
  },
  updateProfile: async () => ({
    cookie: (await signUp()).cookie,
    body: { firstName: 'Grace', lastName: 'Hopper' },
  }),
  setupTwoFactor: async () => ({ cookie: (await signUp()).cookie }),
  enableTwoFactor: async () => {
    const who = await signUp();
    const setup = await api.ok('setupTwoFactor', { cookie: who.cookie });
    return { cookie: who.cookie, body: { code: await twoFactorCode(setup.body.secret) } };
  },
  disableTwoFactor: async () => {
    const who = await withTwoFactor();
    return { cookie: who.cookie, body: { password: who.password } };
  },
  regenerateRecoveryCodes: async () => {
    const who = await withTwoFactor();
    return { cookie: who.cookie, body: { password: who.password } };
  },
  createCompany: async () => ({
    cookie: (await signUp()).cookie,
    body: { name: 'Initech', industry: 'Technology', size: '1-50' },
  }),
  updateCompany: async () => ({
    cookie: t.adminB.cookie,
    ...t.ofB(),
    body: { name: `Company B ${randomUUID()}`, industry: 'Finance', size: '51-200' },
  }),
  createProject: async () => ({
    ...member(),
    ...t.ofA(),
    body: {
      name: 'Claims Bot',
      problemStatement: 'Slow claims',
      department: 'Ops',
      businessOwner: 'Maya',
    },
  }),
  updateProject: async () => underProject({ name: 'Renamed' }),
  archiveProject: adminOn(project),
  restoreProject: async () => {
    const { id } = await project();
    await api.ok('archiveProject', { ...admin(), params: { id } });
    return { ...admin(), params: { id } };
  },
  createMilestone: async () => underProject({ name: 'Pilot', dueDate: '2027-03-01' }),
  updateMilestone: memberOn(milestoneOf, { done: true }),
  deleteMilestone: memberOn(milestoneOf),
  addProjectDependency: async () => underProject({ dependsOnProjectId: (await project()).id }),
  removeProjectDependency: async () => {
    const added = await api.ok('addProjectDependency', {
      ...(await underProject({ dependsOnProjectId: (await project()).id })),
    });
    return { ...member(), params: { id: added.body.id } };
  },
  setProjectBaseline: async () => {
    const { id } = await t.projectOfA({ startDate: '2026-01-01', targetDate: '2026-12-31' });
    return { ...member(), params: { id } };
  },
  createPerson: adminInA({ name: 'Zoe Analyst' }),
  updatePerson: adminOn(person, { title: 'Analyst' }),
  deletePerson: adminOn(person),
  setProjectAllocations: async () => {
    const { id: personId } = await person();
    return underProject([{ personId, month: '2026-12', percent: 50 }]);
  },
  updateBudgetPlan: async () => underProject({ months: [{ month: '2026-11', amount: '500.00' }] }),
  createSpend: async () => underProject({ month: '2026-10', amount: '100.00', category: 'vendor' }),
  updateSpend: memberOn(spend, { amount: '150.00' }),
  deleteSpend: memberOn(spend),
  updateProjectValue: async () =>
    underProject({
      benefitOwnerId: (await person()).id,
      months: [{ month: '2026-10', amount: '900.00' }],
    }),
  createProjectKpi: async () =>
    underProject({ name: 'Hours saved', baseline: 0, target: 10, direction: 'higher' }),
  updateKpi: memberOn(kpi, { target: 12 }),
  deleteKpi: memberOn(kpi),
  addKpiMeasurement: memberOn(kpi, { date: '2026-10-01', value: 4 }),
  createProjectGate: async () =>
    underProject({ gate: 'idea', decision: 'go', reason: 'A clear problem' }),
  createLlmModel: adminInA({ name: 'GPT-4o', vendor: 'OpenAI', apiKey: 'sk-test-1234567890' }),
  updateLlmModel: adminOn(t.modelOfA, { name: 'Renamed model', vendor: 'OpenAI' }),
  // A model in use: its links to projects go with it.
  deleteLlmModel: async () => {
    const model = await t.modelOfA();
    await api.ok('addProjectLlmModel', {
      ...(await underProject({ llmModelId: model.id })),
    });
    return { ...admin(), params: { id: model.id } };
  },
  revealLlmModelKey: adminOn(t.modelOfA),
  addProjectLlmModel: async () => underProject({ llmModelId: (await t.modelOfA()).id }),
  removeProjectLlmModel: async () => {
    const added = await api.ok('addProjectLlmModel', {
      ...(await underProject({ llmModelId: (await t.modelOfA()).id })),
    });
    return { ...member(), params: { linkId: added.body.id } };
  },
  // A record that changes the project's GDPR status too.
  updateProjectGdpr: async () => underProject(GDPR_RECORD),
  updateProjectDora: async () =>
    underProject({ supportsCriticalFunction: true, functionName: 'Claims payment' }),
  updateProjectFria: async () => underProject(FRIA_PARTS),
  approveProjectFria: async () => {
    const call = await underProject(FRIA_PARTS);
    await api.ok('updateProjectFria', call);
    return { ...call, body: { approverId: t.adminA.user.id, approvedOn: '2026-11-02' } };
  },
  recordFriaNotification: async () => {
    const call = await underProject(FRIA_PARTS);
    await api.ok('updateProjectFria', call);
    await api.ok('approveProjectFria', {
      ...call,
      body: { approverId: t.adminA.user.id, approvedOn: '2026-11-02' },
    });
    return { ...call, body: { notifiedOn: '2026-11-03', reference: 'MSA-2026-118' } };
  },
  inviteMember: adminInA({ email: `invitee-${randomUUID()}@example.test` }),
  resendInvitation: adminOn(invitationTo),
  revokeInvitation: adminOn(invitationTo),
  acceptInvitation: async () => {
    const who = await signUp();
    const invitation = await invitationTo(who.email);
    return { cookie: who.cookie, params: { token: invitation.link.split('/').pop()! } };
  },
  updateMemberRole: async () => ({
    ...admin(),
    params: { id: (await extraMember()).memberId },
    body: { role: 'admin' },
  }),
  removeMember: async () => ({ ...admin(), params: { id: (await extraMember()).memberId } }),
  updatePreferences: async () => ({
    cookie: (await signUp()).cookie,
    body: { emailNotifications: false, weeklyReports: true, projectUpdates: false },
  }),
  markNotificationsRead: async () => {
    const { id } = await project();
    await api.ok('archiveProject', { ...admin(), params: { id } });
    return { ...member(), body: { upTo: String(await lastEventId()) } };
  },
  unsubscribe: async () => {
    const who = await signUp();
    const token = await signUnsubscribeToken(config.sessionSecret, {
      userId: who.user.id,
      preference: 'weeklyReports',
    });
    return {
      query: { token },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    };
  },
  submitFeedback: async () => ({
    body: { name: 'Grace', email: 'grace@example.test', feedback: 'Lovely portfolio' },
  }),
  createWebhook: async () => ({
    ...admin(),
    ...t.ofA(),
    body: { url: `${receiver.url}/hook-${randomUUID()}`, eventTypes: ['project.created'] },
  }),
  updateWebhook: adminOn(webhook, { enabled: false }),
  deleteWebhook: adminOn(webhook),
  redeliverWebhookDelivery: async () => {
    const ping = await api.ok('pingWebhook', { ...admin(), params: { id: (await webhook()).id } });
    return { ...admin(), params: { id: ping.body.id } };
  },
  pingWebhook: adminOn(webhook),
  rotateWebhookSecret: adminOn(webhook),
  updateEmbedOrigins: adminInA({ origins: [PAGE, `https://portal-${randomUUID()}.example`] }),
  createEmbedApp: adminInA({ name: 'Intranet' }),
  deleteEmbedApp: async () => ({
    ...admin(),
    params: { companyId: t.companyA.id, appId: (await embedApp()).app.id },
  }),
  issueEmbedToken: async () => ({
    ...bearer((await embedApp()).secret),
    body: { email: t.memberA.email },
  }),
  issueEmbedSessionToken: async () => ({
    ...member(),
    headers: { Origin: config.publicUrl },
    body: { companyId: t.companyA.id, origin: PAGE },
  }),
  refreshEmbedToken: async () => {
    const issued = await api.ok('issueEmbedSessionToken', {
      ...member(),
      headers: { Origin: config.publicUrl },
      body: { companyId: t.companyA.id, origin: PAGE },
    });
    return { headers: { Origin: PAGE }, body: { refreshToken: issued.body.refreshToken } };
  },
  createApiToken: adminInA({ name: 'BI', scope: 'read' }),
  deleteApiToken: async () => {
    const created = await api.ok('createApiToken', {
      ...admin(),
      ...t.ofA(),
      body: { name: 'BI', scope: 'read' },
    });
    return { ...admin(), params: { id: created.body.apiToken.id } };
  },
  addProjectLink: async () => underProject({ url: `https://github.com/acme/${randomUUID()}` }),
  removeProjectLink: async () => {
    const added = await api.ok('addProjectLink', {
      ...(await underProject({ url: `https://github.com/acme/${randomUUID()}` })),
    });
    return { ...member(), params: { id: added.body.id } };
  },
  createIntegration: adminInA({ provider: 'github' }),
  deleteIntegration: async () => ({
    ...admin(),
    params: { id: (await integration()).integration.id },
  }),
  // An event about a linked pull request: the link changes.
  receiveIntegrationEvent: async () => {
    const repo = `acme/${randomUUID()}`;
    await api.ok('addProjectLink', {
      ...(await underProject({ url: `https://github.com/${repo}/pull/7` })),
    });
    const { integration: connection, secret } = await integration();
    const body = JSON.stringify({
      action: 'closed',
      number: 7,
      pull_request: { number: 7, merged: true, title: 'Add triage', html_url: 'x' },
      repository: { full_name: repo },
    });
    return {
      params: { id: connection.id },
      headers: {
        'X-GitHub-Event': 'pull_request',
        'X-GitHub-Delivery': randomUUID(),
        'X-Hub-Signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      },
      body,
    };
  },
  setAiActAssessment: async () =>
    underProject({ roles: ['provider'], answers: { 'annex3-4a-recruitment': true } }),
  suggestAiActAssessment: async () => {
    const model = await t.modelOfA({
      vendor: 'OpenAI',
      vendorModel: 'gpt-4o-mini',
      endpointUrl: `${receiver.url}/v1`,
      suggestionsEnabled: true,
    });
    receiver.answer('/v1/chat/completions', chatCompletion(JSON.stringify(RECRUITMENT_ANSWER)));
    return underProject({ llmModelId: model.id });
  },
  updateObligation: memberOn(obligation, { status: 'in_progress' }),
  addObligationEvidence: memberOn(obligation, { url: 'https://docs.acme.example/dpia' }),
  deleteEvidence: async () => {
    const added = await api.ok('addObligationEvidence', {
      ...member(),
      params: { id: (await obligation()).id },
      body: { url: 'https://docs.acme.example/dpia' },
    });
    return { ...member(), params: { id: added.body.id } };
  },
  createReport: async () => ({
    ...member(),
    ...t.ofA(),
    body: {
      name: `By status ${randomUUID()}`,
      definition: { columns: ['name'] },
      visibility: 'shared',
    },
  }),
  updateReport: memberOn(report, { name: 'Renamed report' }),
  deleteReport: memberOn(report),
  scheduleReport: async () => ({
    ...member(),
    params: { id: (await report()).id },
    body: { frequency: 'weekly', recipients: [t.memberA.user.id] },
  }),
  acknowledgeRisk: async () => {
    const { id: projectId } = await project();
    const [risk] = await db()('risks')
      .insert({
        companyId: t.companyA.id,
        projectId,
        ruleId: 'roi-missing',
        severity: 'medium',
      })
      .returning('id');
    return { ...member(), params: { id: risk.id }, body: { note: 'Known, on the plan' } };
  },
  createStatusReport: async () => underProject(),
  updateStatusReport: memberOn(statusReport, { narrative: 'On track' }),
  publishStatusReport: memberOn(statusReport),
  // On a high-risk project: its assessment is marked for review.
  createIncident: async () => ({
    ...member(),
    ...t.ofA(),
    body: incidentBody({ projectId: (await obligation()).projectId }),
  }),
  updateIncident: async () => ({
    ...member(),
    params: { id: (await incident()).id },
    body: { projectId: (await obligation()).projectId },
  }),
  answerIncident: memberOn(incident, { nis2Significant: true }),
  addIncidentTimelineEntry: async () => ({
    ...member(),
    params: { id: (await incident()).id },
    body: { kind: 'detected', at: new Date().toISOString() },
  }),
  addIncidentAction: memberOn(incident, { title: 'Retrain the screening model' }),
  updateIncidentAction: async () => {
    const { id } = await incident();
    const added = await api.ok('addIncidentAction', {
      ...member(),
      params: { id },
      body: { title: 'Retrain the screening model' },
    });
    return { ...member(), params: { id: added.body.actions[0]!.id }, body: { status: 'done' } };
  },
  recordIncidentReport: async () => {
    const { id } = await incident();
    await api.ok('answerIncident', {
      ...member(),
      params: { id },
      body: { nis2Significant: true },
    });
    return {
      ...member(),
      params: { id },
      body: {
        clock: 'nis2-early-warning',
        kind: 'initial',
        submittedAt: new Date().toISOString(),
        recipient: 'CERT-Bund',
      },
    };
  },
  addIncidentEvidence: memberOn(incident, { url: 'https://docs.acme.example/incident-log' }),
  createProposal: async () => ({
    ...member(),
    ...t.ofA(),
    body: proposalBody(),
  }),
  updateProposal: memberOn(proposal, { name: 'Invoice reading' }),
  // A minimal proposal: one admin's approval makes its project.
  approveProposal: adminOn(() => proposal(true), {}),
  rejectProposal: adminOn(proposal, { reason: 'Bought off the shelf instead' }),
  updateIntakeSettings: adminInA({ approvers: [] }),
  addControlEvidence: async () => ({
    ...member(),
    params: { companyId: t.companyA.id, controlId: 'ai-policy' },
    body: { url: 'https://docs.acme.example/ai-policy' },
  }),
  importFramework: adminInA(customFramework()),
  deleteFramework: async () => ({
    ...admin(),
    params: {
      companyId: t.companyA.id,
      frameworkId: (await inCompanyA('importFramework', customFramework())).id,
    },
  }),
  updateSoaEntry: async () => ({
    ...admin(),
    params: { companyId: t.companyA.id, ref: 'A.10.4' },
    body: { status: 'in_progress', justification: `Customers ask for it ${randomUUID()}` },
  }),
  publishSoa: adminInA({ note: 'For the certification audit' }),
};

/** The entities the history recorded after event `since`. */
async function recordedSince(since: number): Promise<Set<string>> {
  const rows = (await db()('auditEvents').where('id', '>', since).distinct('entity')) as Array<{
    entity: string;
  }>;
  return new Set(rows.map((row) => row.entity));
}

const writeRoutes = (Object.entries(routes) as Array<[RouteName, RouteDef]>).filter(([, def]) =>
  isWriteRoute(def),
);

describe('every write route records exactly the entities it declares', () => {
  it('has a case for every write route of the endpoint table', () => {
    const missing = writeRoutes.map(([name]) => name).filter((name) => !(name in cases));
    expect(missing).toEqual([]);
  });

  it.each(writeRoutes)('%s', async (name, def) => {
    const { status, ...call } = await cases[name as WriteRouteName]();
    const since = await lastEventId();
    const response = await api.call(name, call);
    expect(response.status, response.text).toBe(status ?? def.status ?? 200);
    const declared = new Set<AuditEntity>((def.changes ?? []).filter(isAuditEntity));
    expect([...(await recordedSince(since))].sort()).toEqual([...declared].sort());
  });
});
