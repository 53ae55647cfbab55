import type { Knex } from 'knex';

/**
 * Which of the projects are high-risk systems under the EU AI Act: the one place the GDPR
 * record's DPIA hint and the `model-deprecation` rule read it from. The Act's classification
 * (`GET/PUT /api/projects/{id}/ai-act-assessment`) is stored by its own table; until that table
 * is wired in here, no project counts as high-risk, and the hint and the rule follow the other
 * inputs alone.
 */
export async function aiActHighRiskOf(
  _db: Knex,
  _projectIds: readonly string[],
): Promise<ReadonlySet<string>> {
  return new Set();
}
