import { ProjectForm } from '../components/project-form';

/** `/projects/new`: Create New AI Project. */
export default ProjectForm;
