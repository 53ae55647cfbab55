import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { ProjectListQuery } from '../portfolio/projects';

/**
 * The portfolio timeline: every project of a filter with its dates, milestones, baseline and
 * the dependencies between them, in one answer (`GET /api/companies/{companyId}/timeline`).
 */

/** The filters of the project list, without its order and paging: the timeline is the whole filter. */
export const TimelineQuery = Type.Omit(ProjectListQuery, ['sort', 'limit', 'offset'], {
  additionalProperties: false,
});
export type TimelineQuery = Static<typeof TimelineQuery>;

export const TimelineMilestone = Type.Object({
  id: Type.Uuid(),
  name: Type.String(),
  dueDate: Type.CalendarDate('When it is due, YYYY-MM-DD'),
  done: Type.Boolean(),
});
export type TimelineMilestone = Static<typeof TimelineMilestone>;

export const TimelineProject = Type.Object({
  id: Type.Uuid(),
  name: Type.String(),
  department: Type.String(),
  businessOwner: Type.String(),
  status: Type.String({
    description: 'One of the project statuses; older data may hold other values',
  }),
  startDate: Type.Nullable(Type.CalendarDate()),
  targetDate: Type.Nullable(Type.CalendarDate()),
  milestones: Type.Array(TimelineMilestone, { description: 'By due date' }),
  baseline: Type.Nullable(
    Type.Object(
      {
        startDate: Type.Nullable(Type.CalendarDate()),
        targetDate: Type.Nullable(Type.CalendarDate()),
      },
      { description: 'The dates of its baseline; null before one is set' },
    ),
  ),
});
export type TimelineProject = Static<typeof TimelineProject>;

export const TimelineDependency = Type.Object({
  id: Type.Uuid(),
  projectId: Type.Uuid({ description: 'The project that waits' }),
  dependsOnProjectId: Type.Uuid({ description: 'The project it waits for' }),
});
export type TimelineDependency = Static<typeof TimelineDependency>;

export const PortfolioTimeline = Type.Object({
  projects: Type.Array(TimelineProject, {
    description: 'Those with a start date by start date, then the others, each by name',
  }),
  dependencies: Type.Array(TimelineDependency, {
    description: 'Between the projects of the answer (both ends in it)',
  }),
});
export type PortfolioTimeline = Static<typeof PortfolioTimeline>;
