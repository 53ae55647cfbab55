import { describe, expect, it } from 'vitest';
import { setupTwoCompanies } from '../testing/two-companies.ts';
import { createCompany, createProject } from '../testing/factories.ts';
import { Project } from '../models/project.ts';
import { changedFields, SYSTEM_ACTOR, write } from './unit-of-work.ts';

const t = setupTwoCompanies();
const { api, db } = t;

const eventsOf = (entityId: string) => db()('auditEvents').where({ entityId }).orderBy('id');

describe('write', () => {
  it('records the change in the writing transaction, by the actor, with only changed fields', async () => {
    const project = await t.projectOfA({ status: 'planning', initialCosts: '1000.00' });
    await write({ db: db() }, { type: 'user', id: t.memberA.user.id }, async (uow) => {
      const before = await uow.lock(Project, project.id, 'Project not found');
      const after = await Project.query(uow.trx).patchAndFetchById(project.id, {
        status: 'active',
      });
      await uow.record({ entity: 'project', id: project.id, action: 'updated', before, after });
    });
    const [event] = await eventsOf(project.id);
    expect(event).toMatchObject({
      companyId: t.companyA.id,
      projectId: project.id,
      actorType: 'user',
      actorId: t.memberA.user.id,
      actorLabel: 'Ada Lovelace',
      entity: 'project',
      action: 'updated',
      changes: { status: { before: 'planning', after: 'active' } },
    });
  });

  it('a write rolled back leaves no history row and no change', async () => {
    const project = await t.projectOfA({ name: 'Kept' });
    await expect(
      write({ db: db() }, SYSTEM_ACTOR, async (uow) => {
        const before = await uow.lock(Project, project.id, 'Project not found');
        const after = await Project.query(uow.trx).patchAndFetchById(project.id, { name: 'Lost' });
        await uow.record({ entity: 'project', id: project.id, action: 'updated', before, after });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await eventsOf(project.id)).toEqual([]);
    expect((await db()('projects').where({ id: project.id }).first()).name).toBe('Kept');
  });

  it('no write commits without its history: a failing history insert rolls the update back', async () => {
    const project = await t.projectOfA({ name: 'Untouched' });
    await db().raw(`create function fail_audit() returns trigger language plpgsql as $$
      begin raise exception 'history unavailable'; end $$`);
    await db().raw(`create trigger fail_audit before insert on audit_events
      for each row execute function fail_audit()`);
    try {
      const response = await api.call('updateProject', {
        params: { id: project.id },
        body: { name: 'Changed' },
        cookie: t.adminA.cookie,
      });
      expect(response.status).toBe(500);
    } finally {
      await db().raw('drop trigger fail_audit on audit_events');
      await db().raw('drop function fail_audit()');
    }
    expect((await db()('projects').where({ id: project.id }).first()).name).toBe('Untouched');
    expect(await eventsOf(project.id)).toEqual([]);
  });

  it('an update of a field the history does not label still writes its event', async () => {
    const project = await t.projectOfA();
    await write({ db: db() }, SYSTEM_ACTOR, async (uow) => {
      const before = await uow.lock(Project, project.id, 'Project not found');
      const after = await Project.query(uow.trx).patchAndFetchById(project.id, {
        createdBy: t.memberA.user.id,
      });
      await uow.record({ entity: 'project', id: project.id, action: 'updated', before, after });
    });
    expect(await eventsOf(project.id)).toMatchObject([
      { entity: 'project', action: 'updated', changes: {} },
    ]);
  });

  it('an update given one side only still writes its event', async () => {
    const project = await t.projectOfA();
    await write({ db: db() }, SYSTEM_ACTOR, (uow) =>
      uow.record({ entity: 'project', id: project.id, action: 'updated', after: project }),
    );
    expect(await eventsOf(project.id)).toMatchObject([{ action: 'updated', changes: {} }]);
  });

  it('an update that changes nothing writes no history', async () => {
    const project = await t.projectOfA({ name: 'Same' });
    await t.editProject(project.id, { name: 'Same' }, t.adminA.cookie);
    expect(await eventsOf(project.id)).toEqual([]);
  });
});

describe('audit_events', () => {
  it('is never edited: updates and deletes are refused', async () => {
    const project = await t.projectOfA();
    await api.ok('archiveProject', { params: { id: project.id }, cookie: t.adminA.cookie });
    const [event] = await eventsOf(project.id);
    await expect(
      db()('auditEvents').where({ id: event.id }).update({ action: 'restored' }),
    ).rejects.toThrow(/never edited/);
    await expect(db()('auditEvents').where({ id: event.id }).delete()).rejects.toThrow(
      /never edited/,
    );
    expect(await eventsOf(project.id)).toHaveLength(1);
  });

  it('goes with its company when the company is deleted', async () => {
    const { company, owner } = await createCompany(db());
    const project = await createProject(db(), { companyId: company.id, createdBy: owner.id });
    await write({ db: db() }, SYSTEM_ACTOR, (uow) =>
      uow.record({ entity: 'project', id: project.id, action: 'archived', companyId: company.id }),
    );
    expect(await eventsOf(project.id)).toHaveLength(1);
    await db()('companies').where({ id: company.id }).delete();
    expect(await eventsOf(project.id)).toEqual([]);
  });
});

describe('changedFields', () => {
  it('keeps only audited fields that differ, and never a secret’s value', () => {
    expect(
      changedFields(
        'llm_model',
        { name: 'A', vendor: 'OpenAI', apiKey: 'cipher-1', updatedAt: new Date(1) },
        { name: 'B', vendor: 'OpenAI', apiKey: 'cipher-2', updatedAt: new Date(2) },
      ),
    ).toEqual({ name: { before: 'A', after: 'B' }, apiKey: { changed: true } });
  });
});
