import { incidentPath } from '@portfolio/contracts';
import type {
  AiActObligationItem,
  AiActPortfolioObligation,
  McpToolInput,
  McpToolName,
  Project,
  Risk,
} from '@portfolio/contracts';
import { RouteRefusal, type CallRoute } from './route-caller.ts';

/** What a tool is handed: the company of the token, its calls, and links back to the product. */
export interface ToolContext {
  companyId: string;
  call: CallRoute;
  /** An absolute address of the product, e.g. `link('/projects/…')`. */
  link: (path: string) => string;
}

type Handlers = {
  [N in McpToolName]: (input: McpToolInput<N>, ctx: ToolContext) => Promise<unknown>;
};

/** Short answers a model can use: ids, the fields that matter, and where to look in the product. */
const projectBrief = (p: Project, ctx: ToolContext) => ({
  id: p.id,
  name: p.name,
  department: p.department,
  status: p.status,
  businessOwner: p.businessOwner,
  aiActRiskClass: p.aiActRiskClass,
  euAiActStatus: p.euAiActStatus,
  gdprStatus: p.gdprStatus,
  doraStatus: p.doraStatus,
  roi: p.roi,
  targetDate: p.targetDate,
  link: ctx.link(`/projects/${p.id}`),
});

const riskBrief = (r: Risk, ctx: ToolContext) => ({
  id: r.id,
  severity: r.severity,
  state: r.state,
  title: r.rule.title,
  project: r.project.name,
  projectId: r.project.id,
  openedAt: r.openedAt,
  fix: r.rule.fix,
  link: ctx.link(`/risks?projectId=${r.project.id}`),
});

/** An obligation where it stands: a project's list gives these, the portfolio's adds its project. */
const obligationFields = (o: AiActObligationItem) => ({
  id: o.id,
  article: o.article,
  title: o.title,
  dueDate: o.dueDate,
  status: o.status,
  overdue: o.overdue,
  owner: o.owner?.name ?? null,
});

const obligationBrief = (o: AiActPortfolioObligation, ctx: ToolContext) => ({
  ...obligationFields(o),
  project: o.project.name,
  projectId: o.project.id,
  riskClass: o.riskClass,
  link: ctx.link(`/projects/${o.projectId}`),
});

export const TOOL_HANDLERS: Handlers = {
  async list_projects(input, ctx) {
    const { body, headers } = await ctx.call('listProjects', {
      params: { companyId: ctx.companyId },
      query: input,
    });
    return {
      total: Number(headers['x-total-count'] ?? body.length),
      projects: body.map((p) => projectBrief(p, ctx)),
    };
  },

  async get_project({ projectId }, ctx) {
    const params = { id: projectId };
    const { body: project } = await ctx.call('getProject', { params });
    const [risks, obligations, budget, value] = await Promise.all([
      ctx.call('listRisks', { params: { companyId: ctx.companyId }, query: { projectId } }),
      ctx.call('listProjectObligations', { params }),
      ctx.call('getProjectBudget', { params }),
      ctx.call('getProjectValue', { params }),
    ]);
    const open = obligations.body.filter(
      (o) => o.status !== 'done' && o.status !== 'not_applicable',
    );
    return {
      ...projectBrief(project, ctx),
      problemStatement: project.problemStatement,
      startDate: project.startDate,
      risks: risks.body.risks.map((r) => riskBrief(r, ctx)),
      obligationsNotDone: open.map(obligationFields),
      budget: {
        month: budget.body.currentMonth,
        plannedToDate: budget.body.plannedToDate,
        actualToDate: budget.body.actualToDate,
        varianceToDate: budget.body.varianceToDate,
        forecastAtCompletion: budget.body.forecastAtCompletion,
        overBudget: budget.body.overBudget,
      },
      value: {
        plannedToDate: value.body.plannedToDate,
        realisedToDate: value.body.realisedToDate,
        costsToDate: value.body.costsToDate,
        paybackMonth: value.body.paybackMonth,
        plannedPaybackMonth: value.body.plannedPaybackMonth,
        behindPlan: value.body.behindPlan,
      },
    };
  },

  async portfolio_summary(_input, ctx) {
    const { body } = await ctx.call('getPortfolioSummary', {
      params: { companyId: ctx.companyId },
    });
    const { recentProjects, ...figures } = body;
    return {
      ...figures,
      recentProjects: recentProjects.map((p) => ({
        id: p.id,
        name: p.name,
        link: ctx.link(`/projects/${p.id}`),
      })),
      link: ctx.link('/'),
    };
  },

  async list_risks(input, ctx) {
    const { body } = await ctx.call('listRisks', {
      params: { companyId: ctx.companyId },
      query: input,
    });
    return {
      total: body.total,
      counts: body.counts,
      risks: body.risks.map((r) => riskBrief(r, ctx)),
    };
  },

  async list_obligations({ dueBefore, ...query }, ctx) {
    const { body } = await ctx.call('listCompanyObligations', {
      params: { companyId: ctx.companyId },
      query,
    });
    const due = dueBefore === undefined ? body : body.filter((o) => o.dueDate <= dueBefore);
    return { total: due.length, obligations: due.map((o) => obligationBrief(o, ctx)) };
  },

  async list_incidents(input, ctx) {
    const { body } = await ctx.call('listIncidents', {
      params: { companyId: ctx.companyId },
      query: input,
    });
    return {
      total: body.total,
      incidents: body.incidents.map((incident) => ({
        id: incident.id,
        title: incident.title,
        severity: incident.severity,
        status: incident.status,
        project: incident.project?.name ?? null,
        awareAt: incident.awareAt,
        nextDueAt: incident.nextDueAt,
        clocks: incident.clocks
          .filter((clock) => clock.state !== 'met')
          .map((clock) => ({
            regime: clock.regime,
            article: clock.article,
            title: clock.title,
            recipient: clock.recipient,
            dueAt: clock.dueAt,
            wording: clock.wording,
            state: clock.state,
          })),
        link: ctx.link(incidentPath(incident.id)),
      })),
    };
  },

  async framework_coverage({ frameworkId }, ctx) {
    const companyId = ctx.companyId;
    const link = (id: string) => ctx.link(`/compliance/frameworks/${id}`);
    if (frameworkId === undefined) {
      const { body } = await ctx.call('listFrameworks', { params: { companyId } });
      return {
        frameworks: body.map((f) => ({
          id: f.id,
          name: f.name,
          kind: f.kind,
          coverage: f.coverage,
          link: link(f.id),
        })),
      };
    }
    const { body } = await ctx.call('getFramework', { params: { companyId, frameworkId } });
    return {
      id: body.id,
      name: body.name,
      coverage: body.coverage,
      gaps: body.items
        .filter((i) => i.applicable && (i.overdue || i.evidence !== 'current'))
        .map((i) => ({
          ref: i.ref,
          title: i.title,
          evidence: i.evidence,
          overdue: i.overdue,
          controls: i.controls.map((c) => ({ ref: c.ref, title: c.title, evidence: c.evidence })),
          projects: i.projects.map((p) => ({ id: p.id, name: p.name, overdue: p.overdue })),
        })),
      link: link(body.id),
    };
  },

  async project_history({ projectId, ...query }, ctx) {
    const { body } = await ctx.call('getProjectHistory', { params: { id: projectId }, query });
    return {
      entries: body.entries.map((e) => ({
        at: e.at,
        actor: e.actor,
        action: e.action,
        entity: e.entity,
        entityLabel: e.entityLabel,
        changes: e.changes,
      })),
      nextCursor: body.nextCursor,
      link: ctx.link(`/projects/${projectId}`),
    };
  },

  async run_report({ reportId, definition }, ctx) {
    const params = { companyId: ctx.companyId };
    if ((reportId === undefined) === (definition === undefined)) {
      throw new RouteRefusal(400, 'Give either reportId (a saved report) or definition, not both');
    }
    let body = definition;
    if (reportId !== undefined) {
      const saved = (await ctx.call('listReports', { params })).body.find((r) => r.id === reportId);
      if (!saved) throw new RouteRefusal(404, 'No saved report with this id in the company');
      body = saved.definition;
    }
    return (await ctx.call('runReport', { params, body })).body;
  },

  async acknowledge_risk({ riskId, ...body }, ctx) {
    const { body: risk } = await ctx.call('acknowledgeRisk', { params: { id: riskId }, body });
    return riskBrief(risk, ctx);
  },

  async update_obligation_status({ obligationId, ...body }, ctx) {
    const { body: obligation } = await ctx.call('updateObligation', {
      params: { id: obligationId },
      body,
    });
    return {
      id: obligation.id,
      title: obligation.title,
      status: obligation.status,
      owner: obligation.owner?.name ?? null,
      link: ctx.link(`/projects/${obligation.projectId}`),
    };
  },

  async draft_status_report({ projectId }, ctx) {
    const { body } = await ctx.call('createStatusReport', { params: { id: projectId } });
    return { ...body, link: ctx.link(`/projects/${projectId}`) };
  },
};
