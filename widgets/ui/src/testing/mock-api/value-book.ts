import {
  calendarDateOf,
  kpiProgress,
  kpiTargetProblem,
  notFoundMessage,
  PLAN_MONTH_TWICE_MESSAGE,
  monthNamedTwice,
  projectValue,
  routes,
  type BenefitMonth,
  type GateDecisionBody,
  type GateDecisionRecord,
  type Kpi,
  type KpiCreateBody,
  type KpiMeasurementBody,
  type KpiUpdateBody,
  type Project,
  type ProjectValue,
  type ProjectValueBody,
} from '@portfolio/contracts';
import { currentUserRef } from '../demo-data/fixtures';
import {
  HttpResponse,
  mockDelete,
  errorAnswer,
  invalidAnswer,
  mockRoute,
  projectRoutes,
  withMonthAmounts,
} from './mock-route';
import { newProjectRow, removeById } from './mock-route';

type StoredKpi = Omit<Kpi, 'latest' | 'progress' | 'met'>;

/** The refusal the BFF words for a target on the wrong side of the baseline. */
const targetRefusal = (message: string) => invalidAnswer([{ field: 'target', message }]);

/**
 * The value of an in-memory portfolio's projects, answering like the BFF: the benefit owner and
 * realised benefit by month with the figures of the contract's `projectValue`, KPIs with their
 * measurements and progress (`kpiProgress`), and stage-gate decisions taken by the demo user.
 */
export function createValueBook(lookup: {
  project: (id: string) => Project | undefined;
  person: (id: string) => { id: string; name: string; companyId: string } | undefined;
}) {
  const owners = new Map<string, string | null>();
  const benefits = new Map<string, Map<string, string>>();
  let kpis: StoredKpi[] = [];
  let gates: GateDecisionRecord[] = [];
  const now = () => new Date().toISOString();
  const monthsOf = (projectId: string): BenefitMonth[] =>
    [...(benefits.get(projectId) ?? new Map<string, string>())]
      .map(([month, amount]) => ({ month, amount }))
      .sort((a, b) => a.month.localeCompare(b.month));
  const present = (kpi: StoredKpi): Kpi => {
    const progress = kpiProgress(kpi, kpi.measurements);
    return { ...kpi, latest: progress.latest, progress: progress.percent, met: progress.met };
  };

  return {
    project: lookup.project,
    benefits: monthsOf,
    value(p: Project): ProjectValue {
      const ownerId = owners.get(p.id) ?? null;
      const owner = ownerId ? lookup.person(ownerId) : undefined;
      const { currentMonth, ...figures } = projectValue(
        p,
        monthsOf(p.id),
        calendarDateOf(new Date()),
      );
      return {
        projectId: p.id,
        benefitOwner: owner ? { id: owner.id, name: owner.name } : null,
        currentMonth,
        months: monthsOf(p.id),
        ...figures,
      };
    },
    /** The new value, or the refusal the BFF words. */
    setValue(
      p: Project,
      body: ProjectValueBody,
    ): ProjectValue | { status: 400 | 404; message: string; field?: string } {
      if (body.benefitOwnerId) {
        const person = lookup.person(body.benefitOwnerId);
        if (!person || person.companyId !== p.companyId) {
          return { status: 404, message: notFoundMessage('person') };
        }
      }
      const twice = monthNamedTwice(body.months ?? []);
      if (twice !== -1) {
        return { status: 400, message: PLAN_MONTH_TWICE_MESSAGE, field: `months.${twice}.month` };
      }
      if (body.benefitOwnerId !== undefined) owners.set(p.id, body.benefitOwnerId);
      benefits.set(p.id, withMonthAmounts(benefits.get(p.id), body.months ?? []));
      return this.value(p);
    },
    kpis: (projectId: string) => kpis.filter((k) => k.projectId === projectId).map(present),
    createKpi(p: Project, body: KpiCreateBody): Kpi | string {
      const problem = kpiTargetProblem(body);
      if (problem) return problem;
      const kpi: StoredKpi = newProjectRow(p, {
        name: body.name.trim(),
        unit: body.unit?.trim() ?? '',
        baseline: body.baseline,
        target: body.target,
        direction: body.direction,
        measurements: [],
      });
      kpis = [...kpis, kpi];
      return present(kpi);
    },
    updateKpi(id: string, body: KpiUpdateBody): Kpi | string | undefined {
      const kpi = kpis.find((k) => k.id === id);
      if (!kpi) return undefined;
      const next = { ...kpi, ...body, updatedAt: now() };
      const problem = kpiTargetProblem(next);
      if (problem) return problem;
      kpis = kpis.map((k) => (k.id === id ? next : k));
      return present(next);
    },
    deleteKpi: (id: string) => removeById(kpis, id, (rest) => (kpis = rest)),
    measure(id: string, body: KpiMeasurementBody): Kpi | undefined {
      const kpi = kpis.find((k) => k.id === id);
      if (!kpi) return undefined;
      const others = kpi.measurements.filter((m) => m.date !== body.date);
      kpi.measurements = [...others, { id: crypto.randomUUID(), ...body }].sort((a, b) =>
        a.date.localeCompare(b.date),
      );
      return present(kpi);
    },
    gates: (projectId: string) =>
      gates
        .filter((g) => g.projectId === projectId)
        .sort((a, b) => b.decidedAt.localeCompare(a.decidedAt)),
    decide(p: Project, body: GateDecisionBody, decidedAt = now()): GateDecisionRecord {
      const gate: GateDecisionRecord = {
        id: crypto.randomUUID(),
        companyId: p.companyId,
        projectId: p.id,
        gate: body.gate,
        decision: body.decision,
        reason: body.reason.trim(),
        decidedBy: { type: 'user', ...currentUserRef() },
        decidedAt,
      };
      gates = [gate, ...gates];
      return gate;
    },
  };
}

export type ValueBook = ReturnType<typeof createValueBook>;

/** The value routes over the book, typed by the contract. */
export function valueHandlers(book: () => ValueBook) {
  const { withProject, json, jsonFromBody } = projectRoutes((id) => book().project(id));
  return [
    json(routes.getProjectValue, (p) => book().value(p)),
    mockRoute(routes.updateProjectValue, ({ request, params }) =>
      withProject(params.id, async (p) => {
        const answer = book().setValue(p, await request.json());
        if ('status' in answer) {
          return answer.field
            ? invalidAnswer([{ field: answer.field, message: answer.message }])
            : errorAnswer(answer.status, answer.message);
        }
        return HttpResponse.json(answer);
      }),
    ),
    json(routes.listProjectKpis, (p) => book().kpis(p.id)),
    mockRoute(routes.createProjectKpi, ({ request, params }) =>
      withProject(params.id, async (p) => {
        const answer = book().createKpi(p, await request.json());
        return typeof answer === 'string'
          ? targetRefusal(answer)
          : HttpResponse.json(answer, { status: 201 });
      }),
    ),
    mockRoute(routes.updateKpi, async ({ request, params }) => {
      const answer = book().updateKpi(params.id, await request.json());
      if (answer === undefined) return errorAnswer(404, notFoundMessage('project_kpi'));
      return typeof answer === 'string' ? targetRefusal(answer) : HttpResponse.json(answer);
    }),
    mockDelete(routes.deleteKpi, 'project_kpi', (id) => book().deleteKpi(id)),
    mockRoute(routes.addKpiMeasurement, async ({ request, params }) => {
      const answer = book().measure(params.id, await request.json());
      return answer
        ? HttpResponse.json(answer, { status: 201 })
        : errorAnswer(404, notFoundMessage('project_kpi'));
    }),
    json(routes.listProjectGates, (p) => book().gates(p.id)),
    jsonFromBody(routes.createProjectGate, (p, body) => book().decide(p, body)),
  ];
}
