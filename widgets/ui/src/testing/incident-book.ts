import {
  ERROR_CODES,
  INCIDENT_MESSAGES,
  INCIDENT_PAGE,
  INCIDENT_QUESTIONS,
  incidentClocks,
  nextIncidentDeadline,
  calendarDateOf,
  routes,
  type AiActRiskClass,
  type HighRiskAnnex,
  type Incident,
  type IncidentActionCreateBody,
  type IncidentActionUpdateBody,
  type IncidentAnswerValues,
  type IncidentAnswers,
  type IncidentAnswersBody,
  type IncidentCreateBody,
  type IncidentDetail,
  type IncidentList,
  type IncidentListQuery,
  type IncidentReportBody,
  type IncidentTimelineBody,
  type IncidentUpdateBody,
  type Project,
  type AiActRole,
} from '@portfolio/contracts';
import { makeCurrentUser } from './fixtures';
import { HttpResponse, errorAnswer, mockRoute } from './mock-route';

type Stored = Omit<
  IncidentDetail,
  'project' | 'answers' | 'aiAct' | 'clocks' | 'nextDueAt' | 'aiActAppliesFrom' | 'llmModels'
> & {
  projectId: string | null;
  answers: IncidentAnswers;
};

interface Deps {
  project: (id: string) => Project | undefined;
  /** The project's EU AI Act assessment as the clocks read it; null without one. */
  aiAct: (projectId: string) => {
    roles: readonly AiActRole[];
    riskClass: AiActRiskClass;
    annex: HighRiskAnnex | null;
  } | null;
}

/** A refusal, as the BFF answers it. */
export class IncidentRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const NO_ANSWERS = Object.fromEntries(INCIDENT_QUESTIONS.map((q) => [q, null])) as IncidentAnswers;
/** The slack the BFF allows a browser's clock before an instant counts as the future. */
const FUTURE_SLACK_MS = 5 * 60_000;

function pastInstant(value: string, label: string): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new IncidentRefusal(400, `${label} ${INCIDENT_MESSAGES.instant}`);
  if (at > Date.now() + FUTURE_SLACK_MS) {
    throw new IncidentRefusal(400, `${label} ${INCIDENT_MESSAGES.futureInstant}`);
  }
  return new Date(at).toISOString();
}

/**
 * The incident register in memory, answering like the BFF: clocks computed by the contract's
 * `incidentClocks` on every read (from the answers, the project's EU AI Act assessment and the
 * reports recorded), the list next deadline first, corrections as new reports, a closed incident
 * refused until reopened.
 */
export function createIncidentBook(deps: Deps) {
  const incidents: Stored[] = [];
  const now = () => new Date().toISOString();
  const user = makeCurrentUser();
  const me = { id: user.id, name: `${user.firstName} ${user.lastName}` };
  let sequence = 0;
  const nextId = () => {
    sequence += 1;
    return `1c1d0000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  };

  const valuesOf = (answers: IncidentAnswers) =>
    Object.fromEntries(
      INCIDENT_QUESTIONS.map((q) => [q, answers[q]?.value ?? null]),
    ) as unknown as IncidentAnswerValues;

  function present(row: Stored): IncidentDetail {
    const project = row.projectId ? deps.project(row.projectId) : undefined;
    const aiAct = row.projectId ? deps.aiAct(row.projectId) : null;
    const { clocks, aiActAppliesFrom } = incidentClocks(
      {
        awareAt: row.awareAt,
        timeZone: row.timeZone,
        answers: valuesOf(row.answers),
        aiAct,
        submissions: row.reports,
      },
      { now: now() },
    );
    const today = calendarDateOf(new Date());
    const { projectId: _projectId, ...rest } = row;
    return {
      ...rest,
      project: project ? { id: project.id, name: project.name } : null,
      llmModels: [],
      aiAct: aiAct ? { roles: [...aiAct.roles], riskClass: aiAct.riskClass } : null,
      clocks,
      nextDueAt: nextIncidentDeadline(clocks)?.dueAt ?? null,
      aiActAppliesFrom,
      actions: row.actions.map((a) => ({
        ...a,
        overdue: a.status !== 'done' && a.dueOn !== null && a.dueOn < today,
      })),
      reports: row.reports.map((r) => ({
        ...r,
        supersededById: row.reports.find((o) => o.supersedesId === r.id)?.id ?? null,
      })),
    };
  }

  const summary = ({ timeline: _t, actions: _a, reports: _r, ...incident }: IncidentDetail) =>
    incident as Incident;

  function find(id: string): Stored {
    const row = incidents.find((i) => i.id === id);
    if (!row) throw new IncidentRefusal(404, INCIDENT_MESSAGES.notFound);
    return row;
  }
  function open(id: string): Stored {
    const row = find(id);
    if (row.status === 'closed') throw new IncidentRefusal(409, INCIDENT_MESSAGES.closed);
    return row;
  }
  const touch = (row: Stored) => {
    row.updatedAt = now();
    return present(row);
  };
  function checkProject(companyId: string, projectId: string | null | undefined) {
    if (!projectId) return null;
    if (deps.project(projectId)?.companyId !== companyId) {
      throw new IncidentRefusal(400, INCIDENT_MESSAGES.projectNotFound);
    }
    return projectId;
  }
  function checkTimes(awareAt: string, occurredAt: string | null) {
    if (occurredAt && Date.parse(occurredAt) > Date.parse(awareAt)) {
      throw new IncidentRefusal(400, INCIDENT_MESSAGES.awareBeforeOccurred);
    }
  }

  return {
    list(companyId: string, query: IncidentListQuery): IncidentList {
      const due = (i: IncidentDetail) =>
        i.nextDueAt ? Date.parse(i.nextDueAt) : Number.POSITIVE_INFINITY;
      const rows = incidents
        .filter((i) => i.companyId === companyId)
        .filter((i) => (query.status ? i.status === query.status : i.status !== 'closed'))
        .filter((i) => !query.severity || i.severity === query.severity)
        .filter((i) => !query.projectId || i.projectId === query.projectId)
        .map(present)
        .filter((i) => !query.regime || i.clocks.some((c) => c.regime === query.regime))
        .sort(
          (a, b) =>
            due(a) - due(b) ||
            Date.parse(b.awareAt) - Date.parse(a.awareAt) ||
            a.id.localeCompare(b.id),
        );
      const offset = query.offset ?? 0;
      const limit = query.limit ?? INCIDENT_PAGE.default;
      return { incidents: rows.slice(offset, offset + limit).map(summary), total: rows.length };
    },
    get: (id: string) => present(find(id)),
    create(companyId: string, body: IncidentCreateBody, at = now()): IncidentDetail {
      const awareAt = pastInstant(body.awareAt, 'Aware at');
      const occurredAt = body.occurredAt ? pastInstant(body.occurredAt, 'Occurred at') : null;
      checkTimes(awareAt, occurredAt);
      const row: Stored = {
        id: nextId(),
        companyId,
        projectId: checkProject(companyId, body.projectId),
        title: body.title.trim(),
        description: body.description ?? '',
        occurredAt,
        awareAt,
        timeZone: body.timeZone ?? 'UTC',
        reportedBy: body.reportedBy?.trim() ?? '',
        severity: body.severity,
        status: 'open',
        owner: body.ownerId === me.id ? me : null,
        rootCause: null,
        answers: { ...NO_ANSWERS },
        timeline: [],
        actions: [],
        reports: [],
        createdAt: at,
        updatedAt: at,
      };
      incidents.push(row);
      return present(row);
    },
    update(id: string, body: IncidentUpdateBody): IncidentDetail {
      const row = find(id);
      if (row.status === 'closed' && (body.status === undefined || body.status === 'closed')) {
        throw new IncidentRefusal(409, INCIDENT_MESSAGES.closed);
      }
      const { projectId, awareAt, occurredAt, ownerId, llmModelIds: _m, ...rest } = body;
      const nextAware = awareAt ? pastInstant(awareAt, 'Aware at') : row.awareAt;
      const nextOccurred =
        occurredAt === undefined
          ? row.occurredAt
          : occurredAt && pastInstant(occurredAt, 'Occurred at');
      checkTimes(nextAware, nextOccurred);
      Object.assign(row, rest, { awareAt: nextAware, occurredAt: nextOccurred });
      if (projectId !== undefined) row.projectId = checkProject(row.companyId, projectId);
      if (ownerId !== undefined) row.owner = ownerId === me.id ? me : null;
      return touch(row);
    },
    answer(id: string, body: IncidentAnswersBody, at = now()): IncidentDetail {
      const row = open(id);
      const answers = { ...row.answers } as Record<string, unknown>;
      for (const [question, value] of Object.entries(body)) {
        answers[question] = value === null ? null : { value, answeredAt: at, answeredBy: me };
      }
      if (
        body.doraMajor === true &&
        body.doraClassifiedAt === undefined &&
        !answers.doraClassifiedAt
      ) {
        answers.doraClassifiedAt = { value: at, answeredAt: at, answeredBy: me };
      }
      row.answers = answers as IncidentAnswers;
      return touch(row);
    },
    addTimeline(id: string, body: IncidentTimelineBody): IncidentDetail {
      const row = open(id);
      const at = pastInstant(body.at, 'At');
      row.timeline.push({
        id: nextId(),
        kind: body.kind,
        at,
        note: body.note?.trim() ?? '',
        createdAt: now(),
        createdBy: me,
      });
      row.timeline.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
      return touch(row);
    },
    addAction(id: string, body: IncidentActionCreateBody): IncidentDetail {
      const row = open(id);
      row.actions.push({
        id: nextId(),
        incidentId: id,
        title: body.title.trim(),
        owner: body.ownerId === me.id ? me : null,
        dueOn: body.dueOn ?? null,
        status: 'open',
        doneAt: null,
        overdue: false,
        createdAt: now(),
      });
      return touch(row);
    },
    updateAction(actionId: string, body: IncidentActionUpdateBody): IncidentDetail {
      const row = incidents.find((i) => i.actions.some((a) => a.id === actionId));
      if (!row) throw new IncidentRefusal(404, INCIDENT_MESSAGES.actionNotFound);
      open(row.id);
      const action = row.actions.find((a) => a.id === actionId)!;
      const { ownerId, ...rest } = body;
      if (rest.status && rest.status !== action.status) {
        action.doneAt = rest.status === 'done' ? now() : null;
      }
      Object.assign(action, rest);
      if (ownerId !== undefined) action.owner = ownerId === me.id ? me : null;
      return touch(row);
    },
    recordReport(id: string, body: IncidentReportBody): IncidentDetail {
      const row = open(id);
      const submittedAt = pastInstant(body.submittedAt, 'Submitted at');
      if (!present(row).clocks.some((c) => c.clock === body.clock)) {
        throw new IncidentRefusal(400, INCIDENT_MESSAGES.clockNotOwed);
      }
      if (body.supersedesId) {
        const corrected = row.reports.find((r) => r.id === body.supersedesId);
        if (!corrected || corrected.clock !== body.clock) {
          throw new IncidentRefusal(400, INCIDENT_MESSAGES.supersedesUnknown);
        }
        if (row.reports.some((r) => r.supersedesId === body.supersedesId)) {
          throw new IncidentRefusal(400, INCIDENT_MESSAGES.supersededAlready);
        }
      }
      row.reports.push({
        id: nextId(),
        clock: body.clock,
        kind: body.kind,
        submittedAt,
        submittedBy: me,
        recipient: body.recipient.trim(),
        reference: body.reference?.trim() || null,
        evidenceId: body.evidenceId ?? null,
        notes: body.notes?.trim() || null,
        supersedesId: body.supersedesId ?? null,
        supersededById: null,
        createdAt: now(),
        createdBy: me,
      });
      row.reports.sort((a, b) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt));
      return touch(row);
    },
  };
}

export type IncidentBook = ReturnType<typeof createIncidentBook>;

const refused = (error: unknown) => {
  if (!(error instanceof IncidentRefusal)) throw error;
  return errorAnswer(
    error.status,
    error.message,
    error.status === 409 ? { code: ERROR_CODES.incidentClosed } : {},
  );
};

/** Runs a write of the book, answering its refusals as the BFF does. */
const answer = (write: () => IncidentDetail, status = 200) => {
  try {
    return HttpResponse.json<IncidentDetail>(write(), { status });
  } catch (error) {
    return refused(error);
  }
};

const oneOf = (value: string | null) => value || undefined;

/** The incident routes over the book, typed by the contract. */
export function incidentHandlers(book: () => IncidentBook) {
  return [
    mockRoute(routes.listIncidents, ({ request, params }) => {
      const url = new URL(request.url).searchParams;
      const number = (key: string) => (url.get(key) ? Number(url.get(key)) : undefined);
      return HttpResponse.json(
        book().list(params.companyId, {
          status: oneOf(url.get('status')) as IncidentListQuery['status'],
          severity: oneOf(url.get('severity')) as IncidentListQuery['severity'],
          projectId: oneOf(url.get('projectId')),
          regime: oneOf(url.get('regime')) as IncidentListQuery['regime'],
          limit: number('limit'),
          offset: number('offset'),
        }),
      );
    }),
    mockRoute(routes.createIncident, async ({ request, params }) => {
      const body = await request.json();
      return answer(() => book().create(params.companyId, body), 201);
    }),
    mockRoute(routes.getIncident, ({ params }) => answer(() => book().get(params.id))),
    mockRoute(routes.updateIncident, async ({ request, params }) => {
      const body = await request.json();
      return answer(() => book().update(params.id, body));
    }),
    mockRoute(routes.answerIncident, async ({ request, params }) => {
      const body = await request.json();
      return answer(() => book().answer(params.id, body));
    }),
    mockRoute(routes.addIncidentTimelineEntry, async ({ request, params }) => {
      const body = await request.json();
      return answer(() => book().addTimeline(params.id, body), 201);
    }),
    mockRoute(routes.addIncidentAction, async ({ request, params }) => {
      const body = await request.json();
      return answer(() => book().addAction(params.id, body), 201);
    }),
    mockRoute(routes.updateIncidentAction, async ({ request, params }) => {
      const body = await request.json();
      return answer(() => book().updateAction(params.id, body));
    }),
    mockRoute(routes.recordIncidentReport, async ({ request, params }) => {
      const body = await request.json();
      return answer(() => book().recordReport(params.id, body), 201);
    }),
    mockRoute(routes.listIncidentEvidence, ({ params }) => {
      try {
        book().get(params.id);
        return HttpResponse.json([]);
      } catch (error) {
        return refused(error);
      }
    }),
  ];
}
