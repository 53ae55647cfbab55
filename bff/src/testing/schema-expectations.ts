import type { Knex } from 'knex';
import { expect } from 'vitest';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Tables of the public schema, sorted. */
export async function tablesOf(knex: Knex): Promise<string[]> {
  // Not .pluck(): it reads the snake_case key before the camelCase mapping and gets undefined.
  const rows = (await knex('information_schema.tables')
    .where({ tableSchema: 'public', tableType: 'BASE TABLE' })
    .orderBy('tableName')
    .select('tableName')) as Array<{ tableName: string }>;
  return rows.map((row) => row.tableName);
}

async function expectCode(query: PromiseLike<unknown>, code: string): Promise<void> {
  await expect(Promise.resolve(query)).rejects.toMatchObject({ code });
}

/**
 * Checks the migrated schema against spec section 3 through real inserts. Shared by the
 * PostgreSQL and the PGlite migration tests, so both databases are held to the same schema.
 */
export async function expectSchemaConstraints(knex: Knex): Promise<void> {
  // users: uuid default, lowercased unique e-mail, camelCase in JS
  const [user] = await knex('users')
    .insert({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' })
    .returning('*');
  expect(user.id).toMatch(UUID);
  expect(user.createdAt).toBeInstanceOf(Date);
  expect(user.updatedAt).toBeInstanceOf(Date);
  expect(user).toHaveProperty('profileImageUrl', null);
  await expectCode(knex('users').insert({ email: 'ada@example.com' }), '23505');
  await expectCode(knex('users').insert({ email: 'Grace@Example.com' }), '23514');
  await expectCode(knex('users').insert({ email: 'x'.repeat(250) + '@example.com' }), '22001');
  const [other] = await knex('users').insert({ email: 'grace@example.com' }).returning('id');

  // companies and members
  const [company] = await knex('companies')
    .insert({ name: 'Acme', industry: 'Technology', size: '51-200', ownerId: user.id })
    .returning('*');
  await expectCode(knex('companies').insert({ name: 'No owner' }), '23502');
  await expectCode(
    knex('companies').insert({ name: 'x', ownerId: '00000000-0000-0000-0000-000000000000' }),
    '23503',
  );
  await expectCode(
    knex('companies').insert({ name: 'x', size: 'y'.repeat(51), ownerId: user.id }),
    '22001',
  );
  const [member] = await knex('company_members')
    .insert({ companyId: company.id, userId: other.id })
    .returning('*');
  expect(member.role).toBe('member');
  expect(member.joinedAt).toBeInstanceOf(Date);
  await knex('company_members').insert({ companyId: company.id, userId: user.id, role: 'admin' });
  await expectCode(
    knex('company_members').insert({ companyId: company.id, userId: other.id }),
    '23505',
  );
  await expectCode(
    knex('company_members').insert({ companyId: company.id, userId: other.id, role: 'owner' }),
    '23514',
  );

  // projects: defaults, decimals as strings, checks, lengths
  const base = {
    companyId: company.id,
    name: 'Ticket triage',
    problemStatement: 'Too many tickets',
    department: 'Customer Service',
    businessOwner: 'Maria',
    createdBy: user.id,
  };
  const [project] = await knex('projects')
    .insert({ ...base, initialCosts: '1234.5', runningCosts: 99.99, roi: '-12.25' })
    .returning('*');
  expect(project).toMatchObject({
    status: 'planning',
    euAiActStatus: 'not_applicable',
    gdprStatus: 'not_applicable',
    doraStatus: 'not_applicable',
    initialCosts: '1234.50',
    runningCosts: '99.99',
    roi: '-12.25',
    expectedReturn: null,
    archivedAt: null,
  });
  await knex('projects').insert({ ...base, expectedReturn: '9999999999999.99', roi: '999999.99' });
  await expectCode(knex('projects').insert({ ...base, roi: '1000000' }), '22003');
  await expectCode(knex('projects').insert({ ...base, status: 'cancelled' }), '23514');
  await expectCode(knex('projects').insert({ ...base, gdprStatus: 'unknown' }), '23514');
  await expectCode(knex('projects').insert({ ...base, doraStatus: 'compliant!' }), '23514');
  await expectCode(knex('projects').insert({ ...base, euAiActStatus: 'pending' }), '23514');
  await expectCode(knex('projects').insert({ ...base, name: 'n'.repeat(256) }), '22001');
  await expectCode(knex('projects').insert({ ...base, department: 'd'.repeat(101) }), '22001');
  await expectCode(knex('projects').insert({ ...base, problemStatement: null }), '23502');
  await expectCode(knex('projects').where({ id: 'not-a-uuid' }), '22P02');
  for (const status of ['planning', 'in_progress', 'active', 'completed', 'on_hold']) {
    await knex('projects').insert({
      ...base,
      status,
      euAiActStatus: 'compliant',
      gdprStatus: 'in_review',
      doraStatus: 'non_compliant',
    });
  }

  // count(*) is a number on both drivers; numeric sums stay strings
  const [counted] = await knex('projects')
    .where({ companyId: company.id })
    .count({ n: '*' })
    .sum({ total: 'initialCosts' });
  expect(counted).toEqual({ n: 7, total: '1234.50' });

  // schedule: dates are calendar dates, read back as their text on both drivers; a target
  // before its start, a self-dependency and a second baseline are refused
  const [dated] = await knex('projects')
    .insert({ ...base, startDate: '2028-02-29', targetDate: '2028-03-01' })
    .returning(['id', 'startDate', 'targetDate', 'companyId']);
  expect(dated).toMatchObject({ startDate: '2028-02-29', targetDate: '2028-03-01' });
  await expectCode(
    knex('projects').insert({ ...base, startDate: '2026-05-02', targetDate: '2026-05-01' }),
    '23514',
  );
  const [milestone] = await knex('milestones')
    .insert({ companyId: company.id, projectId: dated.id, name: 'Pilot', dueDate: '2026-12-31' })
    .returning('*');
  expect(milestone).toMatchObject({ dueDate: '2026-12-31', done: false });
  await expectCode(
    knex('projectDependencies').insert({
      companyId: company.id,
      projectId: dated.id,
      dependsOnProjectId: dated.id,
    }),
    '23514',
  );
  await knex('projectBaselines').insert({ companyId: company.id, projectId: dated.id });
  await expectCode(
    knex('projectBaselines').insert({ companyId: company.id, projectId: dated.id }),
    '23505',
  );
  await knex('projects').where({ id: dated.id }).delete();
  expect(await knex('milestones').where({ projectId: dated.id })).toEqual([]);

  // invitations
  const invitation = {
    companyId: company.id,
    email: 'new@example.com',
    token: 't-1',
    expiresAt: new Date(),
  };
  const [created] = await knex('invitations').insert(invitation).returning('*');
  expect(created).toMatchObject({ role: 'member', acceptedAt: null, revokedAt: null });
  await expectCode(knex('invitations').insert(invitation), '23505');
  await expectCode(
    knex('invitations').insert({ ...invitation, token: 't-2', role: 'owner' }),
    '23514',
  );
  await expectCode(
    knex('invitations').insert({ ...invitation, token: 't-3', expiresAt: null }),
    '23502',
  );

  // preferences defaults, one row per user
  const [preferences] = await knex('user_preferences').insert({ userId: user.id }).returning('*');
  expect(preferences).toMatchObject({
    emailNotifications: true,
    weeklyReports: true,
    projectUpdates: false,
    proposalUpdates: true,
  });
  await expectCode(knex('user_preferences').insert({ userId: user.id }), '23505');

  // feedback
  await knex('feedback').insert({
    name: 'Bo',
    email: 'bo@example.com',
    feedback: 'Great product, thanks!',
  });
  await expectCode(knex('feedback').insert({ name: 'Bo', email: 'bo@example.com' }), '23502');

  // llm models and their links
  const [model] = await knex('llm_models')
    .insert({
      companyId: company.id,
      name: 'GPT-4o',
      vendor: 'OpenAI',
      apiKey: 'v1:a:b:c',
      createdBy: user.id,
    })
    .returning('*');
  const [link] = await knex('project_llm_models')
    .insert({ projectId: project.id, llmModelId: model.id, monthlyCost: '150' })
    .returning('*');
  expect(link.monthlyCost).toBe('150.00');
  await expectCode(
    knex('project_llm_models').insert({ projectId: project.id, llmModelId: model.id }),
    '23505',
  );

  // sessions
  await knex('sessions').insert({
    sid: 's1',
    sess: JSON.stringify({ userId: user.id }),
    expire: new Date(),
  });
  expect((await knex('sessions').first()).sess).toEqual({ userId: user.id });

  // deleting a model removes its links; deleting a company removes everything it owns
  await knex('llm_models').where({ id: model.id }).delete();
  expect(await knex('project_llm_models').where({ id: link.id }).first()).toBeUndefined();
  await knex('project_llm_models').insert({
    projectId: project.id,
    llmModelId: (
      await knex('llm_models')
        .insert({ companyId: company.id, name: 'M', vendor: 'Other', apiKey: 'k' })
        .returning('id')
    )[0].id,
  });
  await knex('companies').where({ id: company.id }).delete();
  for (const table of [
    'projects',
    'company_members',
    'invitations',
    'llm_models',
    'project_llm_models',
  ]) {
    const [row] = await knex(table).count({ n: '*' });
    expect({ table, n: row?.n }).toEqual({ table, n: 0 });
  }

  // deleting a user removes their memberships and preferences
  const [again] = await knex('companies')
    .insert({ name: 'Other', ownerId: user.id })
    .returning('id');
  await knex('company_members').insert({ companyId: again.id, userId: other.id });
  await knex('user_preferences').insert({ userId: other.id });
  await knex('users').where({ id: other.id }).delete();
  expect(await knex('company_members').where({ userId: other.id }).first()).toBeUndefined();
  expect(await knex('user_preferences').where({ userId: other.id }).first()).toBeUndefined();

  // clean up so the rollback test starts from empty tables
  await knex('companies').delete();
  await knex('user_preferences').delete();
  await knex('feedback').delete();
  await knex('sessions').delete();
  await knex('users').delete();
}
