import { suggestAiActAnswers } from '../../services/ai-act-suggestions.ts';
import { contractRoute, type Registration } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

/** A company model suggests the project's EU AI Act answers; nothing is applied. */
export const suggestAiActAssessmentRoute = contractRoute('suggestAiActAssessment', {
  row: projectOfPath,
  handle: ({ row, body, actor, deps }) => suggestAiActAnswers(deps, actor, row, body.llmModelId),
});

export const aiActSuggestionRoutes: Registration[] = [suggestAiActAssessmentRoute];
