import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { PROGRESS_BASES } from './project-progress';
import { ProjectHealthQuery } from '../reporting/status-reports';

/**
 * A project's schedule beyond its own dates: its milestones, the projects it depends on
 * (finish-to-start: it should not start before they end) and the baseline its dates and
 * milestones are measured against.
 */

export const MILESTONE_LIMITS = { name: 255 } as const;

export const Milestone = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  projectId: Type.Uuid(),
  name: Type.String(),
  dueDate: Type.CalendarDate('When it is due, YYYY-MM-DD'),
  done: Type.Boolean(),
  ...Type.Timestamps,
});
export type Milestone = Static<typeof Milestone>;

const milestoneFields = {
  name: Type.RequiredField('Milestone Name', MILESTONE_LIMITS.name),
  dueDate: Type.labelled('Due Date', Type.CalendarDate()),
  done: Type.labelled('Done', Type.Boolean()),
};

/** POST /api/projects/{id}/milestones: a name and a due date; not done unless said. */
export const MilestoneCreateBody = Type.CreateBody(milestoneFields, ['done']);
export type MilestoneCreateBody = Static<typeof MilestoneCreateBody>;

/** PUT /api/milestones/{id}: any subset of the fields. */
export const MilestoneUpdateBody = Type.UpdateBody(milestoneFields);
export type MilestoneUpdateBody = Static<typeof MilestoneUpdateBody>;

/** One finish-to-start dependency: `projectId` should start after `dependsOnProjectId` ends. */
export const ProjectDependency = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  projectId: Type.Uuid({ description: 'The project that waits' }),
  projectName: Type.String(),
  dependsOnProjectId: Type.Uuid({ description: 'The project it waits for' }),
  dependsOnProjectName: Type.String(),
  createdAt: Type.Timestamp,
});
export type ProjectDependency = Static<typeof ProjectDependency>;

/** POST /api/projects/{id}/dependencies: the project of the path depends on this one. */
export const ProjectDependencyBody = Type.StrictObject({
  dependsOnProjectId: Type.labelled(
    'Depends On',
    Type.Uuid({ errorMessage: 'Please select the project it depends on' }),
  ),
});
export type ProjectDependencyBody = Static<typeof ProjectDependencyBody>;

/** The sentence for a project made to depend on itself. */
export const SELF_DEPENDENCY_MESSAGE = 'A project cannot depend on itself';

export const BaselineMilestone = Type.Object({
  milestoneId: Type.Uuid(),
  name: Type.String({ description: 'Its name when the baseline was set' }),
  dueDate: Type.CalendarDate('Its due date when the baseline was set'),
});
export type BaselineMilestone = Static<typeof BaselineMilestone>;

/** A project's dates and milestones as they were when its baseline was set. */
export const ProjectBaseline = Type.Object({
  projectId: Type.Uuid(),
  startDate: Type.Nullable(Type.CalendarDate()),
  targetDate: Type.Nullable(Type.CalendarDate()),
  milestones: Type.Array(BaselineMilestone, { description: 'By due date' }),
  setAt: Type.Timestamp,
  setBy: Type.Nullable(Type.Uuid({ description: 'Who set it (null: the product itself)' })),
});
export type ProjectBaseline = Static<typeof ProjectBaseline>;

/** GET /api/projects/{id}/baseline: the current baseline, or null before the first is set. */
export const ProjectBaselineAnswer = Type.Object({ baseline: Type.Nullable(ProjectBaseline) });
export type ProjectBaselineAnswer = Static<typeof ProjectBaselineAnswer>;

/** GET /api/companies/{companyId}/project-progress: the projects asked for, as the health's. */
export const ProjectProgressQuery = ProjectHealthQuery;
export type ProjectProgressQuery = Static<typeof ProjectProgressQuery>;

/** How far a project has come (see `projectProgress`), measured by milestones or by time. */
export const ProjectProgressEntry = Type.Object({
  projectId: Type.Uuid(),
  basis: Type.StringEnum(PROGRESS_BASES, {
    description:
      'milestones: the share of its milestones done; time: it has no milestones, the share of the time from its start to its target date that has passed (UTC days)',
  }),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  milestonesDone: Type.Integer({ minimum: 0 }),
  milestonesTotal: Type.Integer({ minimum: 0 }),
});
export type ProjectProgressEntry = Static<typeof ProjectProgressEntry>;
