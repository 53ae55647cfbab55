import {
  asOneOf,
  INCIDENT_CSV_COLUMNS,
  INCIDENT_REGIMES,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_MESSAGES,
  INCIDENT_PAGE,
  INCIDENT_QUESTIONS,
  calendarDateOf,
  incidentClocks,
  incidentAnswerValues,
  incidentFigures,
  incidentsFileName,
  incidentTimesProblem,
  pastInstantProblem,
  isIncidentActionOverdue,
  isTimeZone,
  nextIncidentDeadline,
  routes,
  type AiActAssessment,
  type IncidentAction,
  type IncidentActionCreateBody,
  type IncidentActionUpdateBody,
  type IncidentAnswers,
  type IncidentAnswersBody,
  type IncidentCreateBody,
  type IncidentCsvRow,
  type IncidentDetail,
  type IncidentEvidence,
  type IncidentExportQuery,
  type IncidentFigures,
  type IncidentList,
  type IncidentListQuery,
  type IncidentReport,
  type IncidentReportBody,
  type IncidentTimelineBody,
  type IncidentTimelineEntry,
  type IncidentUpdateBody,
  type Project,
} from '@portfolio/contracts';
import {
  createEvidenceBook,
  readEvidenceRequest,
  type EvidenceBook,
  type EvidenceFields,
  type EvidenceFilePart,
} from './evidence-book';
import { csvOfColumns } from './csv-text';
import { currentUserRef } from '../demo-data/fixtures';
import {
  HttpResponse,
  answerOf,
  errorAnswer,
  isRefusal,
  mockRoute,
  offsetPagingOf,
  type Refusal,
} from './mock-route';

/** What the book reads of its portfolio: projects, their EU AI Act assessment, member names. */
export interface IncidentSource {
  project(id: string): Project | undefined;
  assessment(projectId: string): AiActAssessment | null;
  /** An incident on a high-risk project marks its assessment for review. */
  markForReview(projectId: string): void;
  memberName(id: string): string | undefined;
  /** Where the incidents' evidence is kept: the obligations' book, as the BFF keeps both. */
  evidence?: EvidenceBook;
}

interface Stored {
  incident: Omit<IncidentDetail, 'clocks' | 'nextDueAt' | 'aiActAppliesFrom' | 'aiAct' | 'actions'>;
  actions: Array<Omit<IncidentAction, 'overdue'>>;
}

const EMPTY_ANSWERS = Object.fromEntries(
  INCIDENT_QUESTIONS.map((question) => [question, null]),
) as IncidentAnswers;

/**
 * The incidents of an in-memory portfolio, answering like the BFF: clocks computed by the
 * contract's `incidentClocks` (the rules table, not a copy), answers kept with who and when,
 * reports never removed (a correction supersedes), a closed incident changed only by reopening.
 */
export function createIncidentBook(source: IncidentSource, initial: IncidentDetail[] = []) {
  const stored = new Map<string, Stored>();
  const now = () => new Date().toISOString();
  const me = currentUserRef();
  const evidenceBook = source.evidence ?? createEvidenceBook();
  for (const {
    clocks: _c,
    nextDueAt: _n,
    aiActAppliesFrom: _a,
    aiAct: _ai,
    actions,
    ...incident
  } of initial) {
    stored.set(incident.id, { incident, actions });
  }

  const aiActOf = (projectId: string | null) => {
    const assessment = projectId ? source.assessment(projectId) : null;
    return assessment
      ? { roles: assessment.roles, riskClass: assessment.riskClass, annex: assessment.annex }
      : null;
  };

  function present({ incident, actions }: Stored): IncidentDetail {
    const aiAct = aiActOf(incident.project?.id ?? null);
    const { clocks, aiActAppliesFrom } = incidentClocks(
      {
        awareAt: incident.awareAt,
        timeZone: incident.timeZone,
        answers: incidentAnswerValues(incident.answers),
        aiAct,
        submissions: incident.reports,
      },
      { now: now() },
    );
    const today = calendarDateOf(new Date());
    return {
      ...incident,
      aiAct: aiAct && { roles: aiAct.roles, riskClass: aiAct.riskClass },
      clocks,
      nextDueAt: nextIncidentDeadline(clocks)?.dueAt ?? null,
      aiActAppliesFrom,
      actions: actions.map((a) => ({
        ...a,
        overdue: isIncidentActionOverdue(a, today),
      })),
    };
  }

  const owner = (id: string | null | undefined) => {
    if (!id) return null;
    const name = source.memberName(id);
    return name ? { id, name } : undefined;
  };

  function facts(
    body: IncidentCreateBody | IncidentUpdateBody,
    current?: Stored['incident'],
  ): Partial<Stored['incident']> | Refusal {
    const out: Partial<Stored['incident']> = {};
    if (body.title !== undefined) out.title = body.title.trim();
    if (body.description !== undefined) out.description = body.description;
    if (body.timeZone !== undefined) {
      if (!isTimeZone(body.timeZone)) return { status: 400, message: INCIDENT_MESSAGES.timeZone };
      out.timeZone = body.timeZone;
    }
    const now = new Date();
    const instantProblem =
      (body.awareAt !== undefined && pastInstantProblem(body.awareAt, 'Aware at', now)) ||
      (body.occurredAt && pastInstantProblem(body.occurredAt, 'Occurred at', now));
    if (instantProblem) return { status: 400, message: instantProblem };
    if (body.awareAt !== undefined) out.awareAt = new Date(body.awareAt).toISOString();
    if (body.occurredAt !== undefined) {
      out.occurredAt = body.occurredAt ? new Date(body.occurredAt).toISOString() : null;
    }
    const aware = out.awareAt ?? current?.awareAt;
    const timesProblem =
      aware &&
      incidentTimesProblem(
        aware,
        out.occurredAt !== undefined ? out.occurredAt : current?.occurredAt,
      );
    if (timesProblem) return { status: 400, message: timesProblem };
    if (body.reportedBy !== undefined) out.reportedBy = body.reportedBy.trim();
    if (body.severity !== undefined) out.severity = body.severity;
    if (body.ownerId !== undefined) {
      const found = owner(body.ownerId);
      if (found === undefined) return { status: 400, message: INCIDENT_MESSAGES.ownerNotMember };
      out.owner = found;
    }
    if (body.projectId !== undefined) {
      const project = body.projectId ? source.project(body.projectId) : null;
      if (body.projectId && !project) {
        return { status: 400, message: INCIDENT_MESSAGES.projectNotFound };
      }
      out.project = project ? { id: project.id, name: project.name } : null;
    }
    if (body.llmModelIds !== undefined) {
      out.llmModels = body.llmModelIds.map((id) => ({ id, name: 'LLM model' }));
    }
    return out;
  }

  const markIfHighRisk = (projectId: string | undefined | null) => {
    if (projectId && source.assessment(projectId)?.riskClass === 'high_risk') {
      source.markForReview(projectId);
    }
  };

  /** The incident, open for a change of what is recorded on it. */
  const open = (id: string): Stored | Refusal => {
    const found = stored.get(id);
    if (!found) return { status: 404, message: INCIDENT_MESSAGES.notFound };
    if (found.incident.status === 'closed')
      return { status: 409, message: INCIDENT_MESSAGES.closed };
    return found;
  };

  /** The company's incidents of the filters in the list's order, every page. */
  const matching = (companyId: string, query: IncidentExportQuery) =>
    [...stored.values()]
      .filter(({ incident }) => incident.companyId === companyId)
      .filter(({ incident }) =>
        query.status ? incident.status === query.status : incident.status !== 'closed',
      )
      .filter(({ incident }) => !query.severity || incident.severity === query.severity)
      .filter(({ incident }) => !query.projectId || incident.project?.id === query.projectId)
      .map(present)
      .filter((i) => !query.regime || i.clocks.some((c) => c.regime === query.regime))
      .sort(
        (a, b) =>
          (a.nextDueAt ? Date.parse(a.nextDueAt) : Infinity) -
            (b.nextDueAt ? Date.parse(b.nextDueAt) : Infinity) ||
          b.awareAt.localeCompare(a.awareAt),
      );

  return {
    list(companyId: string, query: IncidentListQuery): IncidentList {
      const all = matching(companyId, query);
      const offset = query.offset ?? 0;
      const page = all.slice(offset, offset + (query.limit ?? INCIDENT_PAGE.default));
      return {
        incidents: page.map(({ timeline: _t, actions: _a, reports: _r, ...incident }) => incident),
        total: all.length,
      };
    },

    /** The export's rows: the list's, every page, with how many reports each has. */
    exportRows: (companyId: string, query: IncidentExportQuery): IncidentCsvRow[] =>
      matching(companyId, query).map(({ timeline: _t, actions: _a, reports, ...incident }) => ({
        ...incident,
        reportCount: reports.length,
      })),

    /** The report builder's incident figures of the company's projects (`incidentFigures`). */
    figures(companyId: string): Map<string, IncidentFigures> {
      const byProject = new Map<string, IncidentDetail[]>();
      for (const entry of stored.values()) {
        const projectId = entry.incident.project?.id;
        if (entry.incident.companyId !== companyId || !projectId) continue;
        byProject.set(projectId, [...(byProject.get(projectId) ?? []), present(entry)]);
      }
      return new Map([...byProject].map(([id, list]) => [id, incidentFigures(list)]));
    },

    get: (id: string): IncidentDetail | Refusal => {
      const found = stored.get(id);
      return found ? present(found) : { status: 404, message: INCIDENT_MESSAGES.notFound };
    },

    create(companyId: string, body: IncidentCreateBody): IncidentDetail | Refusal {
      const given = facts(body);
      if (isRefusal(given)) return given;
      const at = now();
      const incident: Stored['incident'] = {
        id: crypto.randomUUID(),
        companyId,
        project: null,
        llmModels: [],
        title: body.title.trim(),
        description: '',
        occurredAt: null,
        awareAt: body.awareAt,
        timeZone: 'UTC',
        reportedBy: '',
        severity: body.severity,
        status: 'open',
        owner: null,
        rootCause: null,
        answers: EMPTY_ANSWERS,
        createdAt: at,
        updatedAt: at,
        timeline: [],
        reports: [],
        ...given,
      };
      const entry: Stored = { incident, actions: [] };
      stored.set(incident.id, entry);
      markIfHighRisk(incident.project?.id);
      return present(entry);
    },

    update(id: string, body: IncidentUpdateBody): IncidentDetail | Refusal {
      const found = stored.get(id);
      if (!found) return { status: 404, message: INCIDENT_MESSAGES.notFound };
      if (found.incident.status === 'closed' && (!body.status || body.status === 'closed')) {
        return { status: 409, message: INCIDENT_MESSAGES.closed };
      }
      const given = facts(body, found.incident);
      if (isRefusal(given)) return given;
      const before = found.incident.project?.id;
      found.incident = {
        ...found.incident,
        ...given,
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.rootCause !== undefined ? { rootCause: body.rootCause?.trim() || null } : {}),
        updatedAt: now(),
      };
      if (found.incident.project?.id !== before) markIfHighRisk(found.incident.project?.id);
      return present(found);
    },

    answer(id: string, body: IncidentAnswersBody): IncidentDetail | Refusal {
      const found = open(id);
      if (isRefusal(found)) return found;
      const answers = { ...found.incident.answers } as Record<string, unknown>;
      const at = now();
      const given = { ...body } as Record<string, unknown>;
      if (
        given.doraMajor === true &&
        given.doraClassifiedAt === undefined &&
        !answers.doraClassifiedAt
      ) {
        given.doraClassifiedAt = at;
      }
      for (const [question, value] of Object.entries(given)) {
        answers[question] = value === null ? null : { value, answeredAt: at, answeredBy: me };
      }
      found.incident = { ...found.incident, answers: answers as IncidentAnswers, updatedAt: at };
      return present(found);
    },

    addTimelineEntry(id: string, body: IncidentTimelineBody): IncidentDetail | Refusal {
      const found = open(id);
      if (isRefusal(found)) return found;
      const entry: IncidentTimelineEntry = {
        id: crypto.randomUUID(),
        kind: body.kind,
        at: new Date(body.at).toISOString(),
        note: body.note?.trim() ?? '',
        createdAt: now(),
        createdBy: me,
      };
      const timeline = [...found.incident.timeline, entry].sort((a, b) => a.at.localeCompare(b.at));
      found.incident = { ...found.incident, timeline };
      return present(found);
    },

    addAction(id: string, body: IncidentActionCreateBody): IncidentDetail | Refusal {
      const found = open(id);
      if (isRefusal(found)) return found;
      const actionOwner = owner(body.ownerId);
      if (actionOwner === undefined)
        return { status: 400, message: INCIDENT_MESSAGES.ownerNotMember };
      found.actions.push({
        id: crypto.randomUUID(),
        incidentId: id,
        title: body.title.trim(),
        owner: actionOwner,
        dueOn: body.dueOn ?? null,
        status: 'open',
        doneAt: null,
        createdAt: now(),
      });
      return present(found);
    },

    updateAction(actionId: string, body: IncidentActionUpdateBody): IncidentDetail | Refusal {
      const holder = [...stored.values()].find((s) => s.actions.some((a) => a.id === actionId));
      if (!holder) return { status: 404, message: INCIDENT_MESSAGES.actionNotFound };
      const found = open(holder.incident.id);
      if (isRefusal(found)) return found;
      const actionOwner = body.ownerId !== undefined ? owner(body.ownerId) : null;
      if (actionOwner === undefined)
        return { status: 400, message: INCIDENT_MESSAGES.ownerNotMember };
      found.actions = found.actions.map((a) =>
        a.id !== actionId
          ? a
          : {
              ...a,
              ...(body.title !== undefined ? { title: body.title.trim() } : {}),
              ...(body.dueOn !== undefined ? { dueOn: body.dueOn } : {}),
              ...(body.ownerId !== undefined ? { owner: actionOwner } : {}),
              ...(body.status !== undefined && body.status !== a.status
                ? { status: body.status, doneAt: body.status === 'done' ? now() : null }
                : {}),
            },
      );
      return present(found);
    },

    recordReport(id: string, body: IncidentReportBody): IncidentDetail | Refusal {
      const found = open(id);
      if (isRefusal(found)) return found;
      const current = present(found);
      if (!current.clocks.some((c) => c.clock === body.clock)) {
        return { status: 400, message: INCIDENT_MESSAGES.clockNotOwed };
      }
      const reports = found.incident.reports;
      if (body.supersedesId) {
        const corrected = reports.find((r) => r.id === body.supersedesId);
        if (!corrected || corrected.clock !== body.clock) {
          return { status: 400, message: INCIDENT_MESSAGES.supersedesUnknown };
        }
        if (corrected.supersededById) {
          return { status: 400, message: INCIDENT_MESSAGES.supersededAlready };
        }
      }
      const document = body.evidenceId ? evidenceBook.find(body.evidenceId)?.evidence : undefined;
      if (
        body.evidenceId &&
        !(document && 'incidentId' in document && document.incidentId === id)
      ) {
        return { status: 400, message: INCIDENT_MESSAGES.evidenceUnknown };
      }
      const report: IncidentReport = {
        id: crypto.randomUUID(),
        clock: body.clock,
        kind: body.kind,
        submittedAt: new Date(body.submittedAt).toISOString(),
        submittedBy: me,
        recipient: body.recipient.trim(),
        reference: body.reference?.trim() || null,
        evidenceId: body.evidenceId ?? null,
        notes: body.notes?.trim() || null,
        supersedesId: body.supersedesId ?? null,
        supersededById: null,
        createdAt: now(),
        createdBy: me,
      };
      const next = reports
        .map((r) => (r.id === body.supersedesId ? { ...r, supersededById: report.id } : r))
        .concat(report)
        .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
      found.incident = { ...found.incident, reports: next };
      return present(found);
    },

    evidence: (id: string): IncidentEvidence[] | Refusal =>
      stored.has(id)
        ? evidenceBook.ofIncident(id)
        : { status: 404, message: INCIDENT_MESSAGES.notFound },

    /** Adds a link or a file (judged) as evidence of the incident. */
    addEvidence(
      id: string,
      fields: EvidenceFields,
      file?: EvidenceFilePart,
    ): IncidentEvidence | Refusal {
      const found = stored.get(id);
      if (!found) return { status: 404, message: INCIDENT_MESSAGES.notFound };
      return evidenceBook.add(
        { incidentId: id, companyId: found.incident.companyId },
        fields,
        file,
      );
    },

    /** Whether the evidence is the document of a recorded report (which keeps it). */
    isReportDocument: (evidenceId: string) =>
      [...stored.values()].some(({ incident }) =>
        incident.reports.some((r) => r.evidenceId === evidenceId),
      ),
  };
}

export type IncidentBook = ReturnType<typeof createIncidentBook>;

const query = (url: string): IncidentListQuery => {
  const params = new URL(url).searchParams;
  const text = (key: string) => params.get(key) ?? undefined;
  return {
    status: asOneOf(INCIDENT_STATUSES, params.get('status')),
    severity: asOneOf(INCIDENT_SEVERITIES, params.get('severity')),
    projectId: text('projectId'),
    regime: asOneOf(INCIDENT_REGIMES, params.get('regime')),
    ...offsetPagingOf(params),
  };
};

/** The incident routes answered from `book`, typed by the contract. */
export function incidentHandlers(book: () => IncidentBook) {
  return [
    mockRoute(routes.listIncidents, ({ params, request }) =>
      HttpResponse.json(book().list(params.companyId, query(request.url))),
    ),
    mockRoute(routes.exportIncidents, ({ params, request }) => {
      const { limit: _l, offset: _o, ...filters } = query(request.url);
      const rows = book().exportRows(params.companyId, filters);
      return csvOfColumns(INCIDENT_CSV_COLUMNS, rows, incidentsFileName());
    }),
    mockRoute(routes.createIncident, async ({ params, request }) =>
      answerOf(book().create(params.companyId, await request.json()), 201),
    ),
    mockRoute(routes.getIncident, ({ params }) => answerOf(book().get(params.id))),
    mockRoute(routes.updateIncident, async ({ params, request }) =>
      answerOf(book().update(params.id, await request.json())),
    ),
    mockRoute(routes.answerIncident, async ({ params, request }) =>
      answerOf(book().answer(params.id, await request.json())),
    ),
    mockRoute(routes.addIncidentTimelineEntry, async ({ params, request }) =>
      answerOf(book().addTimelineEntry(params.id, await request.json()), 201),
    ),
    mockRoute(routes.addIncidentAction, async ({ params, request }) =>
      answerOf(book().addAction(params.id, await request.json()), 201),
    ),
    mockRoute(routes.updateIncidentAction, async ({ params, request }) =>
      answerOf(book().updateAction(params.id, await request.json())),
    ),
    mockRoute(routes.recordIncidentReport, async ({ params, request }) =>
      answerOf(book().recordReport(params.id, await request.json()), 201),
    ),
    mockRoute(routes.listIncidentEvidence, ({ params }) => {
      const listed = book().evidence(params.id);
      return Array.isArray(listed)
        ? HttpResponse.json(listed)
        : errorAnswer(listed.status, listed.message);
    }),
    mockRoute(routes.addIncidentEvidence, async ({ params, request }) => {
      const read = await readEvidenceRequest(request);
      if (read instanceof Response) return read as never;
      const added = book().addEvidence(params.id, read.fields, read.file);
      return isRefusal(added)
        ? errorAnswer(added.status, added.message)
        : HttpResponse.json<IncidentEvidence>(added, { status: 201 });
    }),
  ];
}
