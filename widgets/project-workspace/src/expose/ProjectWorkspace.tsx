import { ProjectWorkspace } from '../workspace/project-workspace';

/** `/projects/{id}` and `/projects/{id}/{section}` with `{ projectId, section?, modelsSlot? }`. */
export default ProjectWorkspace;
