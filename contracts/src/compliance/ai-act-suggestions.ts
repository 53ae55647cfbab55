import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { ERROR_CODES } from '../errors';
import { isOneOf } from '../one-of';
import { AI_ACT_QUESTIONS, type AiActQuestion, type AiActQuestionGroup } from './ai-act/questions';

/**
 * A registered LLM model suggests a project's EU AI Act answers from its problem statement and
 * jobs to be done (`POST /api/projects/{id}/ai-act-assessment/suggest`). Nothing is stored as an
 * answer: the person accepts each suggestion, or not, in the questionnaire.
 */

/** The groups a model answers: the ones its text can tell (not the exceptions or Annex I). */
export const SUGGESTED_QUESTION_GROUPS = [
  'prohibited',
  'annex_iii',
  'transparency',
  'gpai',
] as const satisfies readonly AiActQuestionGroup[];

/** The questions a model answers, in questionnaire order: those of SUGGESTED_QUESTION_GROUPS. */
export const SUGGESTED_QUESTIONS: readonly AiActQuestion[] =
  /* @__PURE__ */ AI_ACT_QUESTIONS.filter((question) =>
    isOneOf(SUGGESTED_QUESTION_GROUPS, question.group),
  );

export const AiActSuggestBody = Type.StrictObject({
  llmModelId: Type.labelled('LLM Model', Type.Uuid({ errorMessage: 'Please select an LLM model' })),
});
export type AiActSuggestBody = Static<typeof AiActSuggestBody>;

export const AiActAnswerSuggestion = Type.Object({
  questionId: Type.String({ description: 'An id of AI_ACT_QUESTIONS' }),
  answer: Type.Boolean(),
  rationale: Type.String({ description: "Why, quoting the project's text where it can" }),
});
export type AiActAnswerSuggestion = Static<typeof AiActAnswerSuggestion>;

export const AiActSuggestions = Type.Object({
  id: Type.Uuid({ description: "The suggestion's entry in the project's history" }),
  projectId: Type.Uuid(),
  llmModel: Type.Object({ id: Type.Uuid(), name: Type.String(), vendor: Type.String() }),
  annexIIIArea: Type.Nullable(
    Type.Integer({ minimum: 1, maximum: 8, description: 'The Annex III point, or none' }),
  ),
  rationale: Type.String({ description: 'The overall reasoning, quoting the text' }),
  suggestions: Type.Array(AiActAnswerSuggestion, {
    description:
      'One per question of SUGGESTED_QUESTION_GROUPS, in questionnaire order: yes and no alike',
  }),
  suggestedAt: Type.Timestamp,
});
export type AiActSuggestions = Static<typeof AiActSuggestions>;

/** The `code` of each way asking a model can fail; none of them changes anything. */
export const AI_ACT_SUGGESTION_ERROR_CODES = {
  disabled: ERROR_CODES.suggestionsDisabled,
  nothingToRead: ERROR_CODES.nothingToRead,
  endpoint: ERROR_CODES.llmEndpoint,
  keyUnreadable: ERROR_CODES.secretUnreadable,
  unauthorized: ERROR_CODES.llmUnauthorized,
  rateLimited: ERROR_CODES.llmRateLimited,
  vendor: ERROR_CODES.llmVendorError,
  timeout: ERROR_CODES.llmTimeout,
  malformed: ERROR_CODES.llmMalformedAnswer,
} as const;

export const SUGGESTIONS_DISABLED_MESSAGE =
  'Suggestions are turned off for this model: an admin turns them on on the LLM page';
export const NOTHING_TO_READ_MESSAGE =
  'Add a problem statement or jobs to be done to the project first: the model reads them';

/** What the LLM page and the questionnaire say before a project's text leaves the product. */
export const suggestionNotice = (vendor: string, endpoint: string | undefined) =>
  `The project's problem statement and jobs to be done are sent to ${vendor}${
    endpoint ? ` (${hostOf(endpoint)})` : ''
  }.`;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};
