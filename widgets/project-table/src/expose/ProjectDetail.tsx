import { ProjectDetail } from '../components/project-detail';

/** `/projects/{id}` with `{ projectId, modelsSlot? }`. */
export default ProjectDetail;
