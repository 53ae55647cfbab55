import { addDays, calendarDateOf } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../testing/factories.ts';
import { expectRefused, tableRows } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { id } from '../../testing/contract-client.ts';

// Signed-out (401), unknown ids and every other company's user (404) for every route of the
// endpoint table, schedule routes included: contract.test.ts. Here: what each route does, its
// 400s and 409s, the history it writes, and cross-company refusals of the bodies' ids.

const t = setupTwoCompanies();
const { api, db } = t;
const required = { problemStatement: 'S', department: 'IT', businessOwner: 'O' };

/** Every row a schedule write could touch, to compare before and after a refused one. */
const snapshot = () =>
  tableRows(db(), [
    'projects',
    'milestones',
    'projectDependencies',
    'projectBaselines',
    'auditEvents',
  ]);

describe('project start and target dates', () => {
  it('are created, read, changed and recorded as calendar dates', async () => {
    const created = await api.ok('createProject', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      body: { name: 'Dated', ...required, startDate: '2028-02-29', targetDate: '2028-12-31' },
    });
    expect(created.body).toMatchObject({ startDate: '2028-02-29', targetDate: '2028-12-31' });
    const read = await api.ok('getProject', { ...id(created.body.id), cookie: t.memberA.cookie });
    expect(read.body).toMatchObject({ startDate: '2028-02-29', targetDate: '2028-12-31' });
    // The stored JSON of the list says the same.
    const listed = await api.ok('listProjects', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      query: { q: 'Dated' },
    });
    expect(listed.body[0]).toMatchObject({ startDate: '2028-02-29', targetDate: '2028-12-31' });
    const exported = await api.call('exportProjects', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      query: { q: 'Dated' },
    });
    const [header, row] = exported.text
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(row![header!.indexOf('Start Date')]).toBe('2028-02-29');
    expect(row![header!.indexOf('Target Date')]).toBe('2028-12-31');

    const updated = await api.ok('updateProject', {
      ...id(created.body.id),
      cookie: t.memberA.cookie,
      body: { targetDate: '2029-01-01' },
    });
    expect(updated.body).toMatchObject({ startDate: '2028-02-29', targetDate: '2029-01-01' });
    const [latest] = await t.projectHistory(created.body.id);
    expect(latest).toMatchObject({
      entity: 'project',
      action: 'updated',
      changes: [
        {
          field: 'targetDate',
          label: 'Target Date',
          before: 'December 31, 2028',
          after: 'January 1, 2029',
        },
      ],
    });
    // Cleared with null.
    const cleared = await api.ok('updateProject', {
      ...id(created.body.id),
      cookie: t.memberA.cookie,
      body: { startDate: null, targetDate: null },
    });
    expect(cleared.body).toMatchObject({ startDate: null, targetDate: null });
  });

  it('refuses a target before the start, naming the target date, and writes nothing', async () => {
    const res = await expectRefused(snapshot, 400, () =>
      api.call('createProject', {
        ...t.ofA(),
        cookie: t.memberA.cookie,
        body: { name: 'Backwards', ...required, startDate: '2026-05-02', targetDate: '2026-05-01' },
      }),
    );
    expect(res.error).toEqual({
      message: 'Target date must be on or after the start date',
      code: 'validation_failed',
      details: [{ field: 'targetDate', message: 'Target date must be on or after the start date' }],
    });
    // A start and target on the same day are fine.
    await api.ok('createProject', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      body: { name: 'One day', ...required, startDate: '2026-05-01', targetDate: '2026-05-01' },
    });
  });

  it('checks an edit of one date against the other one stored', async () => {
    const project = await t.projectOfA({ startDate: '2026-03-01', targetDate: '2026-09-30' });
    const res = await expectRefused(snapshot, 400, () =>
      api.call('updateProject', {
        ...id(project.id),
        cookie: t.memberA.cookie,
        body: { targetDate: '2026-02-28' },
      }),
    );
    expect(res.error.details).toEqual([
      { field: 'targetDate', message: 'Target date must be on or after the start date' },
    ]);
    await expectRefused(snapshot, 400, () =>
      api.call('updateProject', {
        ...id(project.id),
        cookie: t.memberA.cookie,
        body: { startDate: '2026-10-01' },
      }),
    );
  });

  it.each([
    ['a day that does not exist', '2026-02-30'],
    ['February 29 of a year that is not leap', '2026-02-29'],
    ['1900, not a leap year', '1900-02-29'],
    ['a time', '2026-01-31T00:00:00Z'],
    ['another format', '31/01/2026'],
  ])('refuses %s as a start date', async (_, value) => {
    const res = await expectRefused(snapshot, 400, () =>
      api.call('createProject', {
        ...t.ofA(),
        cookie: t.memberA.cookie,
        body: { name: 'Bad date', ...required, startDate: value },
      }),
    );
    expect(res.error.details).toEqual([
      {
        field: 'startDate',
        message: 'Start Date must be a date that exists, written like 2026-01-31',
      },
    ]);
  });

  it('sorts by either date both ways, projects without one last', async () => {
    const company = await t.companyOwnedBy(t.adminA, { name: 'Sorting' });
    const make = (name: string, startDate: string | null, targetDate: string | null) =>
      db()('projects').insert({
        companyId: company.id,
        createdBy: t.adminA.user.id,
        name,
        ...required,
        startDate,
        targetDate,
      });
    await make('Early', '2026-01-05', '2026-12-01');
    await make('Late', '2026-06-01', '2026-07-01');
    await make('Undated', null, null);
    const order = async (sort: string) =>
      (
        await api.ok('listProjects', {
          params: { companyId: company.id },
          cookie: t.adminA.cookie,
          query: { sort },
        })
      ).body.map((p) => p.name);
    expect(await order('startDate')).toEqual(['Early', 'Late', 'Undated']);
    expect(await order('-startDate')).toEqual(['Late', 'Early', 'Undated']);
    expect(await order('targetDate')).toEqual(['Late', 'Early', 'Undated']);
    expect(await order('-targetDate')).toEqual(['Early', 'Late', 'Undated']);
  });
});

describe('milestones', () => {
  it('are added, listed by due date, changed and deleted, each change in the history', async () => {
    const project = await t.projectOfA({ name: 'Milestoned' });
    const later = await api.ok('createMilestone', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { name: '  Go live ', dueDate: '2026-09-30' },
    });
    expect(later.body).toMatchObject({
      projectId: project.id,
      companyId: t.companyA.id,
      name: 'Go live',
      dueDate: '2026-09-30',
      done: false,
    });
    const sooner = await api.ok('createMilestone', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { name: 'Pilot', dueDate: '2026-03-31', done: true },
    });
    const listed = await api.ok('listMilestones', { ...id(project.id), cookie: t.memberA.cookie });
    expect(listed.body.map((m) => [m.name, m.dueDate, m.done])).toEqual([
      ['Pilot', '2026-03-31', true],
      ['Go live', '2026-09-30', false],
    ]);

    const ticked = await api.ok('updateMilestone', {
      ...id(later.body.id),
      cookie: t.memberA.cookie,
      body: { done: true, dueDate: '2026-10-15' },
    });
    expect(ticked.body).toMatchObject({ name: 'Go live', done: true, dueDate: '2026-10-15' });
    await api.ok('deleteMilestone', { ...id(sooner.body.id), cookie: t.memberA.cookie });
    expect(
      (await api.ok('listMilestones', { ...id(project.id), cookie: t.memberA.cookie })).body,
    ).toHaveLength(1);

    const history = await t.projectHistory(project.id);
    expect(history.slice(0, 4)).toMatchObject([
      { entity: 'milestone', action: 'deleted', entityId: sooner.body.id, entityLabel: 'Pilot' },
      {
        entity: 'milestone',
        action: 'updated',
        entityLabel: 'Go live',
        changes: [
          { label: 'Due Date', before: 'September 30, 2026', after: 'October 15, 2026' },
          { label: 'Done', before: 'Not done', after: 'Done' },
        ],
      },
      { entity: 'milestone', action: 'created', entityLabel: 'Pilot' },
      { entity: 'milestone', action: 'created', entityLabel: 'Go live' },
    ]);
  });

  it('refuses a missing name, a bad date or an empty change, and writes nothing', async () => {
    const project = await t.projectOfA();
    const missing = await expectRefused(snapshot, 400, () =>
      api.call('createMilestone', {
        ...id(project.id),
        cookie: t.memberA.cookie,
        body: { name: ' ', dueDate: '2026-13-01' },
      }),
    );
    expect(missing.error.details).toEqual([
      { field: 'name', message: 'Milestone name is required' },
      { field: 'dueDate', message: 'Due Date must be a date that exists, written like 2026-01-31' },
    ]);
    const milestone = await api.ok('createMilestone', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { name: 'Kick-off', dueDate: '2026-01-15' },
    });
    await expectRefused(snapshot, 400, () =>
      api.call('updateMilestone', { ...id(milestone.body.id), cookie: t.memberA.cookie, body: {} }),
    );
    await expectRefused(snapshot, 400, () =>
      api.call('updateMilestone', {
        ...id(milestone.body.id),
        cookie: t.memberA.cookie,
        body: { done: 'yes' },
      }),
    );
  });

  it("refuses another company's user on every milestone route, and the signed-out", async () => {
    const project = await t.projectOfA();
    const milestone = await api.ok('createMilestone', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { name: 'Secret', dueDate: '2026-01-15' },
    });
    const stranger = { cookie: t.adminB.cookie };
    await expectRefused(snapshot, 404, () =>
      api.call('listMilestones', { ...id(project.id), ...stranger }),
    );
    await expectRefused(snapshot, 404, () =>
      api.call('createMilestone', {
        ...id(project.id),
        ...stranger,
        body: { name: 'Planted', dueDate: '2026-01-15' },
      }),
    );
    await expectRefused(snapshot, 404, () =>
      api.call('updateMilestone', { ...id(milestone.body.id), ...stranger, body: { done: true } }),
    );
    await expectRefused(snapshot, 404, () =>
      api.call('deleteMilestone', { ...id(milestone.body.id), ...stranger }),
    );
    await expectRefused(snapshot, 401, () =>
      api.call('deleteMilestone', { ...id(milestone.body.id) }),
    );
  });
});

describe('dependencies between projects', () => {
  it('are added, listed both ways, removed, and recorded', async () => {
    const waiting = await t.projectOfA({ name: 'Rollout' });
    const first = await t.projectOfA({ name: 'Data platform' });
    const added = await api.ok('addProjectDependency', {
      ...id(waiting.id),
      cookie: t.memberA.cookie,
      body: { dependsOnProjectId: first.id },
    });
    expect(added.body).toMatchObject({
      projectId: waiting.id,
      projectName: 'Rollout',
      dependsOnProjectId: first.id,
      dependsOnProjectName: 'Data platform',
      companyId: t.companyA.id,
    });
    // Both projects list it: one depends on, the other blocks.
    for (const project of [waiting, first]) {
      const listed = await api.ok('listProjectDependencies', {
        ...id(project.id),
        cookie: t.memberA.cookie,
      });
      expect(listed.body).toEqual([added.body]);
    }
    await api.ok('removeProjectDependency', { ...id(added.body.id), cookie: t.memberA.cookie });
    expect(
      (await api.ok('listProjectDependencies', { ...id(waiting.id), cookie: t.memberA.cookie }))
        .body,
    ).toEqual([]);
    expect((await t.projectHistory(waiting.id)).slice(0, 2)).toMatchObject([
      {
        entity: 'project_dependency',
        action: 'deleted',
        entityLabel: 'Rollout → Data platform',
        changes: [{ label: 'Depends On', before: 'Data platform', after: null }],
      },
      {
        entity: 'project_dependency',
        action: 'created',
        changes: [{ label: 'Depends On', before: null, after: 'Data platform' }],
      },
    ]);
  });

  it('refuses a cycle with 409, naming the projects around it, and writes nothing', async () => {
    const a = await t.projectOfA({ name: 'Alpha' });
    const b = await t.projectOfA({ name: 'Beta' });
    const c = await t.projectOfA({ name: 'Gamma' });
    const depend = (from: string, on: string) =>
      api.call('addProjectDependency', {
        ...id(from),
        cookie: t.memberA.cookie,
        body: { dependsOnProjectId: on },
      });
    expect((await depend(a.id, b.id)).status).toBe(201);
    expect((await depend(b.id, c.id)).status).toBe(201);
    const direct = await expectRefused(snapshot, 409, () => depend(b.id, a.id));
    expect(direct.error.message).toBe(
      'Beta cannot depend on Alpha: that would make a cycle (Beta → Alpha → Beta)',
    );
    const around = await expectRefused(snapshot, 409, () => depend(c.id, a.id));
    expect(around.error).toEqual({
      message:
        'Gamma cannot depend on Alpha: that would make a cycle (Gamma → Alpha → Beta → Gamma)',
      code: 'dependency_cycle',
    });
    const twice = await expectRefused(snapshot, 409, () => depend(a.id, b.id));
    expect(twice.error.message).toBe('Alpha already depends on Beta');
  });

  it('refuses a project depending on itself with 400', async () => {
    const project = await t.projectOfA({ name: 'Solo' });
    const res = await expectRefused(snapshot, 400, () =>
      api.call('addProjectDependency', {
        ...id(project.id),
        cookie: t.memberA.cookie,
        body: { dependsOnProjectId: project.id },
      }),
    );
    expect(res.error.message).toBe('A project cannot depend on itself');
    expect(res.error.details).toEqual([
      { field: 'dependsOnProjectId', message: 'A project cannot depend on itself' },
    ]);
  });

  it("answers another company's project as a missing one (404), and writes nothing", async () => {
    const project = await t.projectOfA();
    const foreign = await t.projectOfB({ name: 'Foreign', ...required });
    const res = await expectRefused(snapshot, 404, () =>
      api.call('addProjectDependency', {
        ...id(project.id),
        cookie: t.memberA.cookie,
        body: { dependsOnProjectId: foreign.id },
      }),
    );
    const missing = await api.call('addProjectDependency', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { dependsOnProjectId: MISSING_ID },
    });
    expect(res.body).toEqual(missing.body);
    expect(res.error.message).toBe('Project not found');
    // And the other way: company B cannot reach A's dependency.
    const dep = await api.ok('addProjectDependency', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { dependsOnProjectId: (await t.projectOfA()).id },
    });
    await expectRefused(snapshot, 404, () =>
      api.call('removeProjectDependency', { ...id(dep.body.id), cookie: t.adminB.cookie }),
    );
  });
});

describe('baselines', () => {
  it("stores today's dates and milestones, kept as they were while the schedule moves", async () => {
    const project = await t.projectOfA({
      name: 'Baselined',
      startDate: '2026-01-05',
      targetDate: '2026-06-30',
    });
    const none = await api.ok('getProjectBaseline', {
      ...id(project.id),
      cookie: t.memberA.cookie,
    });
    expect(none.body).toEqual({ baseline: null });
    const pilot = await api.ok('createMilestone', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { name: 'Pilot', dueDate: '2026-03-31' },
    });
    const set = await api.ok('setProjectBaseline', { ...id(project.id), cookie: t.memberA.cookie });
    expect(set.body).toMatchObject({
      projectId: project.id,
      startDate: '2026-01-05',
      targetDate: '2026-06-30',
      milestones: [{ milestoneId: pilot.body.id, name: 'Pilot', dueDate: '2026-03-31' }],
      setBy: t.memberA.user.id,
    });

    await t.editProject(project.id, { targetDate: '2026-07-14' });
    await api.ok('updateMilestone', {
      ...id(pilot.body.id),
      cookie: t.memberA.cookie,
      body: { dueDate: '2026-04-10' },
    });
    const kept = await api.ok('getProjectBaseline', {
      ...id(project.id),
      cookie: t.memberA.cookie,
    });
    expect(kept.body.baseline).toEqual(set.body);

    // Set again: replaced by the schedule of now, recorded as a change of the baseline.
    const reset = await api.ok('setProjectBaseline', {
      ...id(project.id),
      cookie: t.adminA.cookie,
    });
    expect(reset.body).toMatchObject({
      targetDate: '2026-07-14',
      milestones: [{ dueDate: '2026-04-10' }],
    });
    expect(await db()('projectBaselines').where({ projectId: project.id })).toHaveLength(1);
    const history = await t.projectHistory(project.id);
    const baselineEvents = history.filter((e) => e.entity === 'project_baseline');
    expect(baselineEvents).toMatchObject([
      {
        action: 'updated',
        entityLabel: 'Baselined',
        changes: [
          { label: 'Baseline target', before: 'June 30, 2026', after: 'July 14, 2026' },
          {
            label: 'Baseline milestones',
            before: 'Pilot: 2026-03-31',
            after: 'Pilot: 2026-04-10',
          },
        ],
      },
      {
        action: 'created',
        changes: [
          { label: 'Baseline start', before: null, after: 'January 5, 2026' },
          { label: 'Baseline target', before: null, after: 'June 30, 2026' },
          { label: 'Baseline milestones', before: null, after: 'Pilot: 2026-03-31' },
        ],
      },
    ]);
  });

  it("refuses another company's user (404) and writes nothing", async () => {
    const project = await t.projectOfA();
    await expectRefused(snapshot, 404, () =>
      api.call('setProjectBaseline', { ...id(project.id), cookie: t.adminB.cookie }),
    );
    await expectRefused(snapshot, 401, () => api.call('setProjectBaseline', { ...id(project.id) }));
  });
});

describe('project progress', () => {
  const day = (days: number) => addDays(calendarDateOf(new Date()), days);
  const progress = (projectIds: string[], cookie = t.memberA.cookie) =>
    api.call('getProjectProgress', {
      ...t.ofA(),
      query: { projectIds: projectIds.join(',') },
      cookie,
    });

  it('measures by milestones done, else by time passed, and leaves out what has neither', async () => {
    const measured = await t.projectOfA({ status: 'in_progress' });
    const timed = await t.projectOfA({
      status: 'in_progress',
      startDate: day(-30),
      targetDate: day(10),
    });
    const unmeasured = await t.projectOfA({ status: 'in_progress' });
    for (const [name, done] of [
      ['One', true],
      ['Two', true],
      ['Three', false],
      ['Four', false],
      ['Five', true],
    ] as const) {
      await api.ok('createMilestone', {
        ...id(measured.id),
        body: { name, dueDate: day(10), done },
        cookie: t.memberA.cookie,
      });
    }
    const { id: foreign } = await t.projectOfB({
      name: 'B',
      department: 'IT',
      startDate: day(-1),
      targetDate: day(1),
    });
    const answer = await progress([measured.id, timed.id, unmeasured.id, foreign]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      expect.arrayContaining([
        {
          projectId: measured.id,
          basis: 'milestones',
          percent: 60,
          milestonesDone: 3,
          milestonesTotal: 5,
        },
        { projectId: timed.id, basis: 'time', percent: 75, milestonesDone: 0, milestonesTotal: 0 },
      ]),
    );
    expect(answer.body).toHaveLength(2);
  });

  it.each([
    ['no project ids', {}],
    ['an id that is not one', { projectIds: 'abc' }],
  ])('answers 400 to %s', async (_, query) => {
    const response = await api.call('getProjectProgress', {
      ...t.ofA(),
      query,
      cookie: t.memberA.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.error.message).toEqual(expect.any(String));
  });

  it('answers 401 to the signed-out and 404 to another company', async () => {
    expect((await progress([MISSING_ID], '')).status).toBe(401);
    expect((await progress([MISSING_ID], t.adminB.cookie)).status).toBe(404);
  });
});
