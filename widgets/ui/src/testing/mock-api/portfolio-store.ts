import {
  asOneOf,
  ERROR_CODES,
  COMPLIANCE_FIELDS,
  INCIDENT_MESSAGES,
  notFoundMessage,
  RISK_NOTE_REQUIRED_MESSAGE,
  RISK_PAGE_DEFAULT,
  RISK_RESOLVED_MESSAGE,
  RISK_RULE_IDS,
  RISK_SEVERITIES,
  RISK_STATES,
  calendarDateOf,
  countBySeverity,
  dependencyCycleMessage,
  dependencyPath,
  dependencyTwiceMessage,
  type AiActRiskClass,
  heldRisks,
  riskSpecifics,
  projectProgress,
  PROJECT_HEALTH_IDS_MAX,
  fromCents,
  monthOf,
  realisedToDateCents,
  riskRule,
  severityRank,
  PROJECT_PAGE_MAX,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  AI_ACT_CLASS_FILTERS,
  investmentCents,
  routes,
  summarizePortfolio,
  endOfLastMonth,
  portfolioFigures,
  toCents,
  SELF_DEPENDENCY_MESSAGE,
  isOnSchedule,
  scheduleSlip,
  type AuditAction,
  type Milestone,
  type MilestoneCreateBody,
  type MilestoneUpdateBody,
  type PortfolioTimeline,
  type TimelineQuery,
  type ProjectBaseline,
  type ProjectProgressEntry,
  type ProjectDependency,
  type HistoryEntry,
  type HistoryPage,
  type HistoryQuery,
  type PortfolioSummary,
  type Project,
  type ProjectCreateBody,
  type ProjectListQuery,
  type ProjectSort,
  type ProjectUpdateBody,
  type ReportSourceEvent,
  type StatusReport,
  type Risk,
  type RiskContext,
  type RiskList,
  type RiskListQuery,
  type RiskRuleId,
  type RiskSeverity,
  type RiskState,
} from '@portfolio/contracts';
import { capacityHandlers, createCapacityBook } from './capacity-book';
import {
  HttpResponse,
  byProject,
  mockDelete,
  mockUpdate,
  errorAnswer,
  mockRoute,
  BookRefusal,
  offsetPagingOf,
  projectRoutes,
  refusedOr,
} from './mock-route';
import { newProjectRow, removeById, replaceById } from './mock-route';
import { csvFile } from './csv-text';
import { currentUserRef, makeBareProject } from '../demo-data/fixtures';
import { budgetHandlers, createBudgetBook } from './budget-book';
import { createLinkBook, linkHandlers } from './link-book';
import { aiActHandlers, createAiActBook } from './ai-act-book';
import { createValueBook, valueHandlers } from './value-book';
import { complianceHandlers, createComplianceBook } from './compliance-book';
import { createEvidenceBook, evidenceHandlers } from './evidence-book';
import { createFrameworksBook, frameworksHandlers } from './frameworks-book';
import {
  aiActPortfolioHandlers,
  companyObligationsFrom,
  portfolioObligationsFrom,
} from './ai-act-portfolio-book';
import { createReportBook, reportHandlers } from './report-book';
import { createStatusReportBook, statusReportHandlers } from './status-report-book';
import { createIncidentBook, incidentHandlers } from './incident-book';
import { createFriaBook, friaHandlers, friaRefused } from './fria-book';
import { demoHistoryEntry, historyPageOf, historyQueryOf, storedChanges } from './history-book';

/** The history entry the BFF would write for a project's change, by the demo user. */
function historyEntry(
  id: number,
  action: AuditAction,
  before: Project | undefined,
  after: Project,
): { entry: HistoryEntry; stored: ReportSourceEvent } {
  const changes = storedChanges('project', before, after);
  const at = after.updatedAt;
  const change = { entity: 'project', entityLabel: after.name, action, at, changes } as const;
  const entry = demoHistoryEntry(id, { ...change, entityId: after.id });
  return { entry, stored: { ...change, actor: entry.actor.name } };
}

/** A page of a list answer, as the BFF sends it: the rows and the filtered total. */
export interface PortfolioListAnswer {
  rows: Project[];
  total: number;
}

/** The BFF's order of a list: by the sort's field, ties by id, projects without ROI last. */
function compareBy(sort: ProjectSort) {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as Exclude<ProjectSort, `-${string}`>;
  const direction = descending ? -1 : 1;
  const key = (p: Project): string | bigint => {
    switch (field) {
      case 'name':
        return p.name.toLowerCase();
      case 'roi':
        return toCents(p.roi) ?? 0n;
      case 'investment':
        return investmentCents(p);
      case 'startDate':
      case 'targetDate':
        return p[field] ?? '';
      default:
        return p[field];
    }
  };
  const nullable = field === 'roi' || field === 'startDate' || field === 'targetDate';
  return (a: Project, b: Project) => {
    // Projects without an ROI (or a date) come last in both directions, as in the BFF.
    if (nullable && (a[field] === null) !== (b[field] === null)) return a[field] === null ? 1 : -1;
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return (ka < kb ? -1 : 1) * direction;
    return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * direction;
  };
}

/**
 * An in-memory company portfolio that answers like the BFF: the list's filters, sort, paging and
 * total, creation, partial update, archive and restore, and the summary of the live projects
 * (the contract's `summarizePortfolio`).
 */
export function createPortfolioStore(
  initial: readonly Project[] = [],
  { reports: initialReports = [] }: { reports?: StatusReport[] } = {},
) {
  let projects = [...initial];
  /** Newest first, as the history route answers. */
  let history: HistoryEntry[] = [];
  /** The same events as stored, oldest first, for status reports. */
  const stored: Array<ReportSourceEvent & { projectId: string }> = [];
  const now = () => new Date().toISOString();
  /** Since when each project's compliance statuses hold their value (its creation until changed). */
  const statusSince = new Map<string, RiskContext['statusSince']>();
  /** Every risk raised so far, resolved ones included, oldest first. */
  const risks: StoredRisk[] = [];
  const schedule = scheduleOf(() => projects);
  const record = (action: AuditAction, before: Project | undefined, after: Project) => {
    const event = historyEntry(Number(history[0]?.id ?? 0) + 1, action, before, after);
    if (action !== 'updated' || event.entry.changes.length > 0) {
      history = [event.entry, ...history];
      stored.push({ ...event.stored, projectId: after.id });
    }
  };
  const budgets = createBudgetBook((id) => projects.find((p) => p.id === id));
  const links = createLinkBook((id) => projects.find((p) => p.id === id));
  const compliance = createComplianceBook({
    project: (id) => projects.find((p) => p.id === id),
    update: (id, changes) => update(id, changes),
    highRisk: (id) => aiAct.riskContext(id)?.riskClass === 'high_risk',
    recordControls: (companyId, record) => frameworks.recordControls(companyId, record),
  });
  // Evidence attaches to the assessments' obligations and to incidents, and changes what the
  // evidence-expired rule reads: the risks follow each write. A recorded report keeps its document.
  const evidence = createEvidenceBook({
    obligation: (id) => aiAct.obligation(id),
    memberName: (id) => aiAct.memberName(id),
    kept: (id) => (incidents.isReportDocument(id) ? INCIDENT_MESSAGES.reportDocument : undefined),
    changed: () => evaluateRisks(),
  });
  // Controls and frameworks read the assessments' obligations; evidence on a control counts for
  // every obligation it links to (and the evidence-expired rule reads it so).
  const frameworks = createFrameworksBook({
    obligations: companyObligationsFrom(
      () => projects,
      () => aiAct,
    ),
    evidence: () => evidence,
    memberName: (id) => aiAct.memberName(id),
  });
  const savedReports = createReportBook({
    projects: () => projects,
    openRisks: () => {
      evaluateRisks();
      const counts = new Map<string, number>();
      for (const r of risks) {
        if (r.state !== 'resolved') counts.set(r.projectId, (counts.get(r.projectId) ?? 0) + 1);
      }
      return counts;
    },
    incidentFigures: (companyId) => incidents.figures(companyId),
  });
  const reports = createStatusReportBook(
    {
      project: (id) => projects.find((p) => p.id === id),
      historySince: (projectId, after) =>
        stored.filter((e) => e.projectId === projectId && e.at > after),
    },
    initialReports,
  );
  const capacity = createCapacityBook({
    project: (id) => projects.find((p) => p.id === id),
    all: () => projects,
  });
  // Incidents read the projects' EU AI Act assessments; one on a high-risk system marks its
  // assessment for review.
  const incidents = createIncidentBook({
    project: (id) => projects.find((p) => p.id === id),
    assessment: (projectId) => aiAct.get(projectId),
    markForReview: (projectId) => aiAct.purposeChanged(projectId),
    memberName: (id) => aiAct.memberName(id),
    evidence,
  });
  const value = createValueBook({
    project: (id) => projects.find((p) => p.id === id),
    person: (id) =>
      [...new Set(projects.map((p) => p.companyId))]
        .flatMap((companyId) => capacity.people(companyId))
        .find((person) => person.id === id),
  });

  const apply = (
    id: string,
    changes: ProjectUpdateBody & {
      archivedAt?: string | null;
      aiActRiskClass?: AiActRiskClass | null;
    },
    action: AuditAction = 'updated',
  ): Project | undefined => {
    const current = projects.find((p) => p.id === id);
    if (!current) return undefined;
    const next = { ...current, ...changes, updatedAt: now() };
    for (const field of COMPLIANCE_FIELDS) {
      if (next[field] !== current[field]) sinceOf(current)[field] = next.updatedAt;
    }
    projects = projects.map((p) => (p.id === id ? next : p));
    record(action, current, next);
    return next;
  };
  // A FRIA reads the project, its EU AI Act answers and its GDPR record; it guards the move to
  // Active (`portfolioHandlers`' update).
  const fria = createFriaBook({
    project: (id) => projects.find((p) => p.id === id),
    assessment: (projectId) => aiAct.get(projectId),
    gdpr: (projectId) => {
      const p = projects.find((candidate) => candidate.id === projectId);
      return p && compliance.hasGdpr(projectId) ? compliance.gdpr(p) : null;
    },
    memberName: (id) => aiAct.memberName(id),
  });
  const aiAct = createAiActBook({
    project: (id) => projects.find((p) => p.id === id),
    setStatus: (id, euAiActStatus, aiActRiskClass) => apply(id, { euAiActStatus, aiActRiskClass }),
    withSatisfiedBy: (companyId, items) => frameworks.withSatisfiedBy(companyId, items),
  });
  /**
   * A change of the project: once assessed, its EU AI Act status follows from its obligations
   * (the form's is ignored), and a new purpose marks the assessment for review.
   */
  const update = (
    id: string,
    changes: ProjectUpdateBody & { archivedAt?: string | null },
    action: AuditAction = 'updated',
  ): Project | undefined => {
    const current = projects.find((p) => p.id === id);
    if (!current || !aiAct.assessed(id)) return apply(id, changes, action);
    const { euAiActStatus: _derived, ...rest } = changes;
    const purposeChanged =
      (rest.problemStatement !== undefined && rest.problemStatement !== current.problemStatement) ||
      (rest.jobsToBeDone !== undefined && rest.jobsToBeDone !== current.jobsToBeDone);
    if (purposeChanged) aiAct.purposeChanged(id);
    return apply(id, rest, action);
  };

  function sinceOf(project: Project): RiskContext['statusSince'] {
    let since = statusSince.get(project.id);
    if (!since) {
      since = {
        euAiActStatus: project.createdAt,
        gdprStatus: project.createdAt,
        doraStatus: project.createdAt,
      };
      statusSince.set(project.id, since);
    }
    return since;
  }

  /**
   * Brings the risks in line with the rules, as the BFF's evaluation does after each change: a
   * rule that holds opens a risk, one that stopped holding (or an archived project) resolves it,
   * and an acknowledged risk opens again once its project changed after the acknowledgement. The
   * store knows no LLM model links beyond the models the compliance book says a project uses
   * (`model-deprecation` reads those). The date rules read today as the BFF does (the UTC day of
   * the evaluation).
   */
  function evaluateRisks() {
    const at = now();
    const schedules = schedule.riskSchedules();
    const byId = new Map(projects.map((project) => [project.id, project]));
    // By project, so a portfolio of 50,000 projects is evaluated in one pass.
    const unresolvedOf = new Map<string, StoredRisk[]>();
    for (const risk of risks) {
      if (risk.state === 'resolved') continue;
      unresolvedOf.set(risk.projectId, [...(unresolvedOf.get(risk.projectId) ?? []), risk]);
    }
    for (const project of projects) {
      const planned = schedules.get(project.id);
      const context: RiskContext = {
        now: at,
        today: calendarDateOf(at),
        milestones: planned?.milestones ?? [],
        baselineTargetDate: planned?.baselineTargetDate ?? null,
        dependsOn: (planned?.dependsOnIds ?? [])
          .map((id) => byId.get(id))
          .filter((other) => other && !other.archivedAt && other.status !== 'completed')
          .map((other) => ({ name: other!.name, targetDate: other!.targetDate })),
        statusSince: sinceOf(project),
        llmMonthlyCosts: [],
        removedModels: [],
        editedAt: null,
        overAllocations: capacity.overAllocationsOf(project.id, monthOf(new Date(at))),
        budgetToDate: (({ plannedToDate, actualToDate }) => ({
          planned: plannedToDate,
          actual: actualToDate,
        }))(budgets.budget(project)),
        aiAct: aiAct.riskContext(project.id),
        realisedBenefitToDate: fromCents(
          realisedToDateCents(value.benefits(project.id), monthOf(new Date(at))),
        ),
        llmModels: compliance
          .modelsOf(project.id)
          .map((m) => ({ name: m.modelName, deprecationDate: m.deprecationDate })),
        supportsCriticalFunction: compliance.supportsCriticalFunction(project.id),
        aiActHighRisk: compliance.highRisk(project.id),
        evidence: [
          ...evidence.expiries(project.id),
          ...frameworks.expiries(project.companyId, project.id),
        ],
      };
      const holding = heldRisks(project, context);
      const unresolved = unresolvedOf.get(project.id) ?? [];
      for (const [ruleId, severity] of holding) {
        const risk = unresolved.find((r) => r.ruleId === ruleId);
        if (!risk) {
          risks.push({
            id: crypto.randomUUID(),
            projectId: project.id,
            ruleId,
            severity,
            details: riskSpecifics(ruleId, project, context),
            state: 'open',
            openedAt: at,
            acknowledgedAt: null,
            acknowledgementNote: null,
            resolvedAt: null,
          });
        } else {
          if (risk.state === 'acknowledged' && project.updatedAt > (risk.acknowledgedAt ?? '')) {
            risk.state = 'open';
          }
          risk.severity = severity;
          risk.details = riskSpecifics(ruleId, project, context);
        }
      }
      for (const risk of unresolved) {
        if (!holding.has(risk.ruleId)) Object.assign(risk, { state: 'resolved', resolvedAt: at });
      }
    }
  }

  function presentRisk(risk: StoredRisk, project: Project): Risk {
    const rule = riskRule(risk.ruleId)!;
    return {
      id: risk.id,
      companyId: project.companyId,
      project: { id: project.id, name: project.name, department: project.department },
      rule: {
        id: rule.id,
        title: rule.title,
        explanation: rule.explanation,
        fix: rule.fix,
        field: rule.field,
      },
      details: risk.details,
      severity: risk.severity,
      state: risk.state,
      openedAt: risk.openedAt,
      acknowledgedAt: risk.acknowledgedAt,
      acknowledgedBy: risk.acknowledgedAt ? currentUserRef() : null,
      acknowledgementNote: risk.acknowledgementNote,
      resolvedAt: risk.resolvedAt,
    };
  }

  const presentAll = (stored: StoredRisk[]) => {
    const byId = new Map(projects.map((project) => [project.id, project]));
    return stored.map((risk) => presentRisk(risk, byId.get(risk.projectId)!));
  };

  return {
    all: () => projects,
    /** The projects' fundamental rights impact assessments. */
    fria,
    /** The projects' status reports. */
    reports,
    /** The company's people and their allocations to the projects. */
    capacity,
    list(companyId: string, query: ProjectListQuery = {}): PortfolioListAnswer {
      const q = query.q?.trim().toLowerCase();
      const matching = projects.filter(
        (p) =>
          p.companyId === companyId &&
          (query.archived === true ? p.archivedAt !== null : p.archivedAt === null) &&
          (query.department === undefined || p.department === query.department) &&
          (query.status === undefined || p.status === query.status) &&
          (query.aiActClass === undefined ||
            p.aiActRiskClass === (query.aiActClass === 'unassessed' ? null : query.aiActClass)) &&
          (!q || p.name.toLowerCase().includes(q) || p.problemStatement.toLowerCase().includes(q)),
      );
      const sorted = matching.sort(compareBy(query.sort ?? '-createdAt'));
      const offset = query.offset ?? 0;
      return {
        rows: sorted.slice(offset, offset + (query.limit ?? PROJECT_PAGE_MAX)),
        total: matching.length,
      };
    },
    get: (id: string) => projects.find((p) => p.id === id),
    /**
     * The timeline of the projects of the list's filter, as the BFF orders it: dated projects by
     * start date, then the others, each by name; dependencies with both ends among them.
     */
    timeline(companyId: string, query: TimelineQuery = {}): PortfolioTimeline {
      const selected = this.list(companyId, { ...query, limit: Number.MAX_SAFE_INTEGER }).rows;
      const ordered = [...selected].sort(
        (a, b) =>
          Number(a.startDate === null) - Number(b.startDate === null) ||
          (a.startDate ?? '').localeCompare(b.startDate ?? '') ||
          a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
          a.id.localeCompare(b.id),
      );
      const ids = new Set(ordered.map((p) => p.id));
      return {
        projects: ordered.map((p) => {
          const baseline = this.baseline(p.id);
          return {
            id: p.id,
            name: p.name,
            department: p.department,
            businessOwner: p.businessOwner,
            status: p.status,
            startDate: p.startDate,
            targetDate: p.targetDate,
            milestones: this.milestones(p.id).map(({ id, name, dueDate, done }) => ({
              id,
              name,
              dueDate,
              done,
            })),
            baseline: baseline
              ? { startDate: baseline.startDate, targetDate: baseline.targetDate }
              : null,
          };
        }),
        dependencies: this.allDependencies()
          .filter((d) => ids.has(d.projectId) && ids.has(d.dependsOnProjectId))
          .map(({ id, projectId, dependsOnProjectId }) => ({ id, projectId, dependsOnProjectId })),
      };
    },
    create(companyId: string, body: ProjectCreateBody): Project {
      const project = makeBareProject({
        ...body,
        id: crypto.randomUUID(),
        companyId,
        createdAt: now(),
        updatedAt: now(),
      });
      projects = [project, ...projects];
      record('created', undefined, project);
      return project;
    },
    update,
    /** A page of a project's history, newest first, from before `cursor`. */
    history: (projectId: string, paging?: HistoryQuery): HistoryPage =>
      historyPageOf(
        history.filter((e) => e.entityId === projectId),
        paging,
      ),
    /** Archived once: archiving again keeps the first date. */
    archive: (id: string) => {
      const current = projects.find((p) => p.id === id);
      if (current?.archivedAt) return current;
      return current && update(id, { archivedAt: now() }, 'archived');
    },
    restore: (id: string) => {
      const current = projects.find((p) => p.id === id);
      if (current && !current.archivedAt) return current;
      return update(id, { archivedAt: null }, 'restored');
    },
    /**
     * The summary; its trends compare with the store's first projects that were made before
     * the end of last month, as if the history began with them (none: "new this month").
     */
    summary(companyId: string): PortfolioSummary {
      const since = endOfLastMonth(new Date()).toISOString();
      const then = initial.filter((p) => p.companyId === companyId && p.createdAt < since);
      const own = projects.filter((p) => p.companyId === companyId);
      const live = own.filter((p) => !p.archivedAt);
      const baselined = live.flatMap((p) => {
        const baseline = schedule.baseline(p.id);
        return baseline ? [{ p, baseline }] : [];
      });
      return summarizePortfolio(own, {
        lastMonth: then.length > 0 ? portfolioFigures(then) : null,
        peopleOverAllocated: capacity.overAllocatedCount(companyId, monthOf(new Date())),
        budgets: live.map((p) => budgets.budget(p)),
        benefits: value.benefits,
        onSchedule: {
          count: baselined.filter(({ p, baseline }) =>
            isOnSchedule(
              scheduleSlip(
                { targetDate: p.targetDate, milestones: schedule.milestones(p.id) },
                baseline,
              ),
            ),
          ).length,
          baselined: baselined.length,
        },
      });
    },
    /** The company's risks as the risks route answers them, worst first, with counts. */
    risks(companyId: string, query: RiskListQuery = {}): RiskList {
      evaluateRisks();
      const matching = presentAll(risks)
        .filter(
          (r) =>
            r.companyId === companyId &&
            (query.state ? r.state === query.state : r.state !== 'resolved') &&
            (!query.severity || r.severity === query.severity) &&
            (!query.rule || r.rule.id === query.rule) &&
            (query.department === undefined || r.project.department === query.department) &&
            (!query.projectId || r.project.id === query.projectId),
        )
        .sort(
          (a, b) =>
            severityRank(a.severity) - severityRank(b.severity) ||
            b.openedAt.localeCompare(a.openedAt),
        );
      const offset = query.offset ?? 0;
      return {
        risks: matching.slice(offset, offset + (query.limit ?? RISK_PAGE_DEFAULT)),
        total: matching.length,
        counts: countBySeverity(matching),
      };
    },
    /**
     * How far the company's given projects have come (`projectProgress`, on today's UTC day), as
     * the progress route answers: projects with nothing to measure are left out.
     */
    progress(companyId: string, projectIds: readonly string[]): ProjectProgressEntry[] {
      const today = calendarDateOf(new Date());
      const schedules = schedule.riskSchedules();
      return [...new Set(projectIds)].flatMap((id) => {
        const project = projects.find((p) => p.id === id && p.companyId === companyId);
        if (!project) return [];
        const milestones = schedules.get(id)?.milestones ?? [];
        const measured = projectProgress(
          project,
          { done: milestones.filter((m) => m.done).length, total: milestones.length },
          today,
        );
        return measured ? [{ projectId: id, ...measured }] : [];
      });
    },
    /** The risk acknowledged with `note`; undefined when there is none, 'resolved' when it is. */
    acknowledgeRisk(id: string, note: string): Risk | 'resolved' | undefined {
      evaluateRisks();
      const risk = risks.find((r) => r.id === id);
      if (!risk) return undefined;
      if (risk.state === 'resolved') return 'resolved';
      Object.assign(risk, {
        state: 'acknowledged',
        acknowledgedAt: now(),
        acknowledgementNote: note.trim(),
      });
      return presentAll([risk])[0];
    },
    ...schedule,
    /** The projects' spend, plans and budgets. */
    budgets,
    /** The projects' links to outside items. */
    links,
    /** The projects' EU AI Act assessments and obligations. */
    aiAct,
    /** The projects' benefit owners, realised benefit, KPIs and stage gates. */
    value,
    /** The projects' GDPR and DORA records, and the models each uses. */
    compliance,
    /** Evidence on EU AI Act obligations, incidents and controls. */
    evidence,
    /** The company's controls, frameworks and Statement of Applicability. */
    frameworks,
    /** Custom reports: saved ones, and definitions run over the projects. */
    savedReports,
    /** The incident register, with clocks computed by the contract's rules. */
    incidents,
  };
}

/**
 * Milestones, dependencies and baselines of the store's projects, answering as the BFF does:
 * milestones by due date, dependencies both ways, a cycle refused naming the projects.
 */
function scheduleOf(projects: () => readonly Project[]) {
  let milestones: Milestone[] = [];
  let dependencies: ProjectDependency[] = [];
  const baselines = new Map<string, ProjectBaseline>();
  const now = () => new Date().toISOString();
  const named = (id: string) => projects().find((p) => p.id === id);
  return {
    milestones: (projectId: string) =>
      milestones
        .filter((m) => m.projectId === projectId)
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.name.localeCompare(b.name)),
    createMilestone(project: Project, body: MilestoneCreateBody): Milestone {
      const milestone: Milestone = newProjectRow(project, {
        name: body.name.trim(),
        dueDate: body.dueDate,
        done: body.done ?? false,
      });
      milestones = [...milestones, milestone];
      return milestone;
    },
    updateMilestone: (id: string, body: MilestoneUpdateBody) =>
      replaceById(
        milestones,
        id,
        (current) => ({ ...current, ...body, updatedAt: now() }),
        (rest) => (milestones = rest),
      ),
    deleteMilestone: (id: string) => removeById(milestones, id, (rest) => (milestones = rest)),
    dependencies: (projectId: string) =>
      dependencies.filter((d) => d.projectId === projectId || d.dependsOnProjectId === projectId),
    /** Every dependency, oldest first. */
    allDependencies: () => dependencies,
    /** Throws a {@link BookRefusal} for what the BFF refuses. */
    addDependency(project: Project, dependsOnProjectId: string): ProjectDependency {
      if (dependsOnProjectId === project.id) throw new BookRefusal(400, SELF_DEPENDENCY_MESSAGE);
      const other = named(dependsOnProjectId);
      if (!other || other.companyId !== project.companyId) {
        throw new BookRefusal(404, notFoundMessage('project'));
      }
      const path = dependencyPath(dependencies, other.id, project.id);
      if (path) {
        const cycle = [project.id, ...path].map((id) => named(id)?.name ?? id);
        throw new BookRefusal(409, dependencyCycleMessage(project.name, other.name, cycle));
      }
      if (
        dependencies.some((d) => d.projectId === project.id && d.dependsOnProjectId === other.id)
      ) {
        throw new BookRefusal(409, dependencyTwiceMessage(project.name, other.name));
      }
      const dependency: ProjectDependency = {
        id: crypto.randomUUID(),
        companyId: project.companyId,
        projectId: project.id,
        projectName: project.name,
        dependsOnProjectId: other.id,
        dependsOnProjectName: other.name,
        createdAt: now(),
      };
      dependencies = [...dependencies, dependency];
      return dependency;
    },
    removeDependency: (id: string) => removeById(dependencies, id, (rest) => (dependencies = rest)),
    baseline: (projectId: string) => baselines.get(projectId) ?? null,
    /** What the risk rules read of each project's schedule, by project (one pass over each). */
    riskSchedules() {
      const byProject = new Map<
        string,
        { milestones: Milestone[]; baselineTargetDate: string | null; dependsOnIds: string[] }
      >();
      const of = (projectId: string) => {
        let entry = byProject.get(projectId);
        if (!entry) {
          entry = {
            milestones: [],
            baselineTargetDate: baselines.get(projectId)?.targetDate ?? null,
            dependsOnIds: [],
          };
          byProject.set(projectId, entry);
        }
        return entry;
      };
      for (const m of milestones) of(m.projectId).milestones.push(m);
      for (const d of dependencies) of(d.projectId).dependsOnIds.push(d.dependsOnProjectId);
      for (const projectId of baselines.keys()) of(projectId);
      return byProject;
    },
    setBaseline(project: Project, setBy: string | null = null): ProjectBaseline {
      const baseline: ProjectBaseline = {
        projectId: project.id,
        startDate: project.startDate,
        targetDate: project.targetDate,
        milestones: milestones
          .filter((m) => m.projectId === project.id)
          .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
          .map((m) => ({ milestoneId: m.id, name: m.name, dueDate: m.dueDate })),
        setAt: now(),
        setBy,
      };
      baselines.set(project.id, baseline);
      return baseline;
    },
  };
}

interface StoredRisk {
  id: string;
  projectId: string;
  ruleId: RiskRuleId;
  /** As the rule rates the project (`ruleSeverity`), kept up to date by each evaluation. */
  severity: RiskSeverity;
  /** What in particular the rule found (`riskSpecifics`), kept up to date likewise. */
  details: string[];
  state: RiskState;
  openedAt: string;
  acknowledgedAt: string | null;
  acknowledgementNote: string | null;
  resolvedAt: string | null;
}

export type PortfolioStore = ReturnType<typeof createPortfolioStore>;

/** The list query of a request URL, read as the BFF's validator reads it. */
export function readListQuery(url: string): ProjectListQuery {
  const search = new URL(url).searchParams;
  return {
    q: search.get('q') ?? undefined,
    department: search.get('department') ?? undefined,
    status: asOneOf(PROJECT_STATUSES, search.get('status')),
    aiActClass: asOneOf(AI_ACT_CLASS_FILTERS, search.get('aiActClass')),
    archived: search.get('archived') === 'true' ? true : undefined,
    sort: asOneOf(PROJECT_SORTS, search.get('sort')),
    ...offsetPagingOf(search),
  };
}

/** The risks query of a request URL, read as the BFF's validator reads it. */
export function readRiskQuery(url: string): RiskListQuery {
  const search = new URL(url).searchParams;
  return {
    state: asOneOf(RISK_STATES, search.get('state')),
    severity: asOneOf(RISK_SEVERITIES, search.get('severity')),
    rule: asOneOf(RISK_RULE_IDS, search.get('rule')),
    department: search.get('department') ?? undefined,
    projectId: search.get('projectId') ?? undefined,
    ...offsetPagingOf(search),
  };
}

/** The project, or the BFF's 404 for a missing one. */
const projectOr404 = (project: Project | undefined) =>
  project ? HttpResponse.json<Project>(project) : errorAnswer(404, notFoundMessage('project'));

export interface PortfolioHandlersOptions {
  /** Sees each list query (tests use it to check what was asked for). */
  onList?: (query: ProjectListQuery) => void;
}

/**
 * The project routes answered from an in-memory portfolio, typed by the contract: the list with
 * its filters, paging and `X-Total-Count`, the CSV export, the summary, create, read, update,
 * archive and restore. `source` is a store, the projects to start one from, or a function called
 * on the first request (so a large portfolio is only built when used).
 */
export function portfolioHandlers(
  source: PortfolioStore | readonly Project[] | (() => PortfolioStore),
  { onList }: PortfolioHandlersOptions = {},
) {
  let resolved: PortfolioStore | undefined =
    typeof source === 'function'
      ? undefined
      : Array.isArray(source)
        ? createPortfolioStore(source)
        : (source as PortfolioStore);
  const store = () => (resolved ??= (source as () => PortfolioStore)());
  const withProject = byProject((id) => store().get(id));
  return [
    mockRoute(routes.listProjects, ({ request, params }) => {
      const query = readListQuery(request.url);
      onList?.(query);
      const { rows, total } = store().list(params.companyId, query);
      return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } });
    }),
    mockRoute(routes.exportProjects, ({ request, params }) => {
      const { rows } = store().list(params.companyId, {
        ...readListQuery(request.url),
        limit: Number.MAX_SAFE_INTEGER,
      });
      const csv = [
        'ID,Name,Department',
        ...rows.map((p) => `${p.id},"${p.name}",${p.department}`),
      ].join('\r\n');
      return csvFile(`${csv}\r\n`, 'projects.csv');
    }),
    mockRoute(routes.getPortfolioTimeline, ({ request, params }) => {
      const { q, department, status, archived } = readListQuery(request.url);
      return HttpResponse.json(
        store().timeline(params.companyId, { q, department, status, archived }),
      );
    }),
    mockRoute(routes.getPortfolioSummary, ({ params }) =>
      HttpResponse.json(store().summary(params.companyId)),
    ),
    mockRoute(routes.createProject, async ({ request, params }) =>
      HttpResponse.json(store().create(params.companyId, await request.json()), { status: 201 }),
    ),
    mockRoute(routes.getProject, ({ params }) => projectOr404(store().get(params.id))),
    mockRoute(routes.updateProject, async ({ request, params }) => {
      const body = await request.json();
      // A status whose record is saved follows the record, as in the BFF.
      if (store().compliance.hasGdpr(params.id)) delete body.gdprStatus;
      if (store().compliance.hasDora(params.id)) delete body.doraStatus;
      // A move to Active waits for an approved FRIA where one is owed, as in the BFF.
      const project = store().get(params.id);
      const refused = project && store().fria.activation(project, body);
      if (refused) return friaRefused(refused);
      delete body.friaOverrideReason;
      return projectOr404(store().update(params.id, body));
    }),
    mockRoute(routes.archiveProject, ({ params }) => projectOr404(store().archive(params.id))),
    mockRoute(routes.restoreProject, ({ params }) => projectOr404(store().restore(params.id))),
    ...scheduleHandlers(store),
    ...capacityHandlers(
      () => store().capacity,
      () => ({ project: (id) => store().get(id), all: () => store().all() }),
    ),
    ...budgetHandlers(() => store().budgets),
    ...linkHandlers(() => store().links),
    ...aiActHandlers(
      () => store().aiAct,
      (id) => store().get(id),
    ),
    ...valueHandlers(() => store().value),
    ...complianceHandlers(() => store().compliance),
    ...friaHandlers(() => store().fria),
    ...evidenceHandlers(
      () => store().evidence,
      (id) => store().get(id),
    ),
    ...frameworksHandlers(
      () => store().frameworks,
      () => store().evidence,
    ),
    ...aiActPortfolioHandlers((companyId) => {
      const projects = store()
        .all()
        .filter((p) => p.companyId === companyId);
      return { projects, obligations: portfolioObligationsFrom(projects, store().aiAct) };
    }),
    ...reportHandlers(() => store().savedReports),
    mockRoute(routes.listRisks, ({ request, params }) =>
      HttpResponse.json(store().risks(params.companyId, readRiskQuery(request.url))),
    ),
    mockRoute(routes.acknowledgeRisk, async ({ request, params }) => {
      const { note } = await request.json();
      if (!note?.trim()) {
        return errorAnswer(400, RISK_NOTE_REQUIRED_MESSAGE, {
          details: [{ field: 'note', message: RISK_NOTE_REQUIRED_MESSAGE }],
        });
      }
      const risk = store().acknowledgeRisk(params.id, note);
      if (risk === 'resolved') {
        return errorAnswer(409, RISK_RESOLVED_MESSAGE, { code: ERROR_CODES.riskResolved });
      }
      return risk ? HttpResponse.json(risk) : errorAnswer(404, 'Not found');
    }),
    ...statusReportHandlers(() => store().reports),
    ...incidentHandlers(() => store().incidents),
    mockRoute(routes.getProjectHistory, ({ request, params }) =>
      withProject(params.id, () =>
        HttpResponse.json(store().history(params.id, historyQueryOf(request.url))),
      ),
    ),
  ];
}

/** The schedule's routes (milestones, dependencies, baselines) over the store's projects. */
function scheduleHandlers(store: () => PortfolioStore) {
  const { withProject, json, jsonFromBody } = projectRoutes((id) => store().get(id));
  return [
    json(routes.listMilestones, (p) => store().milestones(p.id)),
    jsonFromBody(routes.createMilestone, (p, body) => store().createMilestone(p, body)),
    mockUpdate(routes.updateMilestone, 'milestone', (id, body) =>
      store().updateMilestone(id, body),
    ),
    mockDelete(routes.deleteMilestone, 'milestone', (id) => store().deleteMilestone(id)),
    json(routes.listProjectDependencies, (p) => store().dependencies(p.id)),
    mockRoute(routes.addProjectDependency, async ({ request, params }) => {
      const { dependsOnProjectId } = await request.json();
      return withProject(params.id, (project) =>
        refusedOr(() =>
          HttpResponse.json<ProjectDependency>(store().addDependency(project, dependsOnProjectId), {
            status: 201,
          }),
        ),
      );
    }),
    mockDelete(routes.removeProjectDependency, 'project_dependency', (id) =>
      store().removeDependency(id),
    ),
    mockRoute(routes.getProjectProgress, ({ request, params }) => {
      const ids = new URL(request.url).searchParams.get('projectIds')?.split(',') ?? [];
      if (ids.length === 0 || ids.length > PROJECT_HEALTH_IDS_MAX) {
        return errorAnswer(400, 'projectIds must be project ids separated by commas, at most 100');
      }
      return HttpResponse.json(store().progress(params.companyId, ids));
    }),
    json(routes.getProjectBaseline, (p) => ({ baseline: store().baseline(p.id) })),
    json(routes.setProjectBaseline, (p) => store().setBaseline(p)),
  ];
}
