import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { COMPLIANCE_STATUSES } from '../portfolio/project-statuses';
import { AI_ACT_RISK_CLASSES } from './ai-act/classify';
import {
  AI_ACT_QUESTIONS,
  AI_ACT_QUESTION_GROUPS,
  AI_ACT_QUESTION_GROUP_LABELS,
  AI_ACT_ROLES,
  AI_ACT_ROLE_LABELS,
  TRANSPARENCY_TRIGGERS,
  isAiActQuestionId,
} from './ai-act/questions';
import { AI_ACT_OBLIGATION_STATUSES } from './ai-act/status';
import { ObligationControl } from './controls/api';

/**
 * A project's EU AI Act record: its assessment (roles and questionnaire answers, from which the
 * class follows, `compliance/ai-act/classify.ts`) and the obligations stored from it
 * (`compliance/ai-act/obligations.ts`), each with an owner, a status and notes.
 */

export const AI_ACT_LIMITS = { notes: 4000, reason: 1000 } as const;

/** GET /api/ai-act/questions: the questionnaire, as the form asks it. */
export const AiActQuestionnaire = Type.Object({
  roles: Type.Array(Type.Object({ id: Type.StringEnum(AI_ACT_ROLES), label: Type.String() })),
  groups: Type.Array(
    Type.Object({ id: Type.StringEnum(AI_ACT_QUESTION_GROUPS), label: Type.String() }),
  ),
  questions: Type.Array(
    Type.Object({
      id: Type.String({ description: 'Stable: answers are stored under it' }),
      group: Type.StringEnum(AI_ACT_QUESTION_GROUPS),
      text: Type.String({ description: 'The question, answered yes or no' }),
      article: Type.String({ description: 'Where the Act says it, e.g. "Annex III point 5(b)"' }),
      area: Type.Optional(Type.Integer({ description: 'The Annex III area (1–8)' })),
    }),
    { description: 'In the order they are asked' },
  ),
});
export type AiActQuestionnaire = Static<typeof AiActQuestionnaire>;

/**
 * The questionnaire as data: the same for everyone, built once (its calls marked pure: a page that
 * does not read it does not ship it).
 */
export const AI_ACT_QUESTIONNAIRE: AiActQuestionnaire = {
  roles: /* @__PURE__ */ AI_ACT_ROLES.map((id) => ({ id, label: AI_ACT_ROLE_LABELS[id] })),
  groups: /* @__PURE__ */ AI_ACT_QUESTION_GROUPS.map((id) => ({
    id,
    label: AI_ACT_QUESTION_GROUP_LABELS[id],
  })),
  questions: /* @__PURE__ */ AI_ACT_QUESTIONS.map(({ id, group, text, article, area }) => ({
    id,
    group,
    text,
    article,
    ...(area === undefined ? {} : { area }),
  })),
};

export const AI_ACT_ROLES_MESSAGE =
  'Choose at least one role: provider, deployer, importer or distributor';

export const AiActAssessmentBody = Type.StrictObject({
  roles: Type.labelled(
    'Roles',
    Type.Array(Type.StringEnum(AI_ACT_ROLES), {
      minItems: 1,
      maxItems: AI_ACT_ROLES.length,
      uniqueItems: true,
      errorMessage: AI_ACT_ROLES_MESSAGE,
    }),
  ),
  answers: Type.labelled(
    'Answers',
    Type.Record(Type.String(), Type.Boolean(), {
      maxProperties: AI_ACT_QUESTIONS.length,
      description: 'Yes (true) or no (false) by question id; a question left out counts as no',
      errorMessage: 'Answers must be yes (true) or no (false) for each question id',
    }),
  ),
});
export type AiActAssessmentBody = Static<typeof AiActAssessmentBody>;

/** The question ids of `answers` the questionnaire does not ask. */
export const unknownAiActAnswers = (answers: Record<string, unknown>): string[] =>
  Object.keys(answers).filter((id) => !isAiActQuestionId(id));

/** The 400 of answers to questions the questionnaire does not ask. */
export const unknownAiActAnswersMessage = (ids: readonly string[]) =>
  `${ids.length === 1 ? 'This is not a question' : 'These are not questions'} of the EU AI Act questionnaire: ${ids.join(', ')}`;

const Reason = Type.Object({ text: Type.String(), article: Type.String() });

export const AiActAssessment = Type.Object({
  projectId: Type.Uuid(),
  companyId: Type.Uuid(),
  roles: Type.Array(Type.StringEnum(AI_ACT_ROLES)),
  answers: Type.Record(Type.String(), Type.Boolean()),
  riskClass: Type.StringEnum(AI_ACT_RISK_CLASSES),
  reasons: Type.Array(Reason, { description: 'Why, in plain words, with the article' }),
  gpai: Type.Boolean({ description: 'A general-purpose AI model' }),
  annex: Type.Nullable(
    Type.StringEnum(['I', 'III'] as const, { description: 'What makes it high-risk' }),
  ),
  transparency: Type.Array(Type.StringEnum(TRANSPARENCY_TRIGGERS)),
  prohibition: Type.Nullable(
    Type.Object({ text: Type.String(), article: Type.String(), since: Type.CalendarDate() }),
  ),
  assessedAt: Type.Timestamp,
  assessedBy: Type.Nullable(Type.Object({ id: Type.Uuid(), name: Type.String() })),
  needsReview: Type.Boolean({
    description:
      "The project's problem statement or jobs to be done changed after the assessment, or an incident happened on a high-risk system since: revisit it",
  }),
  euAiActStatus: Type.StringEnum(COMPLIANCE_STATUSES, {
    description: "The project's EU AI Act status, as it follows from its obligations",
  }),
  euAiActStatusReason: Type.String({ description: 'Why the status is what it is' }),
});
export type AiActAssessment = Static<typeof AiActAssessment>;

export const AiActObligationItem = Type.Object({
  id: Type.Uuid({ description: 'The stored obligation (evidence attaches to it)' }),
  companyId: Type.Uuid(),
  projectId: Type.Uuid(),
  obligationId: Type.String({ description: 'The obligation of the Act it stands for' }),
  article: Type.String(),
  title: Type.String(),
  done: Type.String({ description: 'What counts as done' }),
  condition: Type.Nullable(Type.String({ description: 'A condition for the owner to confirm' })),
  dueDate: Type.CalendarDate('The day it applies from, by the table of application dates'),
  status: Type.StringEnum(AI_ACT_OBLIGATION_STATUSES),
  notApplicableReason: Type.Nullable(Type.String()),
  owner: Type.Nullable(Type.Object({ id: Type.Uuid(), name: Type.String() })),
  notes: Type.Nullable(Type.String()),
  overdue: Type.Boolean({ description: 'Due date passed, neither done nor not applicable' }),
  updatedAt: Type.Timestamp,
  satisfiedBy: Type.Optional(
    Type.Array(ObligationControl, {
      description:
        "The company's controls linked to this obligation that have evidence, with it (expired pieces marked): evidence attached once to a control counts for every project. Always given by the obligation lists",
    }),
  ),
});
export type AiActObligationItem = Static<typeof AiActObligationItem>;

export const NOT_APPLICABLE_REASON_MESSAGE =
  'Say why the obligation does not apply before marking it not applicable';
export const OBLIGATION_OWNER_MESSAGE = 'The owner must be a member of the company';

export const AiActObligationUpdateBody = Type.StrictObject(
  {
    status: Type.Optional(Type.labelled('Status', Type.StringEnum(AI_ACT_OBLIGATION_STATUSES))),
    ownerId: Type.Optional(Type.labelled('Owner', Type.Nullable(Type.Uuid()))),
    notes: Type.Optional(
      Type.labelled('Notes', Type.Nullable(Type.String({ maxLength: AI_ACT_LIMITS.notes }))),
    ),
    notApplicableReason: Type.Optional(
      Type.labelled(
        'Reason it does not apply',
        Type.Nullable(Type.String({ maxLength: AI_ACT_LIMITS.reason })),
      ),
    ),
  },
  { minProperties: 1 },
);
export type AiActObligationUpdateBody = Static<typeof AiActObligationUpdateBody>;
