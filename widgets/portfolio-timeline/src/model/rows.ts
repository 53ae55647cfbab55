import {
  PROJECT_STATUSES,
  projectStatusLabel,
  type TimelineDependency,
  type TimelineProject,
} from '@portfolio/contracts';

/** The rows of the timeline: one per project, under a heading per group. */

export const GROUP_BYS = ['department', 'status', 'owner'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

export const GROUP_BY_LABELS: Record<GroupBy, string> = {
  department: 'Department',
  status: 'Status',
  owner: 'Owner',
};

export type TimelineRow =
  | { kind: 'group'; key: string; label: string; count: number }
  | { kind: 'project'; key: string; project: TimelineProject };

/** A project is drawn once it has both dates; the others are listed apart to be given some. */
export const isDated = (
  p: TimelineProject,
): p is TimelineProject & { startDate: string; targetDate: string } =>
  p.startDate !== null && p.targetDate !== null;

const groupOf = (p: TimelineProject, by: GroupBy) =>
  by === 'department' ? p.department : by === 'status' ? p.status : p.businessOwner;

const groupLabel = (key: string, by: GroupBy) => (by === 'status' ? projectStatusLabel(key) : key);

/** Statuses in the product's order, any other value after them; other groups by name. */
function compareGroups(by: GroupBy) {
  const rank = (key: string) => {
    const i = (PROJECT_STATUSES as readonly string[]).indexOf(key);
    return i === -1 ? PROJECT_STATUSES.length : i;
  };
  return (a: string, b: string) =>
    (by === 'status' ? rank(a) - rank(b) : 0) || a.localeCompare(b, 'en', { sensitivity: 'base' });
}

export interface TimelineLayout {
  rows: TimelineRow[];
  /** Row index of each dated project. */
  rowOf: Map<string, number>;
  /** Projects without a start or target date, in the answer's order. */
  undated: TimelineProject[];
  /** Dependencies whose both ends are drawn. */
  arrows: TimelineDependency[];
  /** The names of the drawn projects each drawn project waits for. */
  waitsFor: Map<string, string[]>;
}

/** The dated projects grouped (each group in the answer's order: by start date), the rest apart. */
export function layoutTimeline(
  projects: readonly TimelineProject[],
  dependencies: readonly TimelineDependency[],
  by: GroupBy,
): TimelineLayout {
  const groups = new Map<string, TimelineProject[]>();
  const undated: TimelineProject[] = [];
  for (const p of projects) {
    if (!isDated(p)) {
      undated.push(p);
      continue;
    }
    const key = groupOf(p, by);
    const list = groups.get(key);
    if (list) list.push(p);
    else groups.set(key, [p]);
  }
  const rows: TimelineRow[] = [];
  const rowOf = new Map<string, number>();
  for (const key of [...groups.keys()].sort(compareGroups(by))) {
    const members = groups.get(key)!;
    rows.push({
      kind: 'group',
      key: `group:${key}`,
      label: groupLabel(key, by),
      count: members.length,
    });
    for (const project of members) {
      rowOf.set(project.id, rows.length);
      rows.push({ kind: 'project', key: project.id, project });
    }
  }
  const arrows = dependencies.filter(
    (d) => rowOf.has(d.projectId) && rowOf.has(d.dependsOnProjectId),
  );
  const names = new Map(projects.map((p) => [p.id, p.name]));
  const waitsFor = new Map<string, string[]>();
  for (const d of arrows) {
    const list = waitsFor.get(d.projectId) ?? [];
    list.push(names.get(d.dependsOnProjectId)!);
    waitsFor.set(d.projectId, list);
  }
  return { rows, rowOf, undated, arrows, waitsFor };
}
