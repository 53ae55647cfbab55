import type { Static } from '@sinclair/typebox';
import * as Type from '../type';

/**
 * People and their capacity: everyone whose time the portfolio plans (every member of the
 * company, and people outside the product an admin names: contractors, a vendor's staff), what
 * share of each month each of them gives each project, and the sum per person and month.
 */

export const PERSON_LIMITS = { name: 255, title: 255, hoursPerWeekMax: 168 } as const;
export const DEFAULT_HOURS_PER_WEEK = 40;
/** Above this a person is over-allocated in a month (the `over-allocated` risk, the red cell). */
export const FULL_ALLOCATION_PERCENT = 100;
/** Under this a month reads as light (a pale cell). */
export const LIGHT_ALLOCATION_PERCENT = 50;
/** The most months one capacity answer covers. */
export const CAPACITY_MAX_MONTHS = 24;
/** The months a capacity answer covers when not asked: this month and the eleven after it. */
export const CAPACITY_DEFAULT_MONTHS = 12;
/** The most rows one allocation set may hold. */
export const ALLOCATIONS_MAX_ROWS = 2000;

export const Person = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  userId: Type.Nullable(
    Type.Uuid({ description: 'The account of a member; null for a person outside the product' }),
  ),
  name: Type.String({ description: "A member's name comes from their account" }),
  email: Type.Nullable(Type.String()),
  title: Type.Nullable(Type.String()),
  hoursPerWeek: Type.Integer(),
  ...Type.Timestamps,
});
export type Person = Static<typeof Person>;

const personFields = {
  name: Type.RequiredField('Name', PERSON_LIMITS.name),
  email: Type.labelled('Email', Type.Nullable(Type.Email('Please enter a valid email address'))),
  title: Type.labelled('Title', Type.Nullable(Type.String({ maxLength: PERSON_LIMITS.title }))),
  hoursPerWeek: Type.labelled(
    'Hours per Week',
    Type.Integer({
      minimum: 1,
      maximum: PERSON_LIMITS.hoursPerWeekMax,
      errorMessage: `must be a whole number of hours from 1 to ${PERSON_LIMITS.hoursPerWeekMax}`,
    }),
  ),
};

/** POST /api/companies/{companyId}/people: a person outside the product (admins). */
export const PersonCreateBody = Type.CreateBody(personFields, ['email', 'title', 'hoursPerWeek']);
export type PersonCreateBody = Static<typeof PersonCreateBody>;

/** PUT /api/people/{id}: any subset; a member's name and e-mail are their account's. */
export const PersonUpdateBody = Type.UpdateBody(personFields);
export type PersonUpdateBody = Static<typeof PersonUpdateBody>;

/** Said when a member's name or e-mail is changed here instead of in their account. */
export const MEMBER_PERSON_FIELDS_MESSAGE =
  "A member's name and email come from their account: they change them in their profile";
/** Said when a member is deleted from the people instead of removed from the team. */
export const MEMBER_PERSON_DELETE_MESSAGE =
  'Members leave the people list when they are removed from the team';

/** One row of a project's allocations: a person's share of a month, in percent of their time. */
export const AllocationRow = Type.StrictObject({
  personId: Type.labelled('Person', Type.Uuid({ errorMessage: 'Please select a person' })),
  month: Type.labelled('Month', Type.CalendarMonth()),
  percent: Type.labelled(
    'Percent',
    Type.Integer({
      minimum: 0,
      maximum: 100,
      errorMessage: 'must be a whole percent from 0 to 100',
    }),
  ),
});
export type AllocationRow = Static<typeof AllocationRow>;

/** PUT /api/projects/{id}/allocations: the whole set; a row of 0% allocates nobody. */
export const AllocationsBody = Type.Array(AllocationRow, { maxItems: ALLOCATIONS_MAX_ROWS });
export type AllocationsBody = Static<typeof AllocationsBody>;

export const ProjectAllocation = Type.Object({
  personId: Type.Uuid(),
  personName: Type.String(),
  month: Type.CalendarMonth(),
  percent: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type ProjectAllocation = Static<typeof ProjectAllocation>;

/** A project's allocations, by person name, then month. */
export const ProjectAllocations = Type.Array(ProjectAllocation);
export type ProjectAllocations = Static<typeof ProjectAllocations>;

export const CapacityQuery = Type.StrictObject({
  from: Type.Optional(Type.CalendarMonth('The first month; this month (UTC) unless given')),
  to: Type.Optional(
    Type.CalendarMonth('The last month, included; 11 months after `from` unless given'),
  ),
});
export type CapacityQuery = Static<typeof CapacityQuery>;

/** A project of the answer, named once (the months name it by id). */
export const CapacityProject = Type.Object({
  projectId: Type.Uuid(),
  projectName: Type.String(),
  department: Type.String(),
});
export type CapacityProject = Static<typeof CapacityProject>;

/** A person's share of a month on one project. */
export const CapacityShare = Type.Object({
  projectId: Type.Uuid(),
  percent: Type.Integer(),
});
export type CapacityShare = Static<typeof CapacityShare>;

export const CapacityMonth = Type.Object({
  month: Type.CalendarMonth(),
  percent: Type.Integer({ description: 'The sum over its projects' }),
  projects: Type.Array(CapacityShare, {
    description: 'By percent, largest first (then project name); named in `projects` of the answer',
  }),
});
export type CapacityMonth = Static<typeof CapacityMonth>;

export const CapacityPerson = Type.Object({
  personId: Type.Uuid(),
  userId: Type.Nullable(Type.Uuid()),
  name: Type.String(),
  title: Type.Nullable(Type.String()),
  hoursPerWeek: Type.Integer(),
  months: Type.Array(CapacityMonth, {
    description: 'Only the months with an allocation, in order; any other month is 0%',
  }),
});
export type CapacityPerson = Static<typeof CapacityPerson>;

export const CapacityDepartment = Type.Object({
  department: Type.String(),
  months: Type.Array(
    Type.Object({
      month: Type.CalendarMonth(),
      percent: Type.Integer({
        description:
          "The sum of the department's projects' allocations: 250 is two and a half people",
      }),
    }),
    { description: 'Only the months with an allocation, in order' },
  ),
});
export type CapacityDepartment = Static<typeof CapacityDepartment>;

/** GET /api/companies/{companyId}/capacity: per person and month, the total and its projects. */
export const Capacity = Type.Object({
  from: Type.CalendarMonth(),
  to: Type.CalendarMonth(),
  people: Type.Array(CapacityPerson, { description: 'Every person of the company, by name' }),
  projects: Type.Array(CapacityProject, {
    description: 'The projects the months name, by name: each named once',
  }),
  departments: Type.Array(CapacityDepartment, {
    description: 'Per department of the allocating projects, by name',
  }),
});
export type Capacity = Static<typeof Capacity>;

/** Said for a range that ends before it starts. */
export const CAPACITY_RANGE_ORDER_MESSAGE = 'The last month must not be before the first';
/** Said for a range longer than the answer covers. */
export const CAPACITY_RANGE_LENGTH_MESSAGE = `A capacity view covers at most ${CAPACITY_MAX_MONTHS} months`;

/** How full a person's month is: the heat map's and the Team card's colour. */
export type AllocationLoad = 'none' | 'light' | 'steady' | 'over';

export function allocationLoad(percent: number): AllocationLoad {
  if (percent > FULL_ALLOCATION_PERCENT) return 'over';
  if (percent <= 0) return 'none';
  if (percent < LIGHT_ALLOCATION_PERCENT) return 'light';
  return 'steady';
}

/** The legend of the loads, as the capacity view shows it. */
export const ALLOCATION_LOAD_LABELS: Record<AllocationLoad, string> = {
  none: 'Not allocated',
  light: `Under ${LIGHT_ALLOCATION_PERCENT}%`,
  steady: `${LIGHT_ALLOCATION_PERCENT}–${FULL_ALLOCATION_PERCENT}%`,
  over: `Over ${FULL_ALLOCATION_PERCENT}%`,
};
