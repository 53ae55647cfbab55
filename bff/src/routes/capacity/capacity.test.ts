import { addMonths, monthOf } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, createUser, MISSING_ID } from '../../testing/factories.ts';
import { expectRefused, tableRows } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { id } from '../../testing/contract-client.ts';

// Signed-out (401), unknown ids and every other company's user (404) for every route of the
// endpoint table: contract.test.ts. Here: what each route does, its 400s, 403s and 409s, the
// history it writes, cross-company ids in bodies, month boundaries, and the over-allocated risk.

const t = setupTwoCompanies({ memberA: { firstName: 'Maya', lastName: 'Chen' } });
const { api, db } = t;
const thisMonth = monthOf(new Date());

/** Every row a people or allocation write could touch, to compare before and after a refusal. */
const snapshot = () => tableRows(db(), ['people', 'projectAllocations', 'auditEvents']);

const addPerson = async (name: string, fields: Record<string, unknown> = {}) =>
  (
    await api.ok('createPerson', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      body: { name, ...fields },
    })
  ).body;

/**
 * A new company of admin A with one person, whose figures no other test touches; `project` adds
 * a project to it through the API.
 */
async function companyOfOnePerson(companyName: string, personName: string) {
  const company = await t.companyOwnedBy(t.adminA, { name: companyName });
  const params = { params: { companyId: company.id } };
  const cookie = t.adminA.cookie;
  const person = (await api.ok('createPerson', { ...params, cookie, body: { name: personName } }))
    .body;
  const project = (name: string, department = 'IT') =>
    t.addProject({ name, department }, { companyId: company.id, cookie });
  return { params, person, project };
}

const allocate = (projectId: string, rows: unknown, cookie = t.memberA.cookie) =>
  api.call('setProjectAllocations', { ...id(projectId), cookie, body: rows });

const risksOf = async (projectId: string) =>
  (
    await api.ok('listRisks', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      query: { projectId },
    })
  ).body.risks.map((risk) => risk.rule.id);

describe('people', () => {
  it('lists every member without typing them again, and the people an admin adds', async () => {
    const added = await addPerson('Jordan Vendor', {
      email: 'jordan@vendor.test',
      title: 'ML engineer',
    });
    expect(added).toMatchObject({
      name: 'Jordan Vendor',
      email: 'jordan@vendor.test',
      title: 'ML engineer',
      hoursPerWeek: 40,
      userId: null,
    });
    const people = (await api.ok('listPeople', { ...t.ofA(), cookie: t.memberA.cookie })).body;
    const maya = people.find((p) => p.userId === t.memberA.user.id);
    expect(maya).toMatchObject({
      name: 'Maya Chen',
      email: t.memberA.user.email,
      hoursPerWeek: 40,
    });
    expect(people.some((p) => p.userId === t.adminA.user.id)).toBe(true);
    expect(people.some((p) => p.id === added.id)).toBe(true);
    // By name, whatever the case.
    const names = people.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // Company B sees only its own.
    const theirs = (await api.ok('listPeople', { ...t.ofB(), cookie: t.adminB.cookie })).body;
    expect(theirs.map((p) => p.userId)).toEqual([t.adminB.user.id]);
  });

  it('a member joining later is one of the people at once; leaving keeps them under their name', async () => {
    const user = await createUser(db(), { firstName: 'Priya', lastName: 'Patel' });
    const membership = await addMember(db(), t.companyA.id, user.id);
    const listed = async () =>
      (await api.ok('listPeople', { ...t.ofA(), cookie: t.memberA.cookie })).body.find(
        (p) => p.name === 'Priya Patel',
      );
    expect((await listed())?.userId).toBe(user.id);
    await db()('companyMembers').where({ id: membership.id }).delete();
    expect(await listed()).toMatchObject({ userId: null, email: user.email });
  });

  it('changes a person and records it; a member keeps the name and email of their account', async () => {
    const person = await addPerson('Sam Contractor');
    const updated = await api.ok('updatePerson', {
      ...id(person.id),
      cookie: t.adminA.cookie,
      body: { title: 'Data scientist', hoursPerWeek: 20, email: 'sam@example.test' },
    });
    expect(updated.body).toMatchObject({ title: 'Data scientist', hoursPerWeek: 20 });
    const [event] = await db()('auditEvents')
      .where({ entity: 'person', entityId: person.id, action: 'updated' })
      .orderBy('id', 'desc');
    expect(Object.keys(event.changes).sort()).toEqual(['email', 'hoursPerWeek', 'title']);

    const people = (await api.ok('listPeople', { ...t.ofA(), cookie: t.adminA.cookie })).body;
    const maya = people.find((p) => p.userId === t.memberA.user.id)!;
    const hours = await api.ok('updatePerson', {
      ...id(maya.id),
      cookie: t.adminA.cookie,
      body: { hoursPerWeek: 32, title: 'Product manager' },
    });
    expect(hours.body).toMatchObject({ name: 'Maya Chen', hoursPerWeek: 32 });
    const renamed = await expectRefused(snapshot, 409, () =>
      api.call('updatePerson', { ...id(maya.id), cookie: t.adminA.cookie, body: { name: 'M' } }),
    );
    expect(renamed.error.message).toMatch(/come from their account/);
    await expectRefused(snapshot, 409, () =>
      api.call('deletePerson', { ...id(maya.id), cookie: t.adminA.cookie }),
    );
  });

  it('refuses bad fields (400), members writing (403) and other companies (404), writing nothing', async () => {
    const blank = await expectRefused(snapshot, 400, () =>
      api.call('createPerson', {
        ...t.ofA(),
        cookie: t.adminA.cookie,
        body: { name: ' ', email: 'nope', hoursPerWeek: 0 },
      }),
    );
    expect(blank.error.details?.map((d) => d.field).sort()).toEqual([
      'email',
      'hoursPerWeek',
      'name',
    ]);
    await expectRefused(snapshot, 403, () =>
      api.call('createPerson', { ...t.ofA(), cookie: t.memberA.cookie, body: { name: 'X' } }),
    );
    const person = await addPerson('Kept');
    await expectRefused(snapshot, 403, () =>
      api.call('updatePerson', {
        ...id(person.id),
        cookie: t.memberA.cookie,
        body: { title: 'X' },
      }),
    );
    await expectRefused(snapshot, 404, () =>
      api.call('updatePerson', { ...id(person.id), cookie: t.adminB.cookie, body: { title: 'X' } }),
    );
    await expectRefused(snapshot, 404, () =>
      api.call('deletePerson', { ...id(person.id), cookie: t.adminB.cookie }),
    );
    await expectRefused(snapshot, 404, () =>
      api.call('createPerson', { ...t.ofA(), cookie: t.adminB.cookie, body: { name: 'X' } }),
    );
    await expectRefused(snapshot, 404, () =>
      api.call('deletePerson', { ...id(MISSING_ID), cookie: t.adminA.cookie }),
    );
    await expectRefused(snapshot, 401, () => api.call('listPeople', { ...t.ofA() }));
  });

  it('deleting a person takes their allocations with them', async () => {
    const project = await t.projectOfA();
    const person = await addPerson('Leaving');
    expect(
      (await allocate(project.id, [{ personId: person.id, month: thisMonth, percent: 50 }])).status,
    ).toBe(200);
    await api.ok('deletePerson', { ...id(person.id), cookie: t.adminA.cookie });
    expect(
      (await api.ok('listProjectAllocations', { ...id(project.id), cookie: t.memberA.cookie }))
        .body,
    ).toEqual([]);
  });
});

describe('allocations', () => {
  it('replace the whole set, drop 0% rows, read by name then month, and are one change of the history', async () => {
    const project = await t.projectOfA({ name: 'Allocated' });
    const zoe = await addPerson('Zoe Analyst');
    const ben = await addPerson('ben Builder');
    const set = await allocate(project.id, [
      { personId: zoe.id, month: '2026-12', percent: 40 },
      { personId: zoe.id, month: '2027-01', percent: 60 },
      { personId: ben.id, month: '2027-01', percent: 100 },
      { personId: ben.id, month: '2027-02', percent: 0 },
    ]);
    expect(set.status, set.text).toBe(200);
    const expected = [
      { personId: ben.id, personName: 'ben Builder', month: '2027-01', percent: 100 },
      { personId: zoe.id, personName: 'Zoe Analyst', month: '2026-12', percent: 40 },
      { personId: zoe.id, personName: 'Zoe Analyst', month: '2027-01', percent: 60 },
    ];
    expect(set.body).toEqual(expected);
    const read = await api.ok('listProjectAllocations', {
      ...id(project.id),
      cookie: t.memberA.cookie,
    });
    expect(read.body).toEqual(expected);

    await allocate(project.id, [{ personId: zoe.id, month: '2026-12', percent: 50 }]);
    const [latest] = await t.projectHistory(project.id);
    expect(latest).toMatchObject({
      entity: 'project_allocations',
      action: 'updated',
      entityLabel: 'Allocated',
      changes: [
        {
          label: 'Allocations',
          before:
            'ben Builder · Jan 2027 · 100%, Zoe Analyst · Dec 2026 · 40%, Zoe Analyst · Jan 2027 · 60%',
          after: 'Zoe Analyst · Dec 2026 · 50%',
        },
      ],
    });
    // The same set again changes nothing and writes no history.
    const events = await db()('auditEvents').count('* as n').first();
    await allocate(project.id, [{ personId: zoe.id, month: '2026-12', percent: 50 }]);
    expect(await db()('auditEvents').count('* as n').first()).toEqual(events);
  });

  it('refuses a percent out of range, a month that does not exist and a person twice in a month (400)', async () => {
    const project = await t.projectOfA();
    const person = await addPerson('Twice');
    const over = await expectRefused(snapshot, 400, () =>
      allocate(project.id, [{ personId: person.id, month: '2026-13', percent: 101 }]),
    );
    expect(over.error.details?.map((d) => d.field).sort()).toEqual(['0.month', '0.percent']);
    await expectRefused(snapshot, 400, () =>
      allocate(project.id, [{ personId: person.id, month: '2026-03', percent: 12.5 }]),
    );
    const twice = await expectRefused(snapshot, 400, () =>
      allocate(project.id, [
        { personId: person.id, month: '2026-03', percent: 10 },
        { personId: person.id, month: '2026-03', percent: 20 },
      ]),
    );
    expect(twice.error.message).toBe(
      'Twice is allocated twice in March 2026: give one share per person and month',
    );
  });

  it("refuses another company's person (404) and another company's project, writing nothing", async () => {
    const project = await t.projectOfA();
    const people = (await api.ok('listPeople', { ...t.ofB(), cookie: t.adminB.cookie })).body;
    const theirs = people[0]!;
    await expectRefused(snapshot, 404, () =>
      allocate(project.id, [{ personId: theirs.id, month: '2026-03', percent: 10 }]),
    );
    await expectRefused(snapshot, 404, () =>
      allocate(project.id, [{ personId: MISSING_ID, month: '2026-03', percent: 10 }]),
    );
    await expectRefused(snapshot, 404, () => allocate(project.id, [], t.adminB.cookie));
    await expectRefused(snapshot, 404, () =>
      api.call('listProjectAllocations', { ...id(project.id), cookie: t.adminB.cookie }),
    );
    await expectRefused(snapshot, 401, () =>
      api.call('setProjectAllocations', { ...id(project.id), body: [] }),
    );
  });
});

describe('capacity', () => {
  it('sums each person per month over live projects, with the projects behind, and per department', async () => {
    const { params, person, project } = await companyOfOnePerson('Capacity Co', 'Ava');
    const apollo = await project('Apollo', 'Sales');
    const zephyr = await project('Zephyr', 'IT');
    const shelved = await project('Shelved', 'IT');
    const row = (month: string, percent: number) => ({ personId: person.id, month, percent });
    await allocate(
      apollo.id,
      [row('2026-11', 70), row('2026-12', 30), row('2027-01', 20)],
      t.adminA.cookie,
    );
    await allocate(zephyr.id, [row('2026-12', 80), row('2027-02', 50)], t.adminA.cookie);
    await allocate(shelved.id, [row('2026-12', 90)], t.adminA.cookie);
    await api.ok('archiveProject', { ...id(shelved.id), cookie: t.adminA.cookie });

    // December to January: the year's end inside the range, both ends included.
    const capacity = await api.ok('getCapacity', {
      ...params,
      cookie: t.adminA.cookie,
      query: { from: '2026-12', to: '2027-01' },
    });
    expect(capacity.body.from).toBe('2026-12');
    expect(capacity.body.to).toBe('2027-01');
    const ava = capacity.body.people.find((p) => p.personId === person.id)!;
    expect(ava.months).toEqual([
      {
        month: '2026-12',
        percent: 110,
        projects: [
          { projectId: zephyr.id, percent: 80 },
          { projectId: apollo.id, percent: 30 },
        ],
      },
      { month: '2027-01', percent: 20, projects: [{ projectId: apollo.id, percent: 20 }] },
    ]);
    // Each project of the range named once; the archived one is nobody's.
    expect(capacity.body.projects).toEqual([
      { projectId: apollo.id, projectName: 'Apollo', department: 'Sales' },
      { projectId: zephyr.id, projectName: 'Zephyr', department: 'IT' },
    ]);
    expect(capacity.body.departments).toEqual([
      { department: 'IT', months: [{ month: '2026-12', percent: 80 }] },
      {
        department: 'Sales',
        months: [
          { month: '2026-12', percent: 30 },
          { month: '2027-01', percent: 20 },
        ],
      },
    ]);
    // The owner is one of the people, with no allocation.
    expect(capacity.body.people.find((p) => p.userId === t.adminA.user.id)?.months).toEqual([]);
  });

  it('covers this month and the eleven after it unless asked; refuses a range backwards, too long or malformed', async () => {
    const answer = await api.ok('getCapacity', { ...t.ofA(), cookie: t.memberA.cookie });
    expect(answer.body.from).toBe(thisMonth);
    expect(answer.body.to).toBe(addMonths(thisMonth, 11));
    const backwards = await api.call('getCapacity', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      query: { from: '2027-01', to: '2026-12' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.error.message).toBe('The last month must not be before the first');
    const long = await api.call('getCapacity', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      query: { from: '2026-01', to: '2028-01' },
    });
    expect(long.status).toBe(400);
    expect(long.error.message).toMatch(/at most 24 months/);
    const malformed = await api.call('getCapacity', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      query: { from: '2026-1' },
    });
    expect(malformed.status).toBe(400);
    expect((await api.call('getCapacity', { ...t.ofA(), cookie: t.adminB.cookie })).status).toBe(
      404,
    );
  });
});

describe('the capacity answer as the data changes', () => {
  it('is revalidated by the data version: a write or a member renaming their account is a new answer', async () => {
    const company = await t.companyOwnedBy(t.adminA, { name: 'Versioned Co' });
    const params = { params: { companyId: company.id } };
    const first = await api.ok('getCapacity', { ...params, cookie: t.adminA.cookie });
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const same = await api.call('getCapacity', {
      ...params,
      cookie: t.adminA.cookie,
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    expect(same.status).toBe(304);

    await api.ok('createPerson', {
      ...params,
      cookie: t.adminA.cookie,
      body: { name: 'Newcomer' },
    });
    const added = await api.ok('getCapacity', { ...params, cookie: t.adminA.cookie });
    expect(added.headers.get('etag')).not.toBe(etag);
    expect(added.body.people.map((p) => p.name)).toContain('Newcomer');

    await db()('users').where({ id: t.adminA.user.id }).update({ firstName: 'Renamed' });
    const renamed = await api.ok('getCapacity', { ...params, cookie: t.adminA.cookie });
    expect(renamed.body.people.find((p) => p.userId === t.adminA.user.id)?.name).toMatch(
      /^Renamed /,
    );
  });
});

describe('over-allocation', () => {
  it('opens a high risk on every project allocating the person that month, counts them on the dashboard, and resolves', async () => {
    const { params, person, project } = await companyOfOnePerson('Busy Co', 'Noor');
    const first = await project('First');
    const second = await project('Second');
    const row = (percent: number, month = thisMonth) => [{ personId: person.id, month, percent }];
    const summary = async () =>
      (await api.ok('getPortfolioSummary', { ...params, cookie: t.adminA.cookie })).body;
    const risks = async (projectId: string) =>
      (
        await api.ok('listRisks', { ...params, cookie: t.adminA.cookie, query: { projectId } })
      ).body.risks.map((risk) => [risk.rule.id, risk.severity]);

    await allocate(first.id, row(60), t.adminA.cookie);
    await allocate(second.id, row(40), t.adminA.cookie);
    await t.processHistory();
    expect(await risks(first.id)).toEqual([]);
    expect((await summary()).peopleOverAllocated).toBe(0);

    // 60% + 50%: over 100% this month.
    await allocate(second.id, row(50), t.adminA.cookie);
    await t.processHistory();
    expect(await risks(first.id)).toEqual([['over-allocated', 'high']]);
    expect(await risks(second.id)).toEqual([['over-allocated', 'high']]);
    expect((await summary()).peopleOverAllocated).toBe(1);

    // Given time back on one project: resolved on both.
    await allocate(first.id, row(50), t.adminA.cookie);
    await t.processHistory();
    expect(await risks(first.id)).toEqual([]);
    expect(await risks(second.id)).toEqual([]);
    expect((await summary()).peopleOverAllocated).toBe(0);

    // Over in a month already past: nothing to act on.
    const lastMonth = addMonths(thisMonth, -1);
    await allocate(first.id, row(80, lastMonth), t.adminA.cookie);
    await allocate(second.id, row(80, lastMonth), t.adminA.cookie);
    await t.processHistory();
    expect(await risks(first.id)).toEqual([]);

    // Over next month, then the person deleted: the risks go with them.
    const next = addMonths(thisMonth, 1);
    await allocate(first.id, row(80, next), t.adminA.cookie);
    await allocate(second.id, row(80, next), t.adminA.cookie);
    await t.processHistory();
    expect(await risks(second.id)).toEqual([['over-allocated', 'high']]);
    await api.ok('deletePerson', { ...id(person.id), cookie: t.adminA.cookie });
    await t.processHistory();
    expect(await risks(first.id)).toEqual([]);
    expect(await risks(second.id)).toEqual([]);
  });

  it('is re-evaluated when a project allocating the person is archived', async () => {
    const project = await t.projectOfA();
    const other = await t.projectOfA();
    const person = await addPerson('Archived Load');
    await allocate(project.id, [{ personId: person.id, month: thisMonth, percent: 70 }]);
    await allocate(other.id, [{ personId: person.id, month: thisMonth, percent: 70 }]);
    await t.processHistory();
    expect(await risksOf(project.id)).toEqual(['over-allocated']);
    await api.ok('archiveProject', { ...id(other.id), cookie: t.adminA.cookie });
    await t.processHistory();
    expect(await risksOf(project.id)).toEqual([]);
  });
});
