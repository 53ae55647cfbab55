import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/db.ts';
import {
  addMember,
  createCompany,
  createLlmModel,
  createProject,
  createUser,
} from '../testing/factories.ts';
import { decryptSecret } from '../services/access/secrets.ts';
import { Company, LlmModel, Project, ProjectLlmModel, User } from './index.ts';

let testDb: TestDb;
const secretsKey = randomBytes(32);

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('models and factories', () => {
  it('relate users and companies through memberships, with the role', async () => {
    const db = testDb.knex;
    const { company, owner } = await createCompany(db, { name: 'Acme' });
    const member = await createUser(db, { email: 'Mixed.Case@Example.com' });
    expect(member.email).toBe('mixed.case@example.com');
    await addMember(db, company.id, member.id);

    const loaded = await User.query(db).findById(member.id).withGraphFetched('companies');
    expect(loaded?.companies).toEqual([
      expect.objectContaining({ id: company.id, name: 'Acme', role: 'member' }),
    ]);

    const withMembers = await Company.query(db)
      .findById(company.id)
      .withGraphFetched('[owner, members.user, users]');
    expect(withMembers?.owner?.id).toBe(owner.id);
    expect(withMembers?.members?.map((m) => [m.user?.id, m.role]).sort()).toEqual(
      [
        [owner.id, 'admin'],
        [member.id, 'member'],
      ].sort(),
    );
    expect(withMembers?.users).toHaveLength(2);
  });

  it('link projects to LLM models with a monthly cost', async () => {
    const db = testDb.knex;
    const { company, owner } = await createCompany(db);
    const project = await createProject(db, {
      companyId: company.id,
      createdBy: owner.id,
      initialCosts: '1000.00',
    });
    expect(project).toMatchObject({
      status: 'planning',
      euAiActStatus: 'not_applicable',
      initialCosts: '1000.00',
    });
    const model = await createLlmModel(db, {
      companyId: company.id,
      secretsKey,
      apiKey: 'sk-abcdefgh12345678',
    });
    expect(decryptSecret(model.apiKey, secretsKey)).toBe('sk-abcdefgh12345678');
    await ProjectLlmModel.query(db).insert({
      projectId: project.id,
      llmModelId: model.id,
      monthlyCost: '250.00',
    });

    const loaded = await Project.query(db)
      .findById(project.id)
      .withGraphFetched('[llmLinks.llmModel, llmModels, company]');
    expect(loaded?.llmLinks?.[0]?.llmModel?.name).toBe(model.name);
    expect(loaded?.llmLinks?.[0]?.monthlyCost).toBe('250.00');
    expect(loaded?.llmModels?.[0]).toMatchObject({ id: model.id, monthlyCost: '250.00' });
    expect(loaded?.company?.id).toBe(company.id);

    const withCompany = await Company.query(db)
      .findById(company.id)
      .withGraphFetched('[projects, llmModels]');
    expect(withCompany?.projects).toHaveLength(1);
    expect(withCompany?.llmModels).toHaveLength(1);
  });

  it('keep secrets out of toJSON', async () => {
    const db = testDb.knex;
    const user = await createUser(db, { password: 'correct horse' });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.toJSON()).not.toHaveProperty('passwordHash');
    const { company } = await createCompany(db);
    const model = await createLlmModel(db, { companyId: company.id, secretsKey });
    expect(JSON.stringify(model)).not.toContain(model.apiKey);
    expect((await LlmModel.query(db).findById(model.id))?.apiKey).toBe(model.apiKey);
  });

  it('set updatedAt on update', async () => {
    const db = testDb.knex;
    const { company, owner } = await createCompany(db);
    const project = await createProject(db, { companyId: company.id, createdBy: owner.id });
    const { createdAt, updatedAt } = project;
    await sleep(20);
    await Project.query(db).findById(project.id).patch({ status: 'active' });
    const updated = await Project.query(db).findById(project.id);
    expect(updated?.status).toBe('active');
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(updatedAt.getTime());
    expect(updated?.createdAt.getTime()).toBe(createdAt.getTime());
  });
});
