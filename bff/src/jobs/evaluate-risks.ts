import { AUDIT_ENTITIES, ENTITIES, monthOf, type AuditEntity } from '@portfolio/contracts';
import { projectsSharingPeople } from '../services/plan/capacity.ts';
import { refreshEuAiActStatuses } from '../services/compliance/ai-act.ts';
import { evaluateAllProjects, evaluateProjects } from '../services/compliance/risks.ts';
import type { JobDefinition } from './jobs.ts';
import type { HistoryConsumer, HistoryEvent } from './process-history.ts';

/** The kinds of change a rule reads (`readByRules` of the registry); never risks (no loops). */
const READ_BY_RULES: ReadonlySet<AuditEntity> = new Set(
  AUDIT_ENTITIES.filter((entity) => ENTITIES[entity].readByRules),
);

/** The fields of a project that the projects depending on it read (`dependency-late`). */
const READ_BY_DEPENDENTS = ['targetDate', 'status'];

/** Whether a project's event changes what the projects depending on it are evaluated with. */
const concernsDependents = (event: HistoryEvent) =>
  event.entity === 'project' &&
  (event.action !== 'updated' || READ_BY_DEPENDENTS.some((field) => field in event.changes));

/**
 * Re-evaluates the rules over every project a batch of history touched: the project changed,
 * one of its model links, milestones, dependencies, baseline, spend entries, planned months
 * or months of realised benefit did, or its DORA record did, or a model it uses did, its
 * deprecation date included (a deleted model's links are events of their own, naming their
 * projects), or evidence on a control did (every project with an obligation, which it may
 * satisfy). When a project's target date or status changes (or it is archived, restored or
 * deleted), the projects that depend on it are evaluated too. A person's over-allocation is a
 * sum over projects, so a change of allocations, of a person, or a project archived or restored
 * also touches every project that shares a person with it, and those whose `over-allocated`
 * risk is unresolved.
 */
export const riskEvaluation: HistoryConsumer = {
  name: 'risk-evaluation',
  async handle({ trx, events }) {
    const touched = new Map<string, Set<string>>();
    const models = new Map<string, Set<string>>();
    const awaited = new Map<string, Set<string>>();
    // Evidence on a control (no project) counts for every obligation of the company it links to.
    const controlEvidence = new Set<string>();
    const shared = new Map<string, { projectIds: Set<string>; personIds: Set<string> }>();
    const share = (companyId: string) => {
      if (!shared.has(companyId)) {
        shared.set(companyId, { projectIds: new Set(), personIds: new Set() });
      }
      return shared.get(companyId)!;
    };
    const add = (map: Map<string, Set<string>>, companyId: string, id: string) => {
      if (!map.has(companyId)) map.set(companyId, new Set());
      map.get(companyId)!.add(id);
    };
    for (const event of events) {
      if (!READ_BY_RULES.has(event.entity)) continue;
      if (event.entity === 'llm_model') add(models, event.companyId, event.entityId);
      else if (event.entity === 'person') share(event.companyId).personIds.add(event.entityId);
      else if (event.entity === 'obligation_evidence' && !event.projectId) {
        controlEvidence.add(event.companyId);
      } else if (event.projectId) add(touched, event.companyId, event.projectId);
      if (concernsDependents(event)) add(awaited, event.companyId, event.entityId);
      if (
        event.projectId &&
        (event.entity === 'project_allocations' ||
          (event.entity === 'project' && ['archived', 'restored'].includes(event.action)))
      ) {
        share(event.companyId).projectIds.add(event.projectId);
      }
    }
    const month = monthOf(new Date());
    for (const [companyId, { projectIds, personIds }] of shared) {
      const ids = await projectsSharingPeople(
        trx,
        companyId,
        { projectIds: [...projectIds], personIds: [...personIds] },
        month,
      );
      for (const id of ids) add(touched, companyId, id);
    }
    for (const [companyId, ids] of awaited) {
      const dependents = (await trx('projectDependencies')
        .whereIn('dependsOnProjectId', [...ids])
        .distinct('projectId')) as Array<{ projectId: string }>;
      for (const { projectId } of dependents) add(touched, companyId, projectId);
    }
    for (const companyId of controlEvidence) {
      const assessed = (await trx('aiActObligations')
        .where({ companyId })
        .distinct('projectId')) as Array<{ projectId: string }>;
      for (const { projectId } of assessed) add(touched, companyId, projectId);
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

/**
 * Every night at 02:00 UTC: the rules that depend on time (a review stalled for 30 days, a
 * target date or a milestone passed), evaluated on that night's date.
 */
export const evaluateRisksJob: JobDefinition = {
  name: 'evaluate-risks',
  schedule: '0 2 * * *',
  async run({ db, logger }) {
    // First the EU AI Act statuses: a due date passed overnight makes a project non compliant.
    await refreshEuAiActStatuses(db);
    const evaluated = await evaluateAllProjects(db);
    logger.info({ evaluated }, 'risks evaluated');
  },
};
