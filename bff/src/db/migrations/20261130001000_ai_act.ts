import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * A project's EU AI Act record: one assessment per project (roles and questionnaire answers,
 * the class they give) and the obligations stored from it, each with a status, an owner and
 * notes. Due dates are not stored: they follow from the contract's table of application dates.
 * Risks may now be critical (a prohibited practice).
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createCompanyTable(knex, 'ai_act_assessments', (table) => {
    helpers.projectIdColumn(table, { unique: 'ai_act_assessments_project_unique' });
    table.specificType('roles', 'text[]').notNullable();
    table.jsonb('answers').notNullable();
    table.text('risk_class').notNullable();
    table.timestamp('assessed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.uuid('assessed_by').references('id').inTable('users').onDelete('SET NULL');
    // Set when the project's problem statement or jobs to be done change after assessedAt.
    table.timestamp('purpose_changed_at', { useTz: true });
    helpers.timestamps(knex, table);
    helpers.checkIn(
      table,
      'risk_class',
      ['prohibited', 'high_risk', 'limited', 'minimal'],
      'ai_act_assessments_risk_class',
    );
    table.index(['company_id'], 'ai_act_assessments_company_index');
  });

  await helpers.createProjectTable(knex, 'ai_act_obligations', (table) => {
    table.string('obligation_id', 100).notNullable();
    table.text('status').notNullable().defaultTo('todo');
    table.uuid('owner_id').references('id').inTable('users').onDelete('SET NULL');
    table.string('notes', 4000);
    table.string('not_applicable_reason', 1000);
    helpers.timestamps(knex, table);
    helpers.checkIn(
      table,
      'status',
      ['todo', 'in_progress', 'done', 'not_applicable'],
      'ai_act_obligations_status',
    );
    table.check(
      `status <> 'not_applicable' or coalesce(btrim(not_applicable_reason), '') <> ''`,
      [],
      'ai_act_obligations_not_applicable_reason',
    );
    table.unique(['project_id', 'obligation_id'], {
      indexName: 'ai_act_obligations_project_obligation_unique',
    });
    table.index(['company_id'], 'ai_act_obligations_company_index');
  });

  await helpers.replaceCheckIn(knex, 'risks', 'severity', ['critical', 'high', 'medium', 'low']);
}

export async function down(knex: Knex): Promise<void> {
  // Not validated: critical risks already raised stay as they are.
  await helpers.replaceCheckIn(knex, 'risks', 'severity', ['high', 'medium', 'low'], {
    notValid: true,
  });
  await knex.schema.dropTable('ai_act_obligations');
  await knex.schema.dropTable('ai_act_assessments');
}
