import { gunzipSync } from 'node:zlib';
import { routes, type RouteDef, type RouteName } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndGetCookie, type SignedIn } from '../testing/auth.ts';
import type { CallOptions } from '../testing/contract-client.ts';
import { addMember, FRIA_PARTS, GDPR_RECORD, MISSING_ID } from '../testing/factories.ts';
import { setupTestServer } from '../testing/http.ts';
import { expectRefused } from '../testing/refusal.ts';
import { authRoutes } from './auth/index.ts';
import { keptJsonText } from './contract.ts';
import { routeModules } from './index.ts';

// Cross-cutting guarantees of the whole endpoint table: every row is served, every non-public
// row refuses the signed-out, every admin row refuses a member, every company-scoped row answers
// 404 for what does not exist and lets no company read or write another's. A refused call
// changes no row (its history included) and logs no audit line.

const TABLES = [
  'users',
  'companies',
  'company_members',
  'projects',
  'invitations',
  'llm_models',
  'project_llm_models',
  'milestones',
  'project_dependencies',
  'project_baselines',
  'people',
  'project_allocations',
  'spend_entries',
  'budget_plan_months',
  'project_values',
  'project_benefits',
  'project_kpis',
  'kpi_measurements',
  'project_gates',
  'user_preferences',
  'feedback',
  'company_embed_origins',
  'embed_apps',
  'embed_refresh_tokens',
  'api_tokens',
  'project_links',
  'integrations',
  'ai_act_assessments',
  'ai_act_obligations',
  // Its files (evidence_files) exist only with a row of it.
  'obligation_evidence',
  'audit_events',
  'risks',
  'status_reports',
  'webhooks',
  'webhook_deliveries',
  'reports',
  'incidents',
  'incident_answers',
  'incident_timeline_entries',
  'incident_actions',
  'incident_reports',
  'proposals',
  'proposal_approvals',
  'intake_settings',
  'custom_frameworks',
  'custom_framework_items',
  'soa_entries',
  'soa_versions',
];

const served = setupTestServer();
const { api: client, db, logs } = served;
let alice: SignedIn;
/** A member (not an admin) of Alice's company. */
let bob: SignedIn;
let mallory: SignedIn;
const a: Record<string, string> = {};

beforeAll(async () => {
  const { call } = client;
  const { baseUrl } = served.server;

  alice = await signUpAndGetCookie(baseUrl, { firstName: 'Alice' });
  mallory = await signUpAndGetCookie(baseUrl, { firstName: 'Mallory' });
  const companyBody = { name: 'Company', industry: 'Technology', size: '51-200' } as const;
  a.companyId = (await call('createCompany', { cookie: alice.cookie, body: companyBody })).body.id;
  bob = await signUpAndGetCookie(baseUrl, { firstName: 'Bob' });
  await addMember(db(), a.companyId, bob.user.id, 'member');
  // Mallory is an admin of her own company: her role is never what stops her.
  await call('createCompany', { cookie: mallory.cookie, body: { ...companyBody, name: 'Other' } });

  /** What Alice's call answers: each fixture below is made by her, through the API. */
  const byAlice = async <N extends RouteName>(
    name: N,
    params: CallOptions['params'],
    body?: unknown,
  ) => (await call(name, { cookie: alice.cookie, params, body })).body;
  const params = { companyId: a.companyId };
  const project = { name: 'P', problemStatement: 'S', department: 'IT', businessOwner: 'O' };
  a.projectId = (await byAlice('createProject', params, project)).id;
  const ofProject = { id: a.projectId };
  const model = { name: 'M', vendor: 'OpenAI', apiKey: 'sk-secret-123456' };
  a.modelId = (await byAlice('createLlmModel', params, model)).id;
  a.linkId = (await byAlice('addProjectLlmModel', ofProject, { llmModelId: a.modelId })).id;
  a.otherProjectId = (await byAlice('createProject', params, { ...project, name: 'Q' })).id;
  a.milestoneId = (
    await byAlice('createMilestone', ofProject, { name: 'Pilot', dueDate: '2026-03-31' })
  ).id;
  a.dependencyId = (
    await byAlice('addProjectDependency', ofProject, { dependsOnProjectId: a.otherProjectId })
  ).id;
  await byAlice('setProjectBaseline', ofProject);
  const spend = { month: '2026-01', amount: '10.00', category: 'people' };
  a.spendId = (await byAlice('createSpend', ofProject, spend)).id;
  const months = [{ month: '2026-01', amount: '5.00' }];
  await byAlice('updateBudgetPlan', ofProject, { months });
  const kpi = { name: 'CSAT', baseline: 3, target: 4, direction: 'higher' };
  a.kpiId = (await byAlice('createProjectKpi', ofProject, kpi)).id;
  await byAlice('addKpiMeasurement', { id: a.kpiId }, { date: '2026-01-15', value: 3.5 });
  await byAlice('updateProjectValue', ofProject, { months });
  const gate = { gate: 'idea', decision: 'go', reason: 'Sound case' };
  await byAlice('createProjectGate', ofProject, gate);
  a.invitationId = (
    await byAlice('inviteMember', params, { email: 'bob@example.test' })
  ).invitation.id;
  a.appId = (await byAlice('createEmbedApp', params, { name: 'Intranet' })).app.id;
  a.apiTokenId = (
    await byAlice('createApiToken', params, { name: 'BI', scope: 'read' })
  ).apiToken.id;
  a.projectLinkId = (
    await byAlice('addProjectLink', ofProject, { url: 'https://github.com/acme/claims-bot' })
  ).id;
  a.integrationId = (
    await byAlice('createIntegration', params, { provider: 'github' })
  ).integration.id;
  await byAlice('setAiActAssessment', ofProject, { roles: ['deployer'], answers: {} });
  a.obligationId = (await byAlice('listProjectObligations', ofProject))[0]!.id;
  a.evidenceId = (
    await byAlice(
      'addObligationEvidence',
      { id: a.obligationId },
      { url: 'https://docs.example/literacy-training' },
    )
  ).id;
  // A risk the rules raise on the project once it is active while non-compliant.
  await byAlice('updateProject', ofProject, {
    status: 'active',
    euAiActStatus: 'non_compliant',
    roi: '10',
  });
  await served.processHistory();
  a.riskId = (await db()('risks').where({ projectId: a.projectId }).first()).id;
  a.reportId = (await byAlice('createStatusReport', ofProject)).id;
  a.personId = (await byAlice('createPerson', params, { name: 'Contractor' })).id;
  a.webhookId = (
    await byAlice('createWebhook', params, {
      url: 'https://93.184.215.14/hook',
      eventTypes: ['project.updated'],
    })
  ).webhook.id;
  a.deliveryId = (await byAlice('pingWebhook', { id: a.webhookId })).id;
  a.savedReportId = (
    await byAlice('createReport', params, {
      name: 'By department',
      visibility: 'shared',
      definition: { columns: [], groupBy: ['department'], measures: [{ fn: 'count' }] },
    })
  ).id;
  const incident = {
    title: 'Wrong answers',
    awareAt: '2026-11-20T09:00:00.000Z',
    severity: 'high',
  };
  a.incidentId = (await byAlice('createIncident', params, incident)).id;
  a.incidentActionId = (
    await byAlice('addIncidentAction', { id: a.incidentId }, { title: 'Retrain the model' })
  ).actions[0]!.id;
  a.proposalId = (await byAlice('createProposal', params, { ...project, name: 'Idea' })).id;
  a.frameworkId = (
    await byAlice('importFramework', params, {
      name: 'Own',
      csv: 'ref,title,control\r\n1,Policy,GOV-1\r\n',
    })
  ).id;
  await byAlice('publishSoa', params, {});
  const members = await byAlice('listMembers', params);
  a.memberId = members.find((m) => m.user.id === alice.user.id)!.id;
});

/** Company A's resource named by each path parameter of a route. */
/** The key of `a` holding company A's resource of each kind of path; invitations otherwise. */
const ID_OF_PATH: [prefix: string, key: string][] = [
  ['/api/projects/', 'projectId'],
  ['/api/llm-models/', 'modelId'],
  ['/api/members/', 'memberId'],
  ['/api/milestones/', 'milestoneId'],
  ['/api/project-dependencies/', 'dependencyId'],
  ['/api/risks/', 'riskId'],
  ['/api/status-reports/', 'reportId'],
  ['/api/api-tokens/', 'apiTokenId'],
  ['/api/project-links/', 'projectLinkId'],
  ['/api/integrations/', 'integrationId'],
  ['/api/people/', 'personId'],
  ['/api/webhooks/', 'webhookId'],
  ['/api/webhook-deliveries/', 'deliveryId'],
  ['/api/spend/', 'spendId'],
  ['/api/obligations/', 'obligationId'],
  ['/api/kpis/', 'kpiId'],
  ['/api/evidence/', 'evidenceId'],
  ['/api/reports/', 'savedReportId'],
  ['/api/incidents/', 'incidentId'],
  ['/api/incident-actions/', 'incidentActionId'],
  ['/api/proposals/', 'proposalId'],
];

function paramsFor(def: RouteDef): Record<string, string> {
  const key = ID_OF_PATH.find(([prefix]) => def.path.startsWith(prefix))?.[1] ?? 'invitationId';
  const id = a[key];
  return {
    companyId: a.companyId!,
    id: id!,
    linkId: a.linkId!,
    appId: a.appId!,
    token: 'a'.repeat(43),
    controlId: 'ai-policy',
    frameworkId: a.frameworkId!,
    ref: 'A.2.2',
    version: '1',
  };
}

/** Ids that name nothing. */
const missingParams = {
  companyId: MISSING_ID,
  id: MISSING_ID,
  linkId: MISSING_ID,
  appId: MISSING_ID,
  token: 'b'.repeat(43),
  controlId: 'no-such-control',
  frameworkId: MISSING_ID,
  ref: 'A.99.9',
  version: '999',
};

/** A body each write would accept from someone allowed to make it. */
const validBodies: Partial<Record<RouteName, unknown>> = {
  updateCompany: { name: 'Taken over', industry: 'Finance', size: '1-50' },
  createProject: { name: 'Planted', problemStatement: 'S', department: 'IT', businessOwner: 'O' },
  updateProject: { name: 'Renamed' },
  createLlmModel: { name: 'Planted', vendor: 'OpenAI', apiKey: 'sk-planted-123456' },
  updateLlmModel: { name: 'Renamed', vendor: 'Other' },
  addProjectLlmModel: { llmModelId: MISSING_ID },
  suggestAiActAssessment: { llmModelId: MISSING_ID },
  inviteMember: { email: 'planted@example.test', role: 'admin' },
  updateMemberRole: { role: 'member' },
  createMilestone: { name: 'Planted', dueDate: '2026-06-30' },
  updateMilestone: { done: true },
  addProjectDependency: { dependsOnProjectId: MISSING_ID },
  createSpend: { month: '2026-02', amount: '999.99', category: 'vendor' },
  updateSpend: { amount: '999.99' },
  updateBudgetPlan: { months: [{ month: '2026-02', amount: '999.99' }] },
  updateProjectValue: { months: [{ month: '2026-02', amount: '999.99' }] },
  createProjectKpi: { name: 'Planted', baseline: 1, target: 2, direction: 'higher' },
  updateKpi: { name: 'Renamed' },
  addKpiMeasurement: { date: '2026-02-01', value: 999 },
  createProjectGate: { gate: 'pilot', decision: 'stop', reason: 'Planted' },
  updateEmbedOrigins: { origins: ['https://planted.example'] },
  createEmbedApp: { name: 'Planted', allowGuests: true },
  createApiToken: { name: 'Planted', scope: 'write' },
  addProjectLink: { url: 'https://github.com/planted/repo' },
  createIntegration: { provider: 'gitlab' },
  acknowledgeRisk: { note: 'Planted' },
  updateStatusReport: { narrative: 'Planted' },
  createPerson: { name: 'Planted' },
  updatePerson: { title: 'Planted' },
  setProjectAllocations: [],
  createWebhook: { url: 'https://93.184.215.14/planted', eventTypes: ['project.created'] },
  updateWebhook: { description: 'Planted' },
  setAiActAssessment: { roles: ['provider'], answers: { 'gpai-model': true } },
  updateObligation: { status: 'done', notes: 'Planted' },
  updateProjectGdpr: GDPR_RECORD,
  updateProjectDora: { supportsCriticalFunction: true, functionName: 'Planted' },
  updateProjectFria: FRIA_PARTS,
  approveProjectFria: { approverId: MISSING_ID, approvedOn: '2026-11-02' },
  recordFriaNotification: { notifiedOn: '2026-11-03', reference: 'Planted' },
  // The JSON form (a link); the multipart form is checked in routes/evidence/evidence.test.ts.
  addObligationEvidence: { url: 'https://planted.example/evidence' },
  runReport: { columns: ['name'] },
  createReport: { name: 'Planted', visibility: 'shared', definition: { columns: ['name'] } },
  updateReport: { name: 'Planted' },
  scheduleReport: { frequency: null },
  createIncident: { title: 'Planted', awareAt: '2026-11-20T09:00:00.000Z', severity: 'low' },
  updateIncident: { title: 'Planted' },
  answerIncident: { personalDataBreach: true },
  addIncidentTimelineEntry: { kind: 'contained', at: '2026-11-20T10:00:00.000Z' },
  addIncidentAction: { title: 'Planted' },
  updateIncidentAction: { status: 'done' },
  recordIncidentReport: {
    clock: 'gdpr-authority',
    kind: 'initial',
    submittedAt: '2026-11-20T11:00:00.000Z',
    recipient: 'Planted',
  },
  // The JSON form (a link), as for obligations.
  addIncidentEvidence: { url: 'https://planted.example/evidence' },
  createProposal: { name: 'Planted', problemStatement: 'S', department: 'IT', businessOwner: 'O' },
  updateProposal: { name: 'Planted' },
  approveProposal: { note: 'Planted' },
  rejectProposal: { reason: 'Planted' },
  updateIntakeSettings: { scoringModel: 'rice' },
  // The JSON form (a link), as for obligations.
  addControlEvidence: { url: 'https://planted.example/evidence' },
  importFramework: { name: 'Planted', csv: 'ref,title\r\n1,Planted\r\n' },
  updateSoaEntry: { status: 'planned' },
  publishSoa: { note: 'Planted' },
};

/** A query each route requires, when it requires one. */
const validQueries: Partial<Record<RouteName, Record<string, string>>> = {
  getProjectHealth: { projectIds: MISSING_ID },
  getProjectProgress: { projectIds: MISSING_ID },
  listSimilarProposals: { q: 'Planted' },
};

/** Every row of every table, and how many audit lines were logged so far. */
async function snapshot() {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) rows[table] = await db()(table).select('*').orderBy('id');
  return { rows, auditLines: logs.entries.filter((entry) => 'audit' in entry).length };
}

const entries = Object.entries(routes) as [RouteName, RouteDef][];

/** `name` called by `who` on `params`, with a body it would accept from someone allowed. */
const callAs = (who: SignedIn, name: RouteName, params: Record<string, string>) =>
  client.call(name, {
    cookie: who.cookie,
    params,
    body: validBodies[name],
    query: validQueries[name],
  });

describe('the endpoint table', () => {
  it('has exactly one handler for every route', () => {
    const served = [...authRoutes, ...routeModules.contract].map((r) => r.name).sort();
    expect(served).toEqual(Object.keys(routes).sort());
  });

  it.each(entries.filter(([, def]) => def.access !== 'public'))(
    '%s answers 401 to the signed-out, and changes nothing',
    async (name, def) => {
      // No body at all: being signed out is what the caller must hear about first.
      const res = await expectRefused(snapshot, 401, () =>
        client.call(name, { params: paramsFor(def) }),
      );
      expect(res.error.message).toBe('You are not signed in');
    },
  );

  it.each(entries.filter(([, def]) => def.access === 'admin'))(
    '%s answers 403 to a member of the company, and changes nothing',
    async (name, def) => {
      const res = await expectRefused(snapshot, 403, () => callAs(bob, name, paramsFor(def)));
      expect(res.error.message).toBe('Only company admins can do this');
    },
  );

  const companyScoped = entries.filter(
    ([name, def]) =>
      (def.access === 'member' || def.access === 'admin') && name !== 'acceptInvitation',
  );

  it.each(companyScoped)(
    '%s answers 404 to an admin for what does not exist, and changes nothing',
    async (name) => {
      await expectRefused(snapshot, 404, () => callAs(alice, name, missingParams));
    },
  );

  it.each(companyScoped)(
    "%s answers another company's user as if the resource did not exist, and changes nothing",
    async (name, def) => {
      const res = await expectRefused(snapshot, 404, () => callAs(mallory, name, paramsFor(def)));
      expect(res.text).not.toMatch(/Company|sk-secret|bob@example/);
      // Word for word what a resource that does not exist gets.
      expect(res.body).toEqual((await callAs(mallory, name, missingParams)).body);
    },
  );
});

describe('keptJsonText', () => {
  it('gives one body per kept answer, so its bytes are encoded and compressed once', async () => {
    const answer = { json: JSON.stringify({ rows: Array.from({ length: 5000 }, (_, i) => i) }) };
    const body = keptJsonText(answer);
    expect(keptJsonText(answer)).toBe(body);
    expect(body.bytes).toBe(keptJsonText(answer).bytes);
    expect(body.compressed('gzip')).toBe(keptJsonText(answer).compressed('gzip'));
    expect(gunzipSync(await body.compressed('gzip')).toString()).toBe(answer.json);
    // Another answer of the same text (a later data version) is a body of its own.
    expect(keptJsonText({ json: answer.json })).not.toBe(body);
  });
});
