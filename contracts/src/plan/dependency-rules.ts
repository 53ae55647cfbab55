/**
 * The rules of project dependencies beside the schema: no cycle, no link twice, and how a
 * refusal is worded (project names, the cycle spelled out).
 */

/** A dependency by its ends: `projectId` depends on `dependsOnProjectId`. */
export interface DependencyEdge {
  projectId: string;
  dependsOnProjectId: string;
}

/**
 * `[from, …, to]` when `from` depends on `to`, directly or through others; undefined when not.
 * A new dependency of `to` on `from` would close this path into a cycle.
 */
export function dependencyPath(
  dependencies: readonly DependencyEdge[],
  from: string,
  to: string,
  seen = new Set<string>(),
): string[] | undefined {
  if (from === to) return [to];
  seen.add(from);
  for (const d of dependencies) {
    if (d.projectId !== from || seen.has(d.dependsOnProjectId)) continue;
    const rest = dependencyPath(dependencies, d.dependsOnProjectId, to, seen);
    if (rest) return [from, ...rest];
  }
  return undefined;
}

/** The refusal of a dependency that would close a cycle, naming the projects along it. */
export const dependencyCycleMessage = (project: string, other: string, cycle: readonly string[]) =>
  `${project} cannot depend on ${other}: that would make a cycle (${cycle.join(' → ')})`;

/** The refusal of a dependency that is already there. */
export const dependencyTwiceMessage = (project: string, other: string) =>
  `${project} already depends on ${other}`;
