import {
  AI_ACT_QUESTIONNAIRE,
  AI_ACT_ROLES_MESSAGE,
  ERROR_CODES,
  changedObligation,
  notFoundMessage,
  OBLIGATION_OWNER_MESSAGE,
  aiActStatusOf,
  assessmentPlan,
  calendarDateOf,
  isObligationOverdue,
  routes,
  unknownAiActAnswers,
  unknownAiActAnswersMessage,
  withObligationControls,
  type AiActAssessment,
  type AiActAssessmentBody,
  type AiActObligationItem,
  type AiActObligationStatus,
  type AiActObligationUpdateBody,
  type AiActRiskContext,
  type AiActRiskClass,
  type ComplianceStatus,
  type Member,
  type Project,
} from '@portfolio/contracts';
import { currentUserRef, makeCurrentUser } from '../demo-data/fixtures';
import {
  HttpResponse,
  errorAnswer,
  isRefusal,
  mockRoute,
  mockRouteJson,
  projectRoutes,
  type Refusal,
} from './mock-route';

/** An obligation as the book keeps it: what the project did about it. */
interface StoredObligation {
  id: string;
  projectId: string;
  companyId: string;
  obligationId: string;
  status: AiActObligationStatus;
  ownerId: string | null;
  notes: string | null;
  notApplicableReason: string | null;
  updatedAt: string;
}

interface StoredAssessment {
  projectId: string;
  companyId: string;
  roles: AiActAssessmentBody['roles'];
  answers: Record<string, boolean>;
  assessedAt: string;
  needsReview: boolean;
}

export interface AiActBookDeps {
  project: (id: string) => Project | undefined;
  /**
   * Sets the project's EU AI Act status as the obligations give it, and its class as the
   * assessment gives it (the store records it).
   */
  setStatus: (projectId: string, status: ComplianceStatus, riskClass: AiActRiskClass) => void;
  /** The people who may own an obligation: the company's members. */
  members?: () => ReadonlyArray<{ id: string; name: string }>;
  /**
   * Fills each listed obligation's `satisfiedBy` (the frameworks book's `withSatisfiedBy`, over
   * the company's evidence on controls); without it, no control has evidence.
   */
  withSatisfiedBy?: <T extends AiActObligationItem>(companyId: string, items: readonly T[]) => T[];
}

/**
 * The projects' EU AI Act assessments and obligations, in memory, answering like the BFF: the
 * contract classifies the answers and dates the obligations; a save keeps the obligations that
 * still apply (their status, owner and notes), adds the new ones and drops the rest; every write
 * sets the project's EU AI Act status from them.
 */
export function createAiActBook(deps: AiActBookDeps) {
  const assessments = new Map<string, StoredAssessment>();
  let obligations: StoredObligation[] = [];
  const now = () => new Date().toISOString();
  const today = () => calendarDateOf(new Date());
  const members = () => {
    if (deps.members) return deps.members();
    return [currentUserRef()];
  };

  /** A project's obligations, each with the controls that satisfy it, as the BFF lists them. */
  function list(projectId: string): AiActObligationItem[] {
    const assessment = assessments.get(projectId);
    if (!assessment) return [];
    const items = ownObligations(assessment);
    return (
      deps.withSatisfiedBy?.(assessment.companyId, items) ?? withObligationControls(items, () => [])
    );
  }

  function ownObligations(assessment: StoredAssessment): AiActObligationItem[] {
    const { projectId } = assessment;
    const { plan } = assessmentPlan(assessment);
    const own = obligations.filter((o) => o.projectId === projectId);
    return plan.obligations.flatMap((obligation) => {
      const row = own.find((o) => o.obligationId === obligation.id);
      if (!row) return [];
      const owner = row.ownerId ? members().find((m) => m.id === row.ownerId) : undefined;
      return [
        {
          ...row,
          article: obligation.article,
          title: obligation.title,
          done: obligation.done,
          condition: obligation.condition ?? null,
          dueDate: obligation.dueDate,
          owner: row.ownerId ? { id: row.ownerId, name: owner?.name ?? 'Unknown user' } : null,
          overdue: isObligationOverdue({ ...row, dueDate: obligation.dueDate }, today()),
        },
      ];
    });
  }

  const verdict = (a: StoredAssessment) =>
    aiActStatusOf(assessmentPlan(a).classification.riskClass, list(a.projectId), today());

  function present(a: StoredAssessment): AiActAssessment {
    const { classification, plan } = assessmentPlan(a);
    const { status, reason } = verdict(a);
    return {
      projectId: a.projectId,
      companyId: a.companyId,
      roles: a.roles,
      answers: a.answers,
      ...classification,
      prohibition: plan.prohibition,
      assessedAt: a.assessedAt,
      assessedBy: currentUserRef(),
      needsReview: a.needsReview,
      euAiActStatus: status,
      euAiActStatusReason: reason,
    };
  }

  const sync = (projectId: string) => {
    const assessment = assessments.get(projectId);
    const project = deps.project(projectId);
    if (!assessment || !project) return;
    const { status } = verdict(assessment);
    const { riskClass } = assessmentPlan(assessment).classification;
    if (project.euAiActStatus !== status || project.aiActRiskClass !== riskClass) {
      deps.setStatus(projectId, status, riskClass);
    }
  };

  return {
    questionnaire: AI_ACT_QUESTIONNAIRE,
    get: (projectId: string): AiActAssessment | null => {
      const a = assessments.get(projectId);
      return a ? present(a) : null;
    },
    list,
    /** Saves an assessment (first or revisit); the refusal the BFF words otherwise. */
    save(project: Project, body: AiActAssessmentBody): AiActAssessment | Refusal {
      if (body.roles.length === 0) return { status: 400, message: AI_ACT_ROLES_MESSAGE };
      const unknown = unknownAiActAnswers(body.answers);
      if (unknown.length > 0) return { status: 400, message: unknownAiActAnswersMessage(unknown) };
      const assessment: StoredAssessment = {
        projectId: project.id,
        companyId: project.companyId,
        roles: [...new Set(body.roles)],
        answers: { ...(body.answers as Record<string, boolean>) },
        assessedAt: now(),
        needsReview: false,
      };
      assessments.set(project.id, assessment);
      const { byId, plan } = assessmentPlan(assessment);
      obligations = obligations.filter(
        (o) => o.projectId !== project.id || byId.has(o.obligationId),
      );
      for (const obligation of plan.obligations) {
        if (obligations.some((o) => o.projectId === project.id && o.obligationId === obligation.id))
          continue;
        obligations.push({
          id: crypto.randomUUID(),
          projectId: project.id,
          companyId: project.companyId,
          obligationId: obligation.id,
          status: 'todo',
          ownerId: null,
          notes: null,
          notApplicableReason: null,
          updatedAt: now(),
        });
      }
      sync(project.id);
      return present(assessment);
    },
    update(id: string, body: AiActObligationUpdateBody): AiActObligationItem | Refusal {
      const row = obligations.find((o) => o.id === id);
      if (!row) return { status: 404, message: notFoundMessage('ai_act_obligation') };
      const { after, problem } = changedObligation(row, body);
      if (problem) return { status: 400, message: problem };
      if (after.ownerId && !members().some((m) => m.id === after.ownerId)) {
        return { status: 400, message: OBLIGATION_OWNER_MESSAGE };
      }
      Object.assign(row, { ...after, updatedAt: now() });
      sync(row.projectId);
      // As the BFF's answer to an update: the obligation without `satisfiedBy`.
      return ownObligations(assessments.get(row.projectId)!).find((o) => o.id === id)!;
    },
    /** The project's purpose changed: its assessment needs review. */
    purposeChanged(projectId: string) {
      const a = assessments.get(projectId);
      if (a) a.needsReview = true;
    },
    /** A stored obligation by id with its project and company (what evidence attaches to). */
    obligation(id: string): { id: string; projectId: string; companyId: string } | undefined {
      const row = obligations.find((o) => o.id === id);
      return row ? { id: row.id, projectId: row.projectId, companyId: row.companyId } : undefined;
    },
    /** A member's name by id, as the owner pickers list them. */
    memberName: (id: string) => members().find((m) => m.id === id)?.name,
    /** Whether the project's EU AI Act status follows from an assessment. */
    assessed: (projectId: string) => assessments.has(projectId),
    /** What the risk rules read; null without an assessment. */
    riskContext(projectId: string): AiActRiskContext | null {
      const a = assessments.get(projectId);
      if (!a) return null;
      return {
        riskClass: assessmentPlan(a).classification.riskClass,
        needsReview: a.needsReview,
        obligations: list(projectId),
      };
    },
  };
}

export type AiActBook = ReturnType<typeof createAiActBook>;

const refusal = (answer: Refusal) =>
  answer.status === 404
    ? errorAnswer(404, answer.message)
    : errorAnswer(400, answer.message, { code: ERROR_CODES.invalidInput });

/** The EU AI Act routes over the book, typed by the contract. */
export function aiActHandlers(book: () => AiActBook, project: (id: string) => Project | undefined) {
  const { withProject, json } = projectRoutes(project);
  return [
    mockRoute(routes.getAiActQuestions, () => HttpResponse.json(book().questionnaire)),
    json(routes.getAiActAssessment, (p) => book().get(p.id)),
    mockRoute(routes.setAiActAssessment, ({ request, params }) =>
      withProject(params.id, async (p) => {
        const answer = book().save(p, await request.json());
        return isRefusal(answer) ? refusal(answer) : HttpResponse.json(answer);
      }),
    ),
    json(routes.listProjectObligations, (p) => book().list(p.id)),
    mockRoute(routes.updateObligation, async ({ request, params }) => {
      const answer = book().update(params.id, await request.json());
      return isRefusal(answer) ? refusal(answer) : HttpResponse.json(answer);
    }),
  ];
}

/**
 * The company's members as the owner pickers read them: the signed-in demo user. Not part of
 * `portfolioHandlers`: in dev:mock the team widget's live member list answers instead.
 */
export function demoMembersHandler() {
  const user = makeCurrentUser();
  const members: Member[] = [
    {
      id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
      role: 'admin',
      joinedAt: '2026-01-12T09:30:00.000Z',
      user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
    },
  ];
  return mockRouteJson(routes.listMembers, members);
}
