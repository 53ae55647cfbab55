import type { Registration } from '../contract.ts';
import {
  addProjectDependencyRoute,
  createMilestoneRoute,
  deleteMilestoneRoute,
  getProjectBaselineRoute,
  getProjectProgressRoute,
  listMilestonesRoute,
  listProjectDependenciesRoute,
  removeProjectDependencyRoute,
  setProjectBaselineRoute,
  updateMilestoneRoute,
} from './schedule.ts';
import { getPortfolioTimeline } from './timeline.ts';

/** A project's schedule: milestones, dependencies between projects, baselines; the portfolio's timeline. */
export const scheduleRoutes: Registration[] = [
  listMilestonesRoute,
  createMilestoneRoute,
  updateMilestoneRoute,
  deleteMilestoneRoute,
  listProjectDependenciesRoute,
  addProjectDependencyRoute,
  removeProjectDependencyRoute,
  getProjectBaselineRoute,
  setProjectBaselineRoute,
  getProjectProgressRoute,
  getPortfolioTimeline,
];
