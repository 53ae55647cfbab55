import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  AI_ACT_APPLICATION_DATES,
  API_TOKEN_MESSAGES,
  MCP_MESSAGES,
  MCP_PATH,
  MCP_TOOLS,
  type ApiTokenScope,
} from '@portfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursAgo, plusHours } from '../../testing/factories.ts';
import { callMcpTool as callTool, connectMcp } from '../../testing/mcp-client.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// The SDK's own client over HTTP against the served app: what an assistant meets.
const t = setupTwoCompanies();
const { api, db } = t;

let invoices: { id: string };
let ofB: { id: string };
const tokens: Record<ApiTokenScope, { token: string; id: string; name: string }> = {} as never;
const clients: Client[] = [];

async function tokenOf(scope: ApiTokenScope, companyId = t.companyA.id, cookie = t.adminA.cookie) {
  const name = `Assistant (${scope})`;
  const { body } = await api.ok('createApiToken', {
    params: { companyId },
    cookie,
    body: { name, scope },
  });
  return { token: body.token, id: body.apiToken.id, name };
}

async function connect(token: string): Promise<Client> {
  const client = await connectMcp(t.server.baseUrl, token);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  invoices = await t.projectOfA({
    name: 'Invoice Reader',
    department: 'Finance',
    status: 'active',
    euAiActStatus: 'non_compliant',
  });
  await t.projectOfA({ name: 'Contract Triage', department: 'Legal' });
  ofB = await t.projectOfB({ name: 'Stranger' });
  tokens.read = await tokenOf('read');
  tokens.write = await tokenOf('write');
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('the MCP server at /mcp', () => {
  it('lists every tool with the contract’s input schema, and the resources and prompts', async () => {
    const client = await connect(tokens.read.token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(Object.keys(MCP_TOOLS).sort());
    const listProjects = tools.find((tool) => tool.name === 'list_projects')!;
    expect(listProjects.inputSchema).toEqual(
      JSON.parse(JSON.stringify(MCP_TOOLS.list_projects.input)),
    );
    expect(tools.find((tool) => tool.name === 'acknowledge_risk')!.annotations?.readOnlyHint).toBe(
      false,
    );
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain('portfolio://eu-ai-act/application-dates');
    const dates = await client.readResource({ uri: 'portfolio://eu-ai-act/application-dates' });
    expect(JSON.parse((dates.contents[0] as { text: string }).text)).toEqual(
      AI_ACT_APPLICATION_DATES,
    );
    const questionnaire = await client.readResource({ uri: 'portfolio://eu-ai-act/questionnaire' });
    expect((questionnaire.contents[0] as { text: string }).text).toContain('"questions"');
    const brief = await client.getPrompt({ name: 'weekly_portfolio_brief' });
    expect((brief.messages[0]!.content as { text: string }).text).toContain('portfolio_summary');
  });

  it('answers the read tools for the token’s company only, with links back to the product', async () => {
    const client = await connect(tokens.read.token);
    const listed = await callTool(client, 'list_projects', { q: 'invoice' });
    expect(listed.ok).toMatchObject({
      total: 1,
      projects: [
        {
          id: invoices.id,
          name: 'Invoice Reader',
          link: `${new URL(t.config.publicUrl).origin}/projects/${invoices.id}`,
        },
      ],
    });
    const all = await callTool(client, 'list_projects', { sort: 'name' });
    expect((all.ok!.projects as Array<{ name: string }>).map((p) => p.name)).toEqual([
      'Contract Triage',
      'Invoice Reader',
    ]);

    const project = await callTool(client, 'get_project', { projectId: invoices.id });
    expect(project.ok).toMatchObject({ id: invoices.id, name: 'Invoice Reader', risks: [] });
    expect(project.ok).toHaveProperty('budget.plannedToDate');
    expect(project.ok).toHaveProperty('value.realisedToDate');

    const summary = await callTool(client, 'portfolio_summary');
    expect(summary.ok).toMatchObject({ totalProjects: 2 });

    const risks = await callTool(client, 'list_risks', { severity: 'critical' });
    expect(risks.ok).toMatchObject({ total: 0, risks: [] });

    const obligations = await callTool(client, 'list_obligations', { dueBefore: '2030-01-01' });
    expect(obligations.ok).toMatchObject({ total: 0, obligations: [] });

    const frameworks = await callTool(client, 'framework_coverage');
    expect((frameworks.ok!.frameworks as Array<{ id: string }>).map((f) => f.id)).toEqual([
      'eu-ai-act',
      'iso-42001',
      'nist-ai-rmf',
      'nist-ai-600-1',
    ]);
    const iso = await callTool(client, 'framework_coverage', { frameworkId: 'iso-42001' });
    expect(iso.ok).toMatchObject({
      id: 'iso-42001',
      coverage: { items: 38, gaps: 38 },
      link: `${new URL(t.config.publicUrl).origin}/compliance/frameworks/iso-42001`,
    });
    expect(iso.ok!.gaps).toHaveLength(38);

    const report = await callTool(client, 'run_report', { definition: { columns: ['name'] } });
    expect(report.ok!.rows).toHaveLength(2);
    const { body: saved } = await api.ok('createReport', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      body: {
        name: 'Finance only',
        visibility: 'shared',
        definition: {
          columns: ['name'],
          filters: { department: ['Finance'] },
        },
      },
    });
    const savedRun = await callTool(client, 'run_report', { reportId: saved.id });
    expect(savedRun.ok!.rows).toEqual([{ name: 'Invoice Reader' }]);
  });

  it('lists incidents with the clocks still to meet, the nearest first', async () => {
    const awareAt = hoursAgo(1);
    const { body: incident } = await api.ok('createIncident', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      body: { title: 'Chatbot leaked a customer file', awareAt, severity: 'high' },
    });
    await api.ok('answerIncident', {
      params: { id: incident.id },
      cookie: t.memberA.cookie,
      body: { personalDataBreach: true, breachRisk: 'risk', gdprRole: 'controller' },
    });
    const client = await connect(tokens.read.token);
    const listed = await callTool(client, 'list_incidents', {});
    expect(listed.ok).toMatchObject({
      total: 1,
      incidents: [
        {
          id: incident.id,
          title: 'Chatbot leaked a customer file',
          link: `${new URL(t.config.publicUrl).origin}/incidents/${incident.id}`,
          clocks: [
            {
              regime: 'gdpr',
              article: 'Article 33(1)',
              // 72 hours from awareness.
              dueAt: plusHours(awareAt, 72),
              state: 'running',
            },
          ],
        },
      ],
    });
  });

  it('says what is wrong with bad input, in the contract’s words, and changes nothing', async () => {
    const client = await connect(tokens.read.token);
    const stranger = await callTool(client, 'get_project', { projectId: ofB.id });
    expect(stranger.error).toBe('Not found');
    const badSort = await callTool(client, 'list_projects', { sort: 'price' });
    expect(badSort.error).toMatch(/sort/i);
    const both = await callTool(client, 'run_report', {
      reportId: invoices.id,
      definition: { columns: ['name'] },
    });
    expect(both.error).toBe('Give either reportId (a saved report) or definition, not both');
    const unknownReport = await callTool(client, 'run_report', { reportId: invoices.id });
    expect(unknownReport.error).toBe('No saved report with this id in the company');
  });

  it('refuses a read token on the write tools, and writes as the write token in the history', async () => {
    const reader = await connect(tokens.read.token);
    expect(await callTool(reader, 'draft_status_report', { projectId: invoices.id })).toEqual({
      error: API_TOKEN_MESSAGES.readOnly,
    });
    expect(await db()('statusReports').where({ projectId: invoices.id })).toHaveLength(0);

    const writer = await connect(tokens.write.token);
    const drafted = await callTool(writer, 'draft_status_report', { projectId: invoices.id });
    expect(drafted.ok).toMatchObject({ projectId: invoices.id, state: 'draft' });
    const history = await callTool(writer, 'project_history', { projectId: invoices.id });
    expect(history.ok!.entries).toContainEqual(
      expect.objectContaining({
        entity: 'status_report',
        action: 'created',
        actor: { type: 'api_token', id: tokens.write.id, name: tokens.write.name },
      }),
    );
  });

  it('acknowledges a risk and updates an obligation with a write token, each in the history', async () => {
    const writer = await connect(tokens.write.token);
    // The nightly evaluation raises the risks of the active, non-compliant project.
    const { evaluateAllProjects } = await import('../../services/compliance/risks.ts');
    await evaluateAllProjects(db());
    const open = await callTool(writer, 'list_risks', { projectId: invoices.id });
    const [risk] = open.ok!.risks as Array<{ id: string; state: string }>;
    expect(risk).toMatchObject({ state: 'open' });
    const empty = await callTool(writer, 'acknowledge_risk', { riskId: risk!.id, note: ' ' });
    expect(empty.error).toMatch(/note is required/i);
    const acknowledged = await callTool(writer, 'acknowledge_risk', {
      riskId: risk!.id,
      note: 'Assessment booked for Monday',
    });
    expect(acknowledged.ok).toMatchObject({ id: risk!.id, state: 'acknowledged' });

    // Assessed as a minimal-risk deployer: AI literacy (Article 4) applies.
    await db()('aiActAssessments').insert({
      companyId: t.companyA.id,
      projectId: invoices.id,
      roles: ['deployer'],
      answers: {},
      riskClass: 'minimal',
    });
    const [obligation] = await db()('aiActObligations')
      .insert({
        companyId: t.companyA.id,
        projectId: invoices.id,
        obligationId: 'art4-ai-literacy',
        status: 'todo',
      })
      .returning('id');
    const unexplained = await callTool(writer, 'update_obligation_status', {
      obligationId: obligation.id,
      status: 'not_applicable',
    });
    expect(unexplained.error).toMatch(/say why/i);
    const updated = await callTool(writer, 'update_obligation_status', {
      obligationId: obligation.id,
      status: 'done',
    });
    expect(updated).toMatchObject({ ok: { id: obligation.id, status: 'done' } });
    const history = await callTool(writer, 'project_history', { projectId: invoices.id });
    const byToken = (history.ok!.entries as Array<{ entity: string; actor: { id: string } }>)
      .filter((e) => e.actor.id === tokens.write.id)
      .map((e) => e.entity);
    expect(byToken).toEqual(expect.arrayContaining(['risk', 'ai_act_obligation']));
  });

  it('accepts only a live company API token', async () => {
    const plain = await fetch(`${t.server.baseUrl}${MCP_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: t.adminA.cookie },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(plain.status).toBe(401);
    expect(((await plain.json()) as { message: string }).message).toBe(MCP_MESSAGES.token);

    const revoked = await tokenOf('read');
    await api.ok('deleteApiToken', { params: { id: revoked.id }, cookie: t.adminA.cookie });
    await expect(connect(revoked.token)).rejects.toThrow('This token is not valid');
  });
});
