import { ProjectModels, type ProjectModelsProps } from '../components/project-models';

/** The LLM Models card of a project page (`{ projectId }`). */
export default function ProjectModelsWidget(props: ProjectModelsProps) {
  return <ProjectModels {...props} />;
}
