import {
  asOneOf,
  DECIDED_PROPOSAL_STATES,
  PROPOSAL_STATES,
  DEFAULT_INTAKE_SETTINGS,
  INTAKE_LIMITS,
  INTAKE_MESSAGES,
  INTAKE_TIER_LABELS,
  PROPOSAL_STATE_LABELS,
  PROHIBITED_PROPOSAL_MESSAGE,
  SIMILARITY_THRESHOLD,
  approvalProgress,
  approvalRefusal,
  approvalRoleOf,
  intakeAnswersProblem,
  intakeSettingsProblem,
  mayReject,
  proposalCsvColumns,
  proposalScore,
  proposalsFileName,
  routes,
  scoringInputsProblem,
  scoringInputsText,
  screeningAnswersProblem,
  screeningTier,
  type AuditAction,
  type HistoryEntry,
  type HistoryPage,
  type HistoryQuery,
  type IntakeSettings,
  type IntakeSettingsBody,
  type Project,
  type Proposal,
  type ProposalCreateBody,
  type ProposalListQuery,
  type ProposalUpdateBody,
  type SimilarItem,
  scoringOf,
} from '@portfolio/contracts';
import { makeCurrentUser } from '../demo-data/fixtures';
import { csvOfColumns } from './csv-text';
import { demoHistoryEntry, historyPageOf, historyQueryOf, storedChanges } from './history-book';
import {
  HttpResponse,
  answerOf,
  errorAnswer,
  isRefusal,
  mockRoute,
  type Refusal,
} from './mock-route';

/** What the book reads of its portfolio: the company's projects and members, the viewer's role. */
export interface ProposalSource {
  projects(companyId: string): Array<Pick<Project, 'id' | 'name' | 'problemStatement' | 'status'>>;
  /** Makes the project an approval asks for, answering its id. */
  createProject(companyId: string, fields: ProjectFields): string;
  memberName(id: string): string | undefined;
  /** Whether the viewer (the fixtures' current user) is an admin of the company. */
  viewerIsAdmin(companyId: string): boolean;
}

type ProjectFields = Pick<
  Proposal,
  | 'name'
  | 'problemStatement'
  | 'department'
  | 'businessOwner'
  | 'expectedReturn'
  | 'initialCosts'
  | 'runningCosts'
>;

/**
 * pg_trgm's `similarity()` as the BFF's duplicate search uses it: shared trigrams of the words
 * (lower-cased, padded with two spaces before and one after) over all trigrams of both.
 */
function trigramSimilarity(a: string, b: string): number {
  const grams = (text: string) => {
    const set = new Set<string>();
    for (const word of text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)) {
      const padded = `  ${word} `;
      for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
    }
    return set;
  };
  const x = grams(a);
  const y = grams(b);
  const shared = [...x].filter((gram) => y.has(gram)).length;
  const all = x.size + y.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * The proposals and intake settings of an in-memory portfolio, answering like the BFF: tier,
 * score and approvals by the contract's `screeningTier`, `proposalScore` and `approvalProgress`
 * (the rules, not a copy), an approval that completes the rule makes one project.
 */
export function createProposalBook(source: ProposalSource, initial: Proposal[] = []) {
  const proposals = new Map(initial.map((p) => [p.id, p]));
  const settingsOf = new Map<string, IntakeSettings>();
  const me = makeCurrentUser();
  const myself = { id: me.id, name: `${me.firstName} ${me.lastName}` };
  const now = () => new Date().toISOString();
  /** The signed-in demo user as the approval rules see them in a company. */
  const viewer = (companyId: string) => ({
    userId: me.id,
    isAdmin: source.viewerIsAdmin(companyId),
  });

  const settings = (companyId: string): IntakeSettings =>
    settingsOf.get(companyId) ?? { companyId, ...DEFAULT_INTAKE_SETTINGS, updatedAt: null };
  const progressOf = (p: Proposal, s: IntakeSettings) =>
    approvalProgress(
      p.tier,
      s.approvalRules,
      s.approvers,
      p.approvals.map((a) => ({ userId: a.approver.id, isAdmin: a.role === 'admin' })),
    );

  /** As the BFF checks a write's answers, screening answers and scoring inputs, when it gives them. */
  const givenProblem = (
    companyId: string,
    body: Pick<ProposalCreateBody, 'answers' | 'screening' | 'scoringInputs'>,
  ): Refusal | undefined => {
    const s = settings(companyId);
    const problem =
      (body.answers && intakeAnswersProblem(s.questions, body.answers)) ||
      (body.screening && screeningAnswersProblem(body.screening)) ||
      (body.scoringInputs && scoringInputsProblem(scoringOf(s), body.scoringInputs));
    return problem ? { status: 400, message: problem } : undefined;
  };

  /** Tier and score of the proposal's answers, under the company's model now. */
  function computed(p: Proposal): Proposal | Refusal {
    const s = settings(p.companyId);
    const problem = intakeAnswersProblem(s.questions, p.answers);
    if (problem) return { status: 400, message: problem };
    const { score, missing, invalid } = proposalScore(scoringOf(s), p.scoringInputs);
    if (invalid.length) return { status: 400, message: invalid.join(' ') };
    const { tier, reasons } = screeningTier(p.screening);
    const withTier = { ...p, tier, tierReasons: reasons, scoringModel: s.scoringModel };
    return { ...withTier, score, scoreMissing: missing, approval: progressOf(withTier, s) };
  }

  function open(id: string): Proposal | Refusal {
    const found = proposals.get(id);
    if (!found) return { status: 404, message: INTAKE_MESSAGES.notFound };
    if (DECIDED_PROPOSAL_STATES.includes(found.state)) {
      return { status: 409, message: INTAKE_MESSAGES.decided };
    }
    return found;
  }

  /** The history of proposals and their approvals, newest first, as the BFF records it. */
  const history: Array<{ proposalId: string; entry: HistoryEntry }> = [];
  /** Records a change of the proposal, or of its approval `approvalId`; an empty update, none. */
  const record = (
    proposal: Pick<Proposal, 'id' | 'name'>,
    action: AuditAction,
    [before, after]: [object | null, object],
    approvalId?: string,
  ) => {
    const entity = approvalId ? 'proposal_approval' : 'proposal';
    const changes = storedChanges(entity, before, after);
    if (action === 'updated' && Object.keys(changes).length === 0) return;
    const entry = demoHistoryEntry(Number(history[0]?.entry.id ?? 0) + 1, {
      entity,
      entityId: approvalId ?? proposal.id,
      entityLabel: proposal.name,
      action,
      at: now(),
      changes,
    });
    history.unshift({ proposalId: proposal.id, entry });
  };

  /** What the BFF's history keeps of a proposal: in words, as the queue shows them. */
  const audited = (p: Proposal) => {
    return {
      name: p.name,
      problemStatement: p.problemStatement,
      department: p.department,
      businessOwner: p.businessOwner,
      expectedReturn: p.expectedReturn,
      initialCosts: p.initialCosts,
      runningCosts: p.runningCosts,
      tier: INTAKE_TIER_LABELS[p.tier],
      score: p.score,
      scoringInputs: scoringInputsText(scoringOf(settings(p.companyId)), p.scoringInputs),
      state: PROPOSAL_STATE_LABELS[p.state],
      rejectionReason: p.rejectionReason,
      mergedInto: p.mergedInto?.name ?? null,
    };
  };

  /** Saves a change and records it (`updated`, or the action given); a refusal changes nothing. */
  const save = (p: Proposal | Refusal, action: AuditAction = 'updated') => {
    if (isRefusal(p)) return p;
    const before = proposals.get(p.id);
    proposals.set(p.id, { ...p, updatedAt: now() });
    const after = proposals.get(p.id)!;
    record(after, action, [before ? audited(before) : null, audited(after)]);
    return after;
  };

  return {
    /** The company's proposals, by state or only the viewer's own (`mine`), as the BFF lists them. */
    list: (companyId: string, { state, mine = false }: ProposalListQuery = {}) =>
      [...proposals.values()]
        .filter(
          (p) =>
            p.companyId === companyId &&
            (!state || p.state === state) &&
            (!mine || p.submittedBy?.id === me.id),
        )
        .sort(
          (a, b) =>
            (b.score ?? -Infinity) - (a.score ?? -Infinity) ||
            b.createdAt.localeCompare(a.createdAt),
        ),

    get: (id: string): Proposal | Refusal =>
      proposals.get(id) ?? { status: 404, message: INTAKE_MESSAGES.notFound },

    /** A proposal's history: its changes and its approvals', newest first, a page at a time. */
    history: (id: string, paging?: HistoryQuery): HistoryPage | Refusal =>
      proposals.has(id)
        ? historyPageOf(
            history.filter((e) => e.proposalId === id).map((e) => e.entry),
            paging,
          )
        : { status: 404, message: INTAKE_MESSAGES.notFound },

    create(companyId: string, body: ProposalCreateBody): Proposal | Refusal {
      const refused = givenProblem(companyId, body);
      if (refused) return refused;
      const at = now();
      const { answers = {}, screening = {}, scoringInputs = {}, ...fields } = body;
      return save(
        computed({
          expectedReturn: null,
          initialCosts: null,
          runningCosts: null,
          ...fields,
          id: crypto.randomUUID(),
          companyId,
          answers,
          screening,
          scoringInputs,
          tier: 'unknown',
          tierReasons: [],
          scoringModel: 'wsjf',
          score: null,
          scoreMissing: [],
          state: 'submitted',
          submittedBy: myself,
          approvals: [],
          approval: { complete: false, counted: 0, needed: 0, waitingFor: null },
          rejectionReason: null,
          projectId: null,
          mergedInto: null,
          decidedAt: null,
          createdAt: at,
          updatedAt: at,
        }),
        'submitted',
      );
    },

    update(id: string, body: ProposalUpdateBody): Proposal | Refusal {
      const found = open(id);
      if (isRefusal(found)) return found;
      const { mergeInto, ...fields } = body;
      if (mergeInto) {
        const target =
          mergeInto.kind === 'project'
            ? source.projects(found.companyId).find((p) => p.id === mergeInto.id)
            : [...proposals.values()].find(
                (p) =>
                  p.id === mergeInto.id &&
                  p.id !== id &&
                  p.companyId === found.companyId &&
                  !DECIDED_PROPOSAL_STATES.includes(p.state),
              );
        if (!target) return { status: 400, message: INTAKE_MESSAGES.mergeTarget };
        return save(
          {
            ...found,
            state: 'merged',
            decidedAt: now(),
            mergedInto: { kind: mergeInto.kind, id: target.id, name: target.name },
          },
          'merged',
        );
      }
      const refused = givenProblem(found.companyId, fields);
      if (refused) return refused;
      return save(computed({ ...found, ...fields }));
    },

    approve(id: string, note?: string): Proposal | Refusal {
      const found = open(id);
      if (isRefusal(found)) return found;
      const s = settings(found.companyId);
      if (found.tier === 'prohibited') return { status: 409, message: PROHIBITED_PROPOSAL_MESSAGE };
      const refusal = approvalRefusal(
        found.tier,
        s.approvalRules,
        s.approvers,
        viewer(found.companyId),
      );
      if (refusal) return { status: 403, message: refusal };
      if (found.approvals.some((a) => a.approver.id === me.id)) {
        return { status: 409, message: INTAKE_MESSAGES.alreadyApproved };
      }
      const role = approvalRoleOf(found.tier, s.approvalRules, s.approvers, me.id);
      const given = { approver: myself, role, note: note?.trim() || null, approvedAt: now() };
      const approved: Proposal = { ...found, approvals: [...found.approvals, given] };
      // Recorded before the proposal's change, as the BFF records it.
      const approval = { approverName: myself.name, role, note: given.note };
      record(found, 'created', [null, approval], crypto.randomUUID());
      const progress = progressOf(approved, s);
      if (!progress.complete) return save({ ...approved, approval: progress, state: 'in_review' });
      const projectId = source.createProject(found.companyId, found);
      return save(
        { ...approved, approval: progress, state: 'approved', decidedAt: now(), projectId },
        'approved',
      );
    },

    reject(id: string, reason: string): Proposal | Refusal {
      const found = open(id);
      if (isRefusal(found)) return found;
      const s = settings(found.companyId);
      if (!mayReject(s.approvers, viewer(found.companyId))) {
        return { status: 403, message: INTAKE_MESSAGES.rejectBy };
      }
      return save(
        { ...found, state: 'rejected', rejectionReason: reason.trim(), decidedAt: now() },
        'rejected',
      );
    },

    similar(companyId: string, q: string, excludeId?: string): SimilarItem[] {
      const rate = (name: string, problem: string) =>
        Math.max(trigramSimilarity(name, q), trigramSimilarity(problem, q));
      const items: SimilarItem[] = [
        ...source.projects(companyId).map((p) => ({
          kind: 'project' as const,
          id: p.id,
          name: p.name,
          problemStatement: p.problemStatement,
          state: p.status,
          similarity: rate(p.name, p.problemStatement),
        })),
        ...[...proposals.values()]
          .filter(
            (p) =>
              p.companyId === companyId &&
              p.id !== excludeId &&
              p.state !== 'rejected' &&
              p.state !== 'merged',
          )
          .map((p) => ({
            kind: 'proposal' as const,
            id: p.id,
            name: p.name,
            problemStatement: p.problemStatement,
            state: p.state,
            similarity: rate(p.name, p.problemStatement),
          })),
      ];
      return items
        .filter((item) => item.similarity >= SIMILARITY_THRESHOLD)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, INTAKE_LIMITS.similar)
        .map((item) => ({ ...item, similarity: Math.round(item.similarity * 100) / 100 }));
    },

    settings,

    updateSettings(companyId: string, body: IntakeSettingsBody): IntakeSettings | Refusal {
      const problem = intakeSettingsProblem(body, (id) => source.memberName(id) !== undefined);
      if (problem) return { status: 400, message: problem };
      const approvers = body.approvers?.map((a) => ({
        userId: a.userId,
        name: source.memberName(a.userId)!,
        role: a.role.trim(),
      }));
      const before = settings(companyId);
      const { approvers: _a, ...rest } = body;
      const after: IntakeSettings = {
        ...before,
        ...rest,
        approvers: (approvers as IntakeSettings['approvers'] | undefined) ?? before.approvers,
        updatedAt: now(),
      };
      settingsOf.set(companyId, after);
      // As the BFF does: the open proposals are scored again, a changed score recorded.
      for (const p of [...proposals.values()]) {
        if (p.companyId !== companyId || DECIDED_PROPOSAL_STATES.includes(p.state)) continue;
        const { score, missing } = proposalScore(scoringOf(after), p.scoringInputs);
        const rescored = { ...p, score, scoreMissing: missing, scoringModel: after.scoringModel };
        if (score === p.score) proposals.set(p.id, rescored);
        else save(rescored);
      }
      return after;
    },
  };
}

export type ProposalBook = ReturnType<typeof createProposalBook>;

/** The list's filters of a request (the list and its CSV export take the same). */
function listQuery(url: string): ProposalListQuery {
  const search = new URL(url).searchParams;
  const state = asOneOf(PROPOSAL_STATES, search.get('state'));
  return { state, mine: search.get('mine') === 'true' };
}

/** The intake routes answered from `book`, typed by the contract. */
export function proposalHandlers(book: () => ProposalBook) {
  return [
    mockRoute(routes.listProposals, ({ params, request }) =>
      HttpResponse.json({ proposals: book().list(params.companyId, listQuery(request.url)) }),
    ),
    mockRoute(routes.exportProposals, ({ params, request }) => {
      const rows = book().list(params.companyId, listQuery(request.url));
      const columns = proposalCsvColumns(book().settings(params.companyId).questions);
      return csvOfColumns(columns, rows, proposalsFileName());
    }),
    mockRoute(routes.createProposal, async ({ params, request }) =>
      answerOf(book().create(params.companyId, await request.json()), 201),
    ),
    mockRoute(routes.listSimilarProposals, ({ params, request }) => {
      const search = new URL(request.url).searchParams;
      const q = search.get('q')?.trim();
      if (!q) return errorAnswer(400, INTAKE_MESSAGES.similarQuery);
      const excludeId = search.get('excludeId') ?? undefined;
      return HttpResponse.json({ items: book().similar(params.companyId, q, excludeId) });
    }),
    mockRoute(routes.getProposal, ({ params }) => answerOf(book().get(params.id))),
    mockRoute(routes.getProposalHistory, ({ params, request }) => {
      const page = book().history(params.id, historyQueryOf(request.url));
      return isRefusal(page)
        ? errorAnswer(page.status, page.message)
        : HttpResponse.json<HistoryPage>(page);
    }),
    mockRoute(routes.updateProposal, async ({ params, request }) =>
      answerOf(book().update(params.id, await request.json())),
    ),
    mockRoute(routes.approveProposal, async ({ params, request }) =>
      answerOf(book().approve(params.id, (await request.json()).note)),
    ),
    mockRoute(routes.rejectProposal, async ({ params, request }) =>
      answerOf(book().reject(params.id, (await request.json()).reason)),
    ),
    mockRoute(routes.getIntakeSettings, ({ params }) =>
      HttpResponse.json(book().settings(params.companyId)),
    ),
    mockRoute(routes.updateIntakeSettings, async ({ params, request }) => {
      const saved = book().updateSettings(params.companyId, await request.json());
      return isRefusal(saved)
        ? errorAnswer(saved.status, saved.message)
        : HttpResponse.json<IntakeSettings>(saved);
    }),
  ];
}
