import type { Knex } from 'knex';
import { savedFriaParts, type FriaPrefill, type ProjectFriaBody } from '@portfolio/contracts';
import { Project } from '../../models/project.ts';
import { readProjectFria } from '../../services/compliance/fria.ts';

/** The demo project that owes a fundamental rights impact assessment (see demo-ai-act.ts). */
export const DEMO_FRIA_PROJECT = 'B2B Credit Risk Scoring';

/**
 * The draft's parts: two kept as the records pre-fill them, two written by the credit team, and
 * two still blank, so the FRIA card shows each kind of part and why it cannot be approved yet.
 */
const draftOf = (prefill: FriaPrefill): ProjectFriaBody => ({
  processes: prefill.processes?.text ?? '',
  period: '',
  affected:
    'Sole traders and the partners of small partnerships who hold or ask for trade credit with us, about 1,200 of our 3,600 business accounts: the score reads their own credit files. A lower score can cut their credit limit or shorten their payment terms, which can strain a small business that depends on them.',
  risks:
    "Unfair refusals: the bureau's data can stand in for age or postcode, and owners with thin or recent credit files may score lower without cause (the bureau's instructions for use name thin files as a known limit). Wrong or outdated records lowering a score, with the customer unable to tell why their limit changed. Credit controllers confirming proposed limits without reading the reasons.",
  oversight: prefill.oversight?.text ?? '',
  measures: '',
});

/**
 * Saves the draft FRIA of DEMO_FRIA_PROJECT when it owes one and has none, as the FRIA's save
 * keeps it: the parts trimmed, each with its source from what the records pre-fill, read as the
 * product reads them. Not approved, so the project cannot be moved to Active yet. Written
 * without history, as the rest of the demo. Returns how many FRIAs it added.
 */
export async function ensureFrias(
  trx: Knex.Transaction,
  companyId: string,
  projectIds: string[],
): Promise<number> {
  const project = await Project.query(trx)
    .whereIn('id', projectIds)
    .findOne({ companyId, name: DEMO_FRIA_PROJECT });
  if (!project) return 0;
  const { row, requirement, prefill } = await readProjectFria(trx, project);
  if (row || !requirement.required) return 0;
  const { texts, sources } = savedFriaParts(draftOf(prefill), prefill, null);
  await trx('project_frias').insert({
    companyId,
    projectId: project.id,
    ...texts,
    // As text: the embedded PGlite client does not turn an object into JSON as pg does.
    sources: JSON.stringify(sources),
  });
  return 1;
}
