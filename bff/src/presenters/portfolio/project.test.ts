import { describe, expect, it } from 'vitest';
import { Project } from '../../models/project.ts';
import { createCompany, createProject } from '../../testing/factories.ts';
import { createTestDb } from '../../testing/db.ts';
import { openForTests } from '../../testing/open-for-tests.ts';
import { presentProject } from './project.ts';

describe('projects.api_json, written by the database with every row', () => {
  const testDb = openForTests(
    () => createTestDb(),
    (db) => db.destroy(),
  );

  /** The stored text beside what `presentProject` makes of the same row, read back. */
  async function storedAndPresented(id: string) {
    const project = await Project.query(testDb.knex).findById(id);
    const { apiJson } = (await testDb.knex('projects').where({ id }).first('api_json')) as {
      apiJson: string;
    };
    return { stored: apiJson, presented: JSON.stringify(presentProject(project!)) };
  }

  it('is byte for byte what presentProject gives, on insert, update and archive', async () => {
    const { company, owner } = await createCompany(testDb.knex);
    const plain = await createProject(testDb.knex, { companyId: company.id, createdBy: owner.id });
    const tricky = await createProject(testDb.knex, {
      companyId: company.id,
      createdBy: owner.id,
      name: 'Quotes " and \\ back\u2028slash',
      problemStatement: 'Line\nbreak\ttab \u0001\u001f control, Données – ünïcode 🚀',
      jobsToBeDone: 'Summarise </script> tickets',
      initialCosts: '1234.50',
      runningCosts: '0.05',
      expectedReturn: '9999999999999.99',
      roi: '-12.34',
      notes: '',
      status: 'active',
      euAiActStatus: 'in_review',
      startDate: '2028-02-29',
      targetDate: '2030-01-01',
    });
    for (const { id } of [plain, tricky]) {
      const { stored, presented } = await storedAndPresented(id);
      expect(stored).toBe(presented);
    }

    await Project.query(testDb.knex)
      .findById(tricky.id)
      .patch({ name: 'Renamed', roi: null, archivedAt: new Date('2026-11-24T10:11:12.345Z') });
    // Microseconds as PostgreSQL keeps them: both cut them to milliseconds, neither rounds.
    await testDb.knex.raw(
      `update projects set created_at = '2026-11-24 10:11:12.345999+00' where id = ?`,
      [tricky.id],
    );
    const after = await storedAndPresented(tricky.id);
    expect(after.stored).toBe(after.presented);
    expect(JSON.parse(after.stored)).toMatchObject({
      name: 'Renamed',
      roi: null,
      archivedAt: '2026-11-24T10:11:12.345Z',
      createdAt: '2026-11-24T10:11:12.345Z',
    });
  });
});
