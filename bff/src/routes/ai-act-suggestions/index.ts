import { bySignedInUser, formatWait, rateLimit } from '../../middleware/rate-limit.ts';
import { suggestAiActAnswers } from '../../services/compliance/ai-act-suggestions.ts';
import { contractRoute, type Registration } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';
import { HOUR_MS } from '@portfolio/contracts';

/** Each request is paid for at the vendor: a person asks at most this often. */
export const AI_ACT_SUGGEST_RATE_LIMIT = { windowMs: HOUR_MS, max: 30 } as const;

/** A company model suggests the project's EU AI Act answers; nothing is applied. */
export const suggestAiActAssessmentRoute = contractRoute('suggestAiActAssessment', {
  row: projectOfPath,
  before: () => [
    rateLimit({
      ...AI_ACT_SUGGEST_RATE_LIMIT,
      name: 'ai-act-suggest:user',
      key: bySignedInUser,
      message: (seconds) =>
        `Too many suggestion requests. Please try again in ${formatWait(seconds)}.`,
    }),
  ],
  handle: ({ row, body, actor, deps }) => suggestAiActAnswers(deps, actor, row, body.llmModelId),
});

export const aiActSuggestionRoutes: Registration[] = [suggestAiActAssessmentRoute];
