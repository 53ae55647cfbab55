import {
  DEFAULT_HOURS_PER_WEEK,
  FULL_ALLOCATION_PERCENT,
  MEMBER_PERSON_DELETE_MESSAGE,
  MEMBER_PERSON_FIELDS_MESSAGE,
  allocatedTwice,
  capacityMonths,
  notFoundMessage,
  routes,
  type AllocationsBody,
  type Capacity,
  type CapacityPerson,
  type OverAllocation,
  type Person,
  type PersonCreateBody,
  type PersonUpdateBody,
  type Project,
  type ProjectAllocation,
} from '@portfolio/contracts';
import {
  BookRefusal,
  HttpResponse,
  mockRoute,
  noContent,
  projectRoutes,
  refusedOr,
} from './mock-route';

/** What the book reads of its portfolio: its projects. */
export interface CapacitySource {
  project(id: string): Project | undefined;
  all(): readonly Project[];
}

interface StoredAllocation {
  projectId: string;
  personId: string;
  month: string;
  percent: number;
}

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id);
const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The people and allocations of an in-memory portfolio, answering like the BFF: people by name,
 * a project's allocations replaced as a set, the capacity summed over live projects, and who is
 * over-allocated for the risk rules and the dashboard.
 */
export function createCapacityBook(source: CapacitySource) {
  let people: Person[] = [];
  let allocations: StoredAllocation[] = [];
  const now = () => new Date().toISOString();
  const personOf = (id: string) => people.find((p) => p.id === id);
  const live = (projectId: string) => {
    const project = source.project(projectId);
    return project && !project.archivedAt ? project : undefined;
  };
  /** A person's total in a month over live projects. */
  const totalOf = (personId: string, month: string) =>
    allocations
      .filter((a) => a.personId === personId && a.month === month && live(a.projectId))
      .reduce((sum, a) => sum + a.percent, 0);

  return {
    people: (companyId: string) => people.filter((p) => p.companyId === companyId).sort(byName),
    addPerson(
      companyId: string,
      body: PersonCreateBody,
      fields: { userId?: string | null; id?: string } = {},
    ): Person {
      const person: Person = {
        id: fields.id ?? crypto.randomUUID(),
        companyId,
        userId: fields.userId ?? null,
        name: body.name.trim(),
        email: blankToNull(body.email),
        title: blankToNull(body.title),
        hoursPerWeek: body.hoursPerWeek ?? DEFAULT_HOURS_PER_WEEK,
        createdAt: now(),
        updatedAt: now(),
      };
      people = [...people, person];
      return person;
    },
    /** Throws a {@link BookRefusal} for what the BFF refuses. */
    updatePerson(id: string, body: PersonUpdateBody): Person {
      const current = personOf(id);
      if (!current) throw new BookRefusal(404, notFoundMessage('person'));
      if (current.userId && (body.name !== undefined || body.email !== undefined)) {
        throw new BookRefusal(409, MEMBER_PERSON_FIELDS_MESSAGE);
      }
      const next: Person = {
        ...current,
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.email !== undefined ? { email: blankToNull(body.email) } : {}),
        ...(body.title !== undefined ? { title: blankToNull(body.title) } : {}),
        ...(body.hoursPerWeek !== undefined ? { hoursPerWeek: body.hoursPerWeek } : {}),
        updatedAt: now(),
      };
      people = people.map((p) => (p.id === id ? next : p));
      return next;
    },
    deletePerson(id: string): void {
      const current = personOf(id);
      if (!current) throw new BookRefusal(404, notFoundMessage('person'));
      if (current.userId) throw new BookRefusal(409, MEMBER_PERSON_DELETE_MESSAGE);
      people = people.filter((p) => p.id !== id);
      allocations = allocations.filter((a) => a.personId !== id);
    },
    allocations(projectId: string): ProjectAllocation[] {
      return allocations
        .filter((a) => a.projectId === projectId)
        .map((a) => ({
          personId: a.personId,
          personName: personOf(a.personId)?.name ?? '',
          month: a.month,
          percent: a.percent,
        }))
        .sort(
          (a, b) =>
            a.personName.toLowerCase().localeCompare(b.personName.toLowerCase()) ||
            a.personId.localeCompare(b.personId) ||
            a.month.localeCompare(b.month),
        );
    },
    /** Replaces a project's set; throws a {@link BookRefusal} for what the BFF refuses. */
    setAllocations(project: Project, rows: AllocationsBody): ProjectAllocation[] {
      for (const row of rows) {
        const person = personOf(row.personId);
        if (!person || person.companyId !== project.companyId) {
          throw new BookRefusal(404, notFoundMessage('person'));
        }
      }
      const twice = allocatedTwice(rows, (id) => personOf(id)?.name);
      if (twice) throw new BookRefusal(400, twice.message);
      allocations = [
        ...allocations.filter((a) => a.projectId !== project.id),
        ...rows.filter((r) => r.percent > 0).map((r) => ({ ...r, projectId: project.id })),
      ];
      return this.allocations(project.id);
    },
    /** The capacity answer; throws a {@link BookRefusal} for a range the BFF refuses. */
    capacity(companyId: string, query: { from?: string; to?: string } = {}): Capacity {
      const { from, to, problem } = capacityMonths(query);
      if (problem) throw new BookRefusal(400, problem);
      const inRange = allocations
        .filter((a) => a.month >= from && a.month <= to)
        .map((a) => ({ ...a, project: live(a.projectId) }))
        .filter((a) => a.project && a.project.companyId === companyId);
      const persons: CapacityPerson[] = this.people(companyId).map((person) => {
        const mine = inRange.filter((a) => a.personId === person.id);
        const months = [...new Set(mine.map((a) => a.month))].sort();
        return {
          personId: person.id,
          userId: person.userId,
          name: person.name,
          title: person.title,
          hoursPerWeek: person.hoursPerWeek,
          months: months.map((month) => {
            const rows = mine.filter((a) => a.month === month);
            return {
              month,
              percent: rows.reduce((sum, a) => sum + a.percent, 0),
              projects: rows
                .sort(
                  (a, b) =>
                    b.percent - a.percent ||
                    a.project!.name.localeCompare(b.project!.name) ||
                    a.projectId.localeCompare(b.projectId),
                )
                .map((a) => ({ projectId: a.projectId, percent: a.percent })),
            };
          }),
        };
      });
      const departments = [...new Set(inRange.map((a) => a.project!.department))]
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .map((department) => {
          const rows = inRange.filter((a) => a.project!.department === department);
          const months = [...new Set(rows.map((a) => a.month))].sort();
          return {
            department,
            months: months.map((month) => ({
              month,
              percent: rows.filter((a) => a.month === month).reduce((s, a) => s + a.percent, 0),
            })),
          };
        });
      const named = new Map(inRange.map((a) => [a.projectId, a.project!]));
      const projects = [...named.values()]
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
        .map((p) => ({ projectId: p.id, projectName: p.name, department: p.department }));
      return { from, to, people: persons, projects, departments };
    },
    /** The people a project allocates who are over 100% in a month from `fromMonth` on. */
    overAllocationsOf(projectId: string, fromMonth: string): OverAllocation[] {
      return allocations
        .filter((a) => a.projectId === projectId && a.month >= fromMonth)
        .map((a) => ({ a, total: totalOf(a.personId, a.month) }))
        .filter(({ total }) => total > FULL_ALLOCATION_PERCENT)
        .map(({ a, total }) => ({
          personName: personOf(a.personId)?.name ?? '',
          month: a.month,
          percent: total,
        }));
    },
    /** How many people of the company are over 100% in `month`. */
    overAllocatedCount(companyId: string, month: string): number {
      return this.people(companyId).filter((p) => totalOf(p.id, month) > FULL_ALLOCATION_PERCENT)
        .length;
    },
  };
}

export type CapacityBook = ReturnType<typeof createCapacityBook>;

/** The people, allocation and capacity routes over a book (and its portfolio's projects). */
export function capacityHandlers(book: () => CapacityBook, source: () => CapacitySource) {
  const { withProject, json } = projectRoutes((id) => source().project(id));
  return [
    mockRoute(routes.listPeople, ({ params }) =>
      HttpResponse.json(book().people(params.companyId)),
    ),
    mockRoute(routes.createPerson, async ({ request, params }) =>
      HttpResponse.json(book().addPerson(params.companyId, await request.json()), { status: 201 }),
    ),
    mockRoute(routes.updatePerson, async ({ request, params }) => {
      const body = await request.json();
      return refusedOr(() => HttpResponse.json(book().updatePerson(params.id, body)));
    }),
    mockRoute(routes.deletePerson, ({ params }) =>
      refusedOr(() => {
        book().deletePerson(params.id);
        return noContent();
      }),
    ),
    json(routes.listProjectAllocations, (p) => book().allocations(p.id)),
    mockRoute(routes.setProjectAllocations, ({ request, params }) =>
      withProject(params.id, async (project) => {
        const rows = await request.json();
        return refusedOr(() =>
          HttpResponse.json<ProjectAllocation[]>(book().setAllocations(project, rows)),
        );
      }),
    ),
    mockRoute(routes.getCapacity, ({ request, params }) => {
      const search = new URL(request.url).searchParams;
      const query = {
        from: search.get('from') ?? undefined,
        to: search.get('to') ?? undefined,
      };
      return refusedOr(() => HttpResponse.json(book().capacity(params.companyId, query)));
    }),
  ];
}
