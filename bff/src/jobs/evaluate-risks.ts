import type { AuditEntity } from '@portfolio/contracts';
import { evaluateAllProjects, evaluateProjects } from '../services/risks.ts';
import type { JobDefinition } from './jobs.ts';
import type { HistoryConsumer } from './process-history.ts';

/** The kinds of change a rule reads; risk events themselves are left alone (no loops). */
const READ_BY_RULES: ReadonlySet<AuditEntity> = new Set([
  'project',
  'project_llm_model',
  'llm_model',
  'spend_entry',
  'budget_plan_month',
]);

/**
 * Re-evaluates the rules over every project a batch of history touched: the project changed,
 * one of its model links, spend entries or planned months did, or a model it uses did (a deleted model's links are events of
 * their own, naming their projects).
 */
export const riskEvaluation: HistoryConsumer = {
  name: 'risk-evaluation',
  async handle({ trx, events }) {
    const touched = new Map<string, Set<string>>();
    const models = new Map<string, Set<string>>();
    const add = (map: Map<string, Set<string>>, companyId: string, id: string) => {
      if (!map.has(companyId)) map.set(companyId, new Set());
      map.get(companyId)!.add(id);
    };
    for (const event of events) {
      if (!READ_BY_RULES.has(event.entity)) continue;
      if (event.entity === 'llm_model') add(models, event.companyId, event.entityId);
      else if (event.projectId) add(touched, event.companyId, event.projectId);
    }
    for (const [companyId, ids] of models) {
      const linked = (await trx('projectLlmModels')
        .whereIn('llmModelId', [...ids])
        .distinct('projectId')) as Array<{ projectId: string }>;
      for (const { projectId } of linked) add(touched, companyId, projectId);
    }
    for (const [companyId, ids] of touched) {
      await evaluateProjects({ db: trx }, companyId, [...ids]);
    }
  },
};

/** Every night at 02:00 UTC: the rules that depend on time (a review stalled for 30 days). */
export const evaluateRisksJob: JobDefinition = {
  name: 'evaluate-risks',
  schedule: '0 2 * * *',
  async run({ db, logger }) {
    const evaluated = await evaluateAllProjects(db);
    logger.info({ evaluated }, 'risks evaluated');
  },
};
