import type { Knex } from 'knex';

/**
 * Which of the projects are high-risk systems under the EU AI Act (their assessment's class,
 * `GET/PUT /api/projects/{id}/ai-act-assessment`): the one place the GDPR record's DPIA hint and
 * the `model-deprecation` rule read it from. A project without an assessment is not counted.
 */
export async function aiActHighRiskOf(
  db: Knex,
  projectIds: readonly string[],
): Promise<ReadonlySet<string>> {
  if (projectIds.length === 0) return new Set();
  const rows = (await db('aiActAssessments')
    .whereIn('projectId', projectIds)
    .where('riskClass', 'high_risk')
    .select('projectId')) as Array<{ projectId: string }>;
  return new Set(rows.map((row) => row.projectId));
}
