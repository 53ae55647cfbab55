import { randomUUID } from 'node:crypto';
import {
  AI_ACT_QUESTIONS,
  AI_ACT_SUGGESTION_ERROR_CODES as CODES,
  endpointRequiredMessage,
  llmEndpointOf,
  NOTHING_TO_READ_MESSAGE,
  SUGGESTIONS_DISABLED_MESSAGE,
  type AiActSuggestions,
  notFoundMessage,
} from '@portfolio/contracts';
import type { DepsOf } from '../../app-deps.ts';
import { write, type Actor } from '../../audit/unit-of-work.ts';
import { ForbiddenError, HttpError, InputError, NotFoundError } from '../../errors.ts';
import { askForJson, LlmCallError } from '../../llm/index.ts';
import {
  ANSWER_SCHEMA,
  annexIIIAreaOf,
  readModelAnswer,
  suggestionsOf,
  SYSTEM_PROMPT,
  userPrompt,
} from '../../llm/ai-act-answer.ts';
import { LlmModel } from '../../models/llm-model.ts';
import type { Project } from '../../models/project.ts';
import { KEY_UNREADABLE_MESSAGE } from './llm-models.ts';
import { decryptSecret, SecretDecryptionError } from '../access/secrets.ts';

/**
 * Asks one of the company's models to suggest a project's EU AI Act answers. Nothing is stored
 * as an answer: the suggestions go back to the person, who accepts them one by one. What was
 * sent to whom and what came back (or why nothing usable did) is kept in the project's history,
 * once the project's text has left for the vendor.
 */
export async function suggestAiActAnswers(
  deps: DepsOf<'db', 'secretsKey' | 'llmTimeoutSeconds' | 'llmAllowPrivate'>,
  actor: Actor,
  project: Project,
  llmModelId: string,
): Promise<AiActSuggestions> {
  const model = await LlmModel.query(deps.db).findOne({
    id: llmModelId,
    companyId: project.companyId,
  });
  if (!model) throw new NotFoundError(notFoundMessage('llm_model'));
  if (!model.suggestionsEnabled) {
    throw new ForbiddenError(SUGGESTIONS_DISABLED_MESSAGE, { code: CODES.disabled });
  }
  const text = `${project.problemStatement}${project.jobsToBeDone ?? ''}`;
  if (!text.trim()) throw new InputError(NOTHING_TO_READ_MESSAGE, { code: CODES.nothingToRead });
  const baseUrl = llmEndpointOf(model);
  if (!baseUrl) {
    throw new InputError(endpointRequiredMessage(model.vendor), { code: CODES.endpoint });
  }
  if (!URL.canParse(baseUrl)) {
    throw new InputError(`The endpoint URL of ${model.name} is not a valid web address`, {
      code: CODES.endpoint,
    });
  }
  let apiKey: string;
  try {
    apiKey = decryptSecret(model.apiKey, deps.config.secretsKey);
  } catch (error) {
    if (!(error instanceof SecretDecryptionError)) throw error;
    throw new HttpError(400, KEY_UNREADABLE_MESSAGE, CODES.keyUnreadable, { cause: error });
  }

  const id = randomUUID();
  const sent = {
    llmModelName: model.name,
    vendor: model.vendor,
    endpoint: new URL(baseUrl).host,
    request: `Problem statement and jobs to be done of ${project.name} (${text.length} characters)`,
  };
  const remember = (fields: Record<string, unknown>) =>
    write(deps, actor, (uow) =>
      uow.record({
        entity: 'ai_act_suggestion',
        id,
        action: 'created',
        companyId: project.companyId,
        projectId: project.id,
        label: model.name,
        after: { ...sent, ...fields },
      }),
    );

  let answer;
  try {
    const json = await askForJson(
      {
        vendor: model.vendor,
        baseUrl,
        apiKey,
        model: model.vendorModel ?? model.name,
        system: SYSTEM_PROMPT,
        user: userPrompt(project),
        schema: ANSWER_SCHEMA,
      },
      {
        timeoutMs: deps.config.llmTimeoutSeconds * 1000,
        allowPrivate: deps.config.llmAllowPrivate,
      },
    );
    answer = readModelAnswer(model.vendor, json);
  } catch (error) {
    // A refused address never connected: the text did not leave, so there is nothing to keep.
    if (error instanceof LlmCallError && error.code !== CODES.endpoint) {
      await remember({ outcome: error.message });
    }
    throw error;
  }

  const suggestions = suggestionsOf(answer);
  const yes = new Set(suggestions.filter((s) => s.answer).map((s) => s.questionId));
  await remember({
    outcome: `${yes.size} of ${suggestions.length} questions suggested yes`,
    suggestedYes: AI_ACT_QUESTIONS.filter((q) => yes.has(q.id)).map((q) => q.article),
    rationale: answer.rationale,
  });
  return {
    id,
    projectId: project.id,
    llmModel: { id: model.id, name: model.name, vendor: model.vendor },
    annexIIIArea: annexIIIAreaOf(answer),
    rationale: answer.rationale,
    suggestions,
    suggestedAt: new Date().toISOString(),
  };
}
