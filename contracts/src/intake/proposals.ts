import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { PROJECT_BASICS, STORED_PROJECT_BASICS } from '../portfolio/projects';
import { INTAKE_TIERS } from './screening';
import { DEFAULT_INTAKE_APPROVAL_RULES } from './approval';
import { SCORING_MODELS, WEIGHTED_RATING, type ScoringSettings } from './scoring';

/**
 * Proposals before they are projects: the project's basic fields, the answers to the company's
 * intake questions and to the screening questions of the EU AI Act, a risk tier and a score
 * computed on entry by the contract's rules (`screeningTier`, `proposalScore`), and the approvals
 * the tier asks for (`approvalProgress`). An approved proposal becomes exactly one project.
 */

export const PROPOSAL_STATES = [
  'submitted',
  'in_review',
  'approved',
  'rejected',
  'merged',
] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];
export const PROPOSAL_STATE_LABELS: Record<ProposalState, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  merged: 'Merged',
};
/** The shell's address of a proposal: what its notices, e-mails and messages link to. */
export const proposalPath = (proposalId: string) => `/proposals/${proposalId}`;

/** The title of the link an approved proposal's project keeps back to it (its Links). */
export const PROPOSAL_LINK_TITLE = 'The proposal it was approved from';

/** The states in which a proposal is decided: it changes no more. */
export const DECIDED_PROPOSAL_STATES: readonly ProposalState[] = ['approved', 'rejected', 'merged'];

export const INTAKE_QUESTION_KINDS = ['text', 'choice', 'number', 'yes_no'] as const;
export type IntakeQuestionKind = (typeof INTAKE_QUESTION_KINDS)[number];

export const INTAKE_LIMITS = {
  questions: 50,
  questionId: 64,
  label: 300,
  help: 1000,
  choices: 30,
  choice: 200,
  answerText: 4000,
  criteria: 20,
  approvers: 50,
  role: 100,
  note: 4000,
  similarQuery: 500,
  similar: 10,
} as const;

/** What the BFF answers when a proposal or the settings cannot be written (the mocks too). */
export const INTAKE_MESSAGES = {
  notFound: 'Proposal not found',
  decided: 'This proposal is decided already (approved, rejected or merged): it changes no more',
  alreadyApproved: 'You have approved this proposal already: another approver is needed',
  personApproves: 'A person approves a proposal: an API token cannot',
  rejectBy: 'Only an admin of the company or a named approver can reject a proposal',
  mergeTarget: 'Merge into one of the company’s projects, or another open proposal of it',
  mergeSelf: 'A proposal cannot be merged into itself',
  approverNotMember: 'Each approver must be a member of the company',
  approverOnce: 'Each approver is named once, with the one role they approve for',
  mergeAlone: 'Merge a proposal on its own, without other changes',
  similarQuery: 'Give a name or a problem statement to compare',
  duplicateKey: 'Each question and criterion needs a key of its own',
  choicesNeeded: 'A choice question needs at least one choice',
  unknownQuestion: 'is not a question of the intake form',
  unknownScreening: 'is not a screening question',
  unknownCriterion: 'is not an input of the scoring model',
} as const;

/** A short key, as answers and scoring inputs are stored under. */
const KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_-]*$';
const Key = (label: string) =>
  Type.labelled(
    label,
    Type.String({
      pattern: KEY_PATTERN,
      maxLength: INTAKE_LIMITS.questionId,
      errorMessage: `${label} must start with a letter and hold only letters, digits, - and _`,
    }),
  );

/** A question of the company's intake form; the form asks them in the order of the list. */
export const IntakeQuestion = Type.StrictObject({
  id: Key('Question key'),
  label: Type.RequiredField('Question', INTAKE_LIMITS.label, 'Write the question'),
  help: Type.Optional(Type.labelled('Help', Type.String({ maxLength: INTAKE_LIMITS.help }))),
  kind: Type.labelled('Kind of answer', Type.StringEnum(INTAKE_QUESTION_KINDS)),
  required: Type.labelled('Required', Type.Boolean()),
  choices: Type.Optional(
    Type.labelled(
      'Choices',
      Type.Array(Type.String({ minLength: 1, maxLength: INTAKE_LIMITS.choice }), {
        maxItems: INTAKE_LIMITS.choices,
        uniqueItems: true,
      }),
    ),
  ),
});
export type IntakeQuestion = Static<typeof IntakeQuestion>;

/** A criterion of a company's own weighted model, rated 0–10 on each proposal. */
export const IntakeCriterion = Type.StrictObject({
  id: Key('Criterion key'),
  label: Type.RequiredField('Criterion', INTAKE_LIMITS.label, 'Name the criterion'),
  help: Type.Optional(Type.labelled('Help', Type.String({ maxLength: INTAKE_LIMITS.help }))),
  weight: Type.labelled('Weight', Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
  lowerIsBetter: Type.Optional(Type.labelled('Lower is better', Type.Boolean())),
});
export type IntakeCriterion = Static<typeof IntakeCriterion>;

const TierRule = Type.StrictObject({
  approvals: Type.labelled('Approvals needed', Type.Integer({ minimum: 1, maximum: 5 })),
  from: Type.labelled('Approved by', Type.StringEnum(['admins', 'approvers'] as const)),
  distinctRoles: Type.labelled('Of different roles', Type.Boolean()),
});

/** Who must approve, per tier (a prohibited proposal is never approved). */
export const IntakeApprovalRulesSchema = Type.StrictObject({
  minimal: TierRule,
  limited: TierRule,
  high: TierRule,
  unknown: TierRule,
});

const ApproverInput = Type.StrictObject({
  userId: Type.labelled('Approver', Type.Uuid({ description: 'A member of the company' })),
  role: Type.RequiredField('Role', INTAKE_LIMITS.role, 'Say which role the approver speaks for'),
});

/** GET /api/companies/{companyId}/intake-settings. */
export const IntakeSettings = Type.Object({
  companyId: Type.Uuid(),
  questions: Type.Array(IntakeQuestion, { description: 'In the order the form asks them' }),
  scoringModel: Type.StringEnum(SCORING_MODELS),
  criteria: Type.Array(IntakeCriterion, { description: 'The weighted model’s criteria' }),
  approvalRules: IntakeApprovalRulesSchema,
  approvers: Type.Array(
    Type.Object({ userId: Type.Uuid(), name: Type.String(), role: Type.String() }),
  ),
  updatedAt: Type.Nullable(Type.Timestamp),
});
export type IntakeSettings = Static<typeof IntakeSettings>;

/** A company's intake settings until an admin saves its own. */
export const DEFAULT_INTAKE_SETTINGS: Omit<IntakeSettings, 'companyId' | 'updatedAt'> = {
  questions: [],
  scoringModel: 'wsjf',
  criteria: [],
  approvalRules: DEFAULT_INTAKE_APPROVAL_RULES,
  approvers: [],
};

/** The settings' scoring model as the scoring functions take it. */
export const scoringOf = (
  settings: Pick<IntakeSettings, 'scoringModel' | 'criteria'>,
): ScoringSettings => ({
  model: settings.scoringModel,
  criteria: settings.criteria.map((c) => ({
    id: c.id,
    label: c.label,
    help: c.help ?? '',
    ...WEIGHTED_RATING,
    weight: c.weight,
    lowerIsBetter: c.lowerIsBetter ?? false,
  })),
});

/** PUT /api/companies/{companyId}/intake-settings: the parts to change. */
export const IntakeSettingsBody = Type.StrictObject(
  {
    questions: Type.Optional(
      Type.labelled('Questions', Type.Array(IntakeQuestion, { maxItems: INTAKE_LIMITS.questions })),
    ),
    scoringModel: Type.Optional(Type.labelled('Scoring model', Type.StringEnum(SCORING_MODELS))),
    criteria: Type.Optional(
      Type.labelled('Criteria', Type.Array(IntakeCriterion, { maxItems: INTAKE_LIMITS.criteria })),
    ),
    approvalRules: Type.Optional(Type.labelled('Approval rules', IntakeApprovalRulesSchema)),
    approvers: Type.Optional(
      Type.labelled('Approvers', Type.Array(ApproverInput, { maxItems: INTAKE_LIMITS.approvers })),
    ),
  },
  { minProperties: 1, errorMessage: 'Send at least one setting to change' },
);
export type IntakeSettingsBody = Static<typeof IntakeSettingsBody>;

const AnswerValue = Type.Union([
  Type.String({ maxLength: INTAKE_LIMITS.answerText }),
  Type.Number(),
  Type.Boolean(),
]);

const proposalFields = {
  ...PROJECT_BASICS,
  expectedReturn: Type.labelled('Expected Return', Type.Nullable(Type.Money)),
  initialCosts: Type.labelled('Initial Costs', Type.Nullable(Type.Money)),
  runningCosts: Type.labelled('Running Costs', Type.Nullable(Type.Money)),
  answers: Type.labelled(
    'Intake answers',
    Type.Record(Type.String({ pattern: KEY_PATTERN }), AnswerValue, {
      description: 'Answers to the intake questions, by question key',
    }),
  ),
  screening: Type.labelled(
    'Screening answers',
    Type.Record(Type.String({ maxLength: 100 }), Type.Boolean(), {
      description: 'Answers to the EU AI Act screening questions, by question id',
    }),
  ),
  scoringInputs: Type.labelled(
    'Scoring inputs',
    Type.Record(Type.String({ pattern: KEY_PATTERN }), Type.Number(), {
      description: 'The inputs of the company’s scoring model, by criterion id',
    }),
  ),
};

/** POST /api/companies/{companyId}/proposals. */
export const ProposalCreateBody = Type.CreateBody(proposalFields, [
  'expectedReturn',
  'initialCosts',
  'runningCosts',
  'answers',
  'screening',
  'scoringInputs',
]);
export type ProposalCreateBody = Static<typeof ProposalCreateBody>;

/**
 * PUT /api/proposals/{id}: the fields to change (answers, screening and inputs replace the
 * stored ones), or `mergeInto` a project or another proposal of the company.
 */
export const ProposalUpdateBody = Type.UpdateBodyWith(proposalFields, {
  mergeInto: Type.Optional(
    Type.labelled(
      'Merge into',
      Type.StrictObject({
        kind: Type.StringEnum(['project', 'proposal'] as const),
        id: Type.Uuid(),
      }),
    ),
  ),
});
export type ProposalUpdateBody = Static<typeof ProposalUpdateBody>;

/** POST /api/proposals/{id}/approve. */
export const ProposalApproveBody = Type.StrictObject({
  note: Type.Optional(Type.labelled('Note', Type.String({ maxLength: INTAKE_LIMITS.note }))),
});
export type ProposalApproveBody = Static<typeof ProposalApproveBody>;

/** POST /api/proposals/{id}/reject. */
export const ProposalRejectBody = Type.StrictObject({
  reason: Type.RequiredField(
    'Reason',
    INTAKE_LIMITS.note,
    'Say why the proposal is rejected: the submitter reads it',
  ),
});
export type ProposalRejectBody = Static<typeof ProposalRejectBody>;

const Person = Type.Object({ id: Type.Uuid(), name: Type.String() });

export const ProposalApproval = Type.Object({
  approver: Person,
  role: Type.String({ description: 'The role they approved for (admin, or their named role)' }),
  note: Type.Nullable(Type.String()),
  approvedAt: Type.Timestamp,
});
export type ProposalApproval = Static<typeof ProposalApproval>;

export const Proposal = Type.Object({
  ...STORED_PROJECT_BASICS,
  expectedReturn: Type.Nullable(Type.String()),
  initialCosts: Type.Nullable(Type.String()),
  runningCosts: Type.Nullable(Type.String()),
  answers: Type.Record(Type.String(), AnswerValue),
  screening: Type.Record(Type.String(), Type.Boolean()),
  tier: Type.StringEnum(INTAKE_TIERS),
  tierReasons: Type.Array(Type.Object({ text: Type.String(), article: Type.String() })),
  scoringModel: Type.StringEnum(SCORING_MODELS, {
    description: 'The model the score was computed by',
  }),
  scoringInputs: Type.Record(Type.String(), Type.Number()),
  score: Type.Nullable(
    Type.Number({ description: 'Null until every input is given and in range' }),
  ),
  scoreMissing: Type.Array(Type.String(), { description: 'Labels of the inputs not given yet' }),
  state: Type.StringEnum(PROPOSAL_STATES),
  submittedBy: Type.Nullable(Person),
  approvals: Type.Array(ProposalApproval),
  approval: Type.Object({
    complete: Type.Boolean(),
    counted: Type.Integer(),
    needed: Type.Integer(),
    waitingFor: Type.Nullable(Type.String()),
  }),
  rejectionReason: Type.Nullable(Type.String()),
  projectId: Type.Nullable(Type.Uuid({ description: 'The project its approval made' })),
  mergedInto: Type.Nullable(
    Type.Object(
      {
        kind: Type.StringEnum(['project', 'proposal'] as const),
        id: Type.Uuid(),
        name: Type.String(),
      },
      { description: 'The project or proposal it was merged into' },
    ),
  ),
  decidedAt: Type.Nullable(Type.Timestamp),
  ...Type.Timestamps,
});
export type Proposal = Static<typeof Proposal>;

/** GET /api/companies/{companyId}/proposals. */
export const ProposalListQuery = Type.StrictObject({
  state: Type.Optional(Type.StringEnum(PROPOSAL_STATES)),
  mine: Type.Optional(Type.Boolean({ description: 'Only the proposals the caller submitted' })),
});
export type ProposalListQuery = Static<typeof ProposalListQuery>;

export const ProposalList = Type.Object({
  proposals: Type.Array(Proposal, {
    description: 'The highest score first (unscored last), then the newest',
  }),
});
export type ProposalList = Static<typeof ProposalList>;

/** GET /api/companies/{companyId}/proposals/similar. */
export const SimilarProposalsQuery = Type.StrictObject({
  q: Type.RequiredField('Search', INTAKE_LIMITS.similarQuery, INTAKE_MESSAGES.similarQuery),
  excludeId: Type.Optional(
    Type.Uuid({ description: 'A proposal to leave out (the one being edited)' }),
  ),
});
export type SimilarProposalsQuery = Static<typeof SimilarProposalsQuery>;

export const SimilarItem = Type.Object({
  kind: Type.StringEnum(['project', 'proposal'] as const),
  id: Type.Uuid(),
  name: Type.String(),
  problemStatement: Type.String(),
  state: Type.String({ description: "A project's status or a proposal's state" }),
  similarity: Type.Number({ description: 'pg_trgm similarity, 0–1' }),
});
export type SimilarItem = Static<typeof SimilarItem>;

export const SimilarProposals = Type.Object({
  items: Type.Array(SimilarItem, { description: 'The most similar first' }),
});
export type SimilarProposals = Static<typeof SimilarProposals>;

/** How alike a name or problem statement must be to be offered as a possible duplicate. */
export const SIMILARITY_THRESHOLD = 0.3;
