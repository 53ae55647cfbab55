import { ProjectModels, type ProjectModelsProps } from '../project-models/project-models';

/** The LLM Models card of a project page (`{ projectId }`). */
export default function ProjectModelsWidget(props: ProjectModelsProps) {
  return <ProjectModels {...props} />;
}
