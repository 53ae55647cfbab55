import { AI_ACT_QUESTIONNAIRE } from '@portfolio/contracts';
import { write } from '../../audit/unit-of-work.ts';
import { AiActObligationRow } from '../../models/ai-act.ts';
import {
  findAssessment,
  listObligations,
  presentAssessment,
  readObligation,
  saveAssessment,
  updateObligation,
} from '../../services/compliance/ai-act.ts';
import { keepIncidentDeadlines } from '../../services/incidents/incidents.ts';
import { contractRoute, JsonText, type Registration } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';
import { withSatisfiedBy } from '../../services/compliance/frameworks/obligation-controls.ts';

const getAiActQuestions = contractRoute('getAiActQuestions', {
  async handle() {
    return AI_ACT_QUESTIONNAIRE;
  },
});

const getAiActAssessment = contractRoute('getAiActAssessment', {
  row: projectOfPath,
  async handle({ row, deps }) {
    const assessment = await findAssessment(deps.db, row.id);
    // `null` as JSON: an empty body would answer 204.
    return assessment ? presentAssessment(deps.db, assessment) : new JsonText<null>('null');
  },
});

const setAiActAssessment = contractRoute('setAiActAssessment', {
  row: projectOfPath,
  async handle({ row, body, userId, actor, deps }) {
    const saved = await write(deps, actor, async (uow) => {
      const assessment = await saveAssessment(
        uow,
        row,
        body,
        actor.type === 'user' ? userId : null,
      );
      // The assessment's role and class decide the EU AI Act clocks of the project's incidents.
      await keepIncidentDeadlines(uow.trx, { projectId: row.id }, new Date());
      return assessment;
    });
    return presentAssessment(deps.db, saved);
  },
});

const listProjectObligations = contractRoute('listProjectObligations', {
  row: projectOfPath,
  async handle({ row, deps }) {
    // Each with the company's controls that satisfy it and their evidence.
    return withSatisfiedBy(deps.db, row.companyId, await listObligations(deps.db, row.id));
  },
});

const updateObligationRoute = contractRoute('updateObligation', {
  row: { model: AiActObligationRow, param: 'id' },
  async handle({ row, body, actor, deps }) {
    const updated = await write(deps, actor, (uow) => updateObligation(uow, row, body));
    return readObligation(deps.db, updated);
  },
});

/** The EU AI Act: the questionnaire, a project's assessment and its obligations. */
export const aiActRoutes: Registration[] = [
  getAiActQuestions,
  getAiActAssessment,
  setAiActAssessment,
  listProjectObligations,
  updateObligationRoute,
];
