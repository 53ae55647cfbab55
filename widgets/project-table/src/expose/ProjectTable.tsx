import { ProjectTable } from '../components/project-table';

/** `/projects`: All Projects. */
export default ProjectTable;
