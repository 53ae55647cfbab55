import type { Static, TObject } from '@sinclair/typebox';
import * as Type from './type';
import { AiActObligationUpdateBody } from './compliance/ai-act';
import { AiActPortfolioObligationQuery } from './compliance/ai-act-portfolio';
import type { ApiTokenScope } from './access/api-tokens';
import { HistoryQuery } from './history';
import { IncidentListQuery } from './incidents/incidents';
import { ProjectListQuery } from './portfolio/projects';
import { ReportDefinition } from './reporting/reports';
import { AcknowledgeRiskBody, RiskListQuery } from './compliance/risks';
import { FrameworkParams } from './compliance/controls/api';

/**
 * The portfolio's Model Context Protocol server (Streamable HTTP): what an AI assistant may
 * call, authenticated by a company API token. Each tool's input is made of the schemas of the
 * routes it calls, so a tool accepts exactly what the REST API accepts.
 */
export const MCP_PATH = '/mcp';

export const MCP_MESSAGES = {
  /** The 401 of a call without a company API token (no cookie, embed or identity-provider token). */
  token:
    'Send a company API token as Authorization: Bearer <token> (an admin creates one in Settings → API tokens)',
} as const;

export interface McpToolDef {
  title: string;
  description: string;
  /** The token scope a call needs: a read token sees write tools and is refused on them. */
  scope: ApiTokenScope;
  input: TObject;
}

const ProjectRef = Type.Object({ projectId: Type.Uuid({ description: 'The project’s id' }) });

/** Keeps each tool's own input type, for the handlers' arguments. */
const tool = <I extends TObject>(def: Omit<McpToolDef, 'input'> & { input: I }) => def;

export const MCP_TOOLS = {
  list_projects: tool({
    title: 'List projects',
    description:
      'The company’s projects with the list’s filters and sort: id, name, department, status, ' +
      'EU AI Act class and status, ROI and a link. `total` counts every match; page with limit/offset.',
    scope: 'read',
    input: ProjectListQuery,
  }),
  get_project: tool({
    title: 'Get a project',
    description:
      'One project in brief: its fields, open risks, EU AI Act obligations not done (earliest ' +
      'due first), budget to date and forecast, and realised value against plan.',
    scope: 'read',
    input: ProjectRef,
  }),
  portfolio_summary: tool({
    title: 'Portfolio summary',
    description:
      'The dashboard’s figures over all live projects: counts by status and department, ' +
      'investment, average ROI, compliance, budget to date, value and trends since last month.',
    scope: 'read',
    input: Type.StrictObject({}),
  }),
  list_risks: tool({
    title: 'List risks',
    description:
      'Risks the rules raised, worst first (default: open and acknowledged), by state, ' +
      'severity, rule, department or project, with counts by severity.',
    scope: 'read',
    input: RiskListQuery,
  }),
  list_obligations: tool({
    title: 'List EU AI Act obligations',
    description:
      'Obligations of the live projects, earliest due first: by project, risk class, status, ' +
      'owner, due group (overdue, this quarter, later, closed) and due on or before a date.',
    scope: 'read',
    input: Type.StrictObject({
      ...AiActPortfolioObligationQuery.properties,
      dueBefore: Type.Optional(Type.CalendarDate('Only obligations due on or before this day')),
    }),
  }),
  list_incidents: tool({
    title: 'List incidents',
    description:
      'Incidents with their reporting clocks (EU AI Act, GDPR, DORA, NIS2), the next deadline ' +
      'first: each clock’s article, recipient, due instant (UTC) and state. By status (default: ' +
      'not closed), severity, project or regime.',
    scope: 'read',
    input: IncidentListQuery,
  }),
  framework_coverage: tool({
    title: 'Framework coverage',
    description:
      'Coverage of the EU AI Act, ISO/IEC 42001 Annex A, the NIST AI RMF, its Generative AI ' +
      'Profile and the company’s own frameworks. Without frameworkId: each framework’s figures ' +
      '(items applicable, with current evidence, lapsed, overdue, gaps). With one: its gaps, ' +
      'overdue first, each with the controls and projects behind it.',
    scope: 'read',
    input: Type.StrictObject({
      frameworkId: Type.Optional(FrameworkParams.properties.frameworkId),
    }),
  }),
  project_history: tool({
    title: 'Project history',
    description:
      'Every change to a project, newest first: who (a person or an API token), when, and ' +
      'each field before → after. Page with the cursor it answers.',
    scope: 'read',
    input: Type.StrictObject({ ...ProjectRef.properties, ...HistoryQuery.properties }),
  }),
  run_report: tool({
    title: 'Run a report',
    description:
      'The rows of a saved report (its id) or of a report definition (columns, filters, ' +
      'groups, measures and sort by column id), computed from the company’s projects.',
    scope: 'read',
    input: Type.StrictObject({
      reportId: Type.Optional(Type.Uuid({ description: 'A saved report of the company' })),
      definition: Type.Optional(ReportDefinition),
    }),
  }),
  acknowledge_risk: tool({
    title: 'Acknowledge a risk',
    description:
      'Acknowledge an open risk with a note saying why it is acceptable for now or what is ' +
      'being done; it stays quiet until the project changes again.',
    scope: 'write',
    input: Type.StrictObject({ riskId: Type.Uuid(), ...AcknowledgeRiskBody.properties }),
  }),
  update_obligation_status: tool({
    title: 'Update an obligation',
    description:
      'Set an EU AI Act obligation’s status (not applicable needs a reason), owner or notes.',
    scope: 'write',
    input: Type.StrictObject({
      obligationId: Type.Uuid(),
      ...AiActObligationUpdateBody.properties,
    }),
  }),
  draft_status_report: tool({
    title: 'Draft a status report',
    description:
      'Make or refresh the project’s draft status report as of now (health, changes, figures); ' +
      'it is saved as a draft for a person to review and publish, never published.',
    scope: 'write',
    input: ProjectRef,
  }),
} as const satisfies Record<string, McpToolDef>;

export type McpToolName = keyof typeof MCP_TOOLS;
export type McpToolInput<N extends McpToolName> = Static<(typeof MCP_TOOLS)[N]['input']>;

/** The reference data an assistant can read (`resources/read`). */
export const MCP_RESOURCES = {
  'portfolio://eu-ai-act/application-dates': {
    name: 'eu-ai-act-application-dates',
    title: 'EU AI Act application dates',
    description: 'When each part of the Act applies, with its article and source',
  },
  'portfolio://eu-ai-act/questionnaire': {
    name: 'eu-ai-act-questionnaire',
    title: 'EU AI Act questionnaire',
    description: 'The roles, groups and yes/no questions that classify a project, with articles',
  },
} as const;

/** The prompts an assistant can offer its user (`prompts/get`). */
export const MCP_PROMPTS = {
  weekly_portfolio_brief: {
    title: 'Weekly portfolio brief',
    description:
      'A short brief for the portfolio lead: figures, what changed, risks and obligations due',
  },
} as const;
