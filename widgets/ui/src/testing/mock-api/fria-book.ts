import {
  ERROR_CODES,
  FRIA_MESSAGES,
  calendarDateOf,
  friaActivation,
  friaApprovalBasis,
  friaApprovalRefusal,
  friaNotificationRefusal,
  friaRecords,
  friaView,
  routes,
  savedFriaParts,
  type AiActAssessmentInput,
  type ErrorBody,
  type FriaApprovalBody,
  type FriaGdprFacts,
  type FriaNotificationBody,
  type FriaStepRefusal,
  type Project,
  type ProjectFria,
  type ProjectFriaBody,
  type ProjectUpdateBody,
  type RouteDef,
  type StoredFria,
} from '@portfolio/contracts';
import { HttpResponse, byProject, errorAnswer, mockRoute, type BodyOfRoute } from './mock-route';

interface Deps {
  project: (id: string) => Project | undefined;
  /** The project's EU AI Act assessment (its roles and answers); null before the first. */
  assessment: (projectId: string) => AiActAssessmentInput | null;
  /** The project's saved GDPR record; null before the first save. */
  gdpr: (projectId: string) => FriaGdprFacts | null;
  /** A member's name by id: who may approve. */
  memberName: (id: string) => string | undefined;
}

/** A refused write, as the BFF answers it. */
export interface FriaRefusal extends ErrorBody {
  status: number;
}

const refusal = (status: number, message: string, field?: string, code?: ErrorBody['code']) => ({
  status,
  message,
  ...(code ? { code } : {}),
  ...(field ? { details: [{ field, message }] } : {}),
});

const today = () => calendarDateOf(new Date());

/** A step's refusal (the contract's) as the BFF answers it. */
const stepRefused = (refused: FriaStepRefusal): FriaRefusal =>
  refused.status === 400
    ? refusal(400, refused.message, refused.field, refused.code)
    : refusal(409, refused.message, undefined, refused.code);

/**
 * The projects' fundamental rights impact assessments in memory, answering like the BFF through
 * the contract's own reading (`friaView`): whether each is owed, its parts pre-filled from the
 * project, GDPR and EU AI Act records, its approval and notification, and the refusal of a move
 * to Active. The viewer is an admin unless `viewAs('member')` says otherwise.
 */
export function createFriaBook(deps: Deps) {
  const stored = new Map<string, StoredFria>();
  let admin = true;

  const recordsOf = (p: Project) =>
    friaRecords({ project: p, gdpr: deps.gdpr(p.id), assessment: deps.assessment(p.id) });
  const view = (p: Project): ProjectFria =>
    friaView({ project: p, ...recordsOf(p), stored: stored.get(p.id) ?? null, admin });

  /**
   * A step after the FRIA's save (its approval, its notification): `refused` as the contract says
   * (always before the first save), else the FRIA changed as `change` says, or its own refusal.
   */
  const step = (
    p: Project,
    refused: FriaStepRefusal | null,
    change: (fria: StoredFria) => Partial<StoredFria> | FriaRefusal,
  ): ProjectFria | FriaRefusal => {
    const fria = stored.get(p.id);
    if (refused || !fria) return stepRefused(refused!);
    const changed = change(fria);
    if ('status' in changed) return changed;
    stored.set(p.id, { ...fria, ...changed, updatedAt: new Date().toISOString() });
    return view(p);
  };

  return {
    /** Whose eyes the answers are worded for: an admin may move a project to Active anyway. */
    viewAs(role: 'admin' | 'member') {
      admin = role === 'admin';
    },
    /** Keeps a FRIA as stored (stories and tests start from one). */
    seed(projectId: string, fria: StoredFria) {
      stored.set(projectId, fria);
    },
    project: deps.project,
    /** What the records pre-fill for the project now (a seeded approval's basis). */
    prefillOf: (p: Project) => recordsOf(p).prefill,
    get: view,
    save(p: Project, body: ProjectFriaBody): ProjectFria {
      const before = stored.get(p.id) ?? null;
      stored.set(p.id, {
        approval: null,
        notification: null,
        ...before,
        ...savedFriaParts(body, recordsOf(p).prefill, before),
        updatedAt: new Date().toISOString(),
      });
      return view(p);
    },
    approve: (p: Project, body: FriaApprovalBody) =>
      step(p, friaApprovalRefusal(stored.get(p.id) ?? null, body, today()), (fria) => {
        const name = deps.memberName(body.approverId);
        if (!name) {
          return refusal(
            400,
            FRIA_MESSAGES.approverNotMember,
            'approverId',
            ERROR_CODES.validation,
          );
        }
        return {
          approval: {
            approvedBy: { id: body.approverId, name },
            approvedOn: body.approvedOn,
            basis: friaApprovalBasis(fria.texts, recordsOf(p).prefill),
          },
        };
      }),
    notify: (p: Project, body: FriaNotificationBody) =>
      step(p, friaNotificationRefusal(stored.get(p.id) ?? null, body, today()), () => ({
        notification: {
          notifiedOn: body.notifiedOn,
          reference: body.reference.trim(),
          documentUrl: body.documentUrl ?? null,
        },
      })),
    /**
     * The refusal of a change of `p` to Active while it owes a FRIA not approved (409), or of an
     * override reason from a member (403); undefined when the change may go ahead.
     */
    activation(p: Project, body: ProjectUpdateBody): FriaRefusal | undefined {
      if (body.status !== 'active' || p.status === 'active') return undefined;
      const { friaOverrideReason, ...changes } = body;
      const why = friaActivation({
        ...recordsOf({ ...p, ...changes } as Project),
        stored: stored.get(p.id) ?? null,
        admin,
      });
      if (!why) return undefined;
      if (friaOverrideReason === undefined) {
        return refusal(409, why, 'status', ERROR_CODES.friaNotApproved);
      }
      return admin
        ? undefined
        : refusal(403, FRIA_MESSAGES.overrideForbidden, undefined, ERROR_CODES.forbidden);
    },
  };
}

export type FriaBook = ReturnType<typeof createFriaBook>;

/** A refusal as the BFF sends it. */
export const friaRefused = ({ status, message, ...extra }: FriaRefusal) =>
  errorAnswer(status, message, extra);

/** The FRIA routes over the book, typed by the contract. */
export function friaHandlers(book: () => FriaBook) {
  const withProject = byProject((id) => book().project(id));
  /** A route of the project of its path (404 for none): the book's FRIA, or its refusal. */
  const ofProject = <R extends RouteDef>(
    route: R,
    answer: (p: Project, body: BodyOfRoute<R>) => ProjectFria | FriaRefusal,
  ) =>
    mockRoute(route, ({ request, params }) =>
      withProject(String(params.id), async (p) => {
        const body = (route.method === 'GET' ? undefined : await request.json()) as BodyOfRoute<R>;
        const result = answer(p, body);
        return ('message' in result ? friaRefused(result) : HttpResponse.json(result)) as never;
      }),
    );
  return [
    ofProject(routes.getProjectFria, (p) => book().get(p)),
    ofProject(routes.updateProjectFria, (p, body) => book().save(p, body)),
    ofProject(routes.approveProjectFria, (p, body) => book().approve(p, body)),
    ofProject(routes.recordFriaNotification, (p, body) => book().notify(p, body)),
  ];
}
