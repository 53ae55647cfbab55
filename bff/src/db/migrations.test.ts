import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../testing/factories.ts';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { migrateLatest, migrateRollbackAll } from './migrate.ts';
import { expectSchemaConstraints, tablesOf } from '../testing/schema-expectations.ts';
import { MIGRATION_COUNT } from './migrations/index.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ migrate: false });
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('migrations on PostgreSQL', () => {
  it('migrate up creates every table of the spec, then a second run does nothing', async () => {
    const first = await migrateLatest(testDb.knex);
    expect(first.names).toHaveLength(MIGRATION_COUNT);
    expect(await tablesOf(testDb.knex)).toEqual([
      'ai_act_assessments',
      'ai_act_obligations',
      'api_tokens',
      'audit_events',
      'budget_plan_months',
      'companies',
      'company_embed_origins',
      'company_figures',
      'company_members',
      'company_totals',
      'custom_framework_items',
      'custom_framework_links',
      'custom_frameworks',
      'email_verifications',
      'embed_apps',
      'embed_refresh_tokens',
      'evidence_files',
      'evidence_object_deletions',
      'feedback',
      'history_outbox',
      'inbound_deliveries',
      'incident_actions',
      'incident_answers',
      'incident_clock_warnings',
      'incident_llm_models',
      'incident_reports',
      'incident_timeline_entries',
      'incidents',
      'intake_settings',
      'integrations',
      'invitations',
      'knex_migrations',
      'knex_migrations_lock',
      'kpi_measurements',
      'llm_models',
      'milestones',
      'notification_reads',
      'obligation_evidence',
      'people',
      'project_allocations',
      'project_baselines',
      'project_benefits',
      'project_dependencies',
      'project_dora',
      'project_figures',
      'project_figures_stale',
      'project_frias',
      'project_gates',
      'project_gdpr',
      'project_kpis',
      'project_links',
      'project_llm_models',
      'project_update_queue',
      'project_values',
      'projects',
      'proposal_approvals',
      'proposals',
      'rate_limits',
      'reports',
      'risks',
      'sessions',
      'soa_entries',
      'soa_versions',
      'spend_entries',
      'status_reports',
      'two_factor_credentials',
      'two_factor_recovery_codes',
      'user_preferences',
      'users',
      'webhook_deliveries',
      'webhooks',
      'weekly_digests_sent',
    ]);
    expect((await migrateLatest(testDb.knex)).names).toEqual([]);
  });

  it('enforces the spec: types, defaults, checks, uniques and cascades', async () => {
    await expectSchemaConstraints(testDb.knex);
  });

  it('search indexes keep no pending list, which every search would read in full', async () => {
    const { rows } = (await testDb.knex.raw(
      `select relname, reloptions from pg_class where relname like 'projects_%_trgm_index'
       order by relname`,
    )) as { rows: Array<{ relname: string; reloptions: string[] | null }> };
    expect(rows).toEqual([
      { relname: 'projects_name_trgm_index', reloptions: ['fastupdate=off'] },
      { relname: 'projects_problem_statement_trgm_index', reloptions: ['fastupdate=off'] },
    ]);
  });

  it('folds the lines of the former embedding audit into the history', async () => {
    const { knex } = testDb;
    // That migration alone: the later ones leave the tables it reads alone.
    await knex.migrate.down({ name: '20261127000300_embed_audit_into_history' });
    const { company } = await createCompany(knex);
    const appId = randomUUID();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
    await knex('embed_audit').insert([
      {
        companyId: company.id,
        action: 'app-created',
        appId,
        appName: 'Wiki',
        actor: 'ada@example.test',
        createdAt: at(1),
      },
      {
        companyId: company.id,
        action: 'token-issued',
        appId,
        appName: 'Wiki',
        email: 'bob@example.test',
        createdAt: at(2),
      },
      {
        companyId: company.id,
        action: 'token-issued',
        email: 'eve@example.test',
        actor: 'eve@example.test',
        createdAt: at(3),
      },
    ]);
    expect((await migrateLatest(knex)).names).toEqual(['20261127000300_embed_audit_into_history']);
    const rows = await knex('audit_events')
      .where({ companyId: company.id })
      .orderBy('id')
      .select('actorType', 'actorId', 'actorLabel', 'entity', 'entityLabel', 'action', 'at');
    expect(rows).toEqual([
      {
        actorType: 'user',
        actorId: null,
        actorLabel: 'ada@example.test',
        entity: 'embed_app',
        entityLabel: 'Wiki',
        action: 'created',
        at: at(1),
      },
      {
        actorType: 'embed_app',
        actorId: appId,
        actorLabel: 'Wiki',
        entity: 'embed_token',
        entityLabel: 'bob@example.test',
        action: 'issued',
        at: at(2),
      },
      {
        actorType: 'user',
        actorId: null,
        actorLabel: 'eve@example.test',
        entity: 'embed_token',
        entityLabel: 'eve@example.test',
        action: 'issued',
        at: at(3),
      },
    ]);
  });

  it('migrate down removes every table', async () => {
    const down = await migrateRollbackAll(testDb.knex);
    expect(down.names).toHaveLength(MIGRATION_COUNT);
    expect(await tablesOf(testDb.knex)).toEqual(['knex_migrations', 'knex_migrations_lock']);
    // and up again from nothing
    expect((await migrateLatest(testDb.knex)).names).toHaveLength(MIGRATION_COUNT);
  });
});
