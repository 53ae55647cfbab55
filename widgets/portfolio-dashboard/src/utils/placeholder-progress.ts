/**
 * The In Progress table's progress bar has no data behind it (the spec calls it a random
 * placeholder). It is derived from the project id instead, so a project keeps its value across
 * renders and visits: a whole percentage from 15 to 90.
 */
export function placeholderProgress(projectId: string): number {
  // FNV-1a: a small, well-spread string hash.
  let hash = 0x811c9dc5;
  for (let i = 0; i < projectId.length; i++) {
    hash ^= projectId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return 15 + ((hash >>> 0) % 76);
}
