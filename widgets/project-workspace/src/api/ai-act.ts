import { routes } from '@portfolio/contracts';
import { useRouteQuery } from '@portfolio/ui';
import { useUpdateById, type ProjectScope, projectRead, projectWrite } from './project-routes';

/*
 * A project's EU AI Act record: the questionnaire, its assessment and its obligations. A write
 * refreshes what its event refreshes for everyone else (the kit's route mutation): the
 * assessment, the obligations and the project, whose EU AI Act status follows from them.
 */

// The same for every project and every visit: read once per session.
export const useAiActQuestions = () =>
  useRouteQuery(routes.getAiActQuestions, undefined, { staleTime: Infinity });

export const useAiActAssessment = projectRead(routes.getAiActAssessment);

export const useProjectObligations = (projectId: string, enabled = true) =>
  useRouteQuery(routes.listProjectObligations, { params: { id: projectId } }, { enabled });

/** The company's members: who may own an obligation. */
export const useCompanyMembers = (companyId: string) =>
  useRouteQuery(routes.listMembers, { params: { companyId } });

export const useSaveAiActAssessment = projectWrite(routes.setAiActAssessment);

export const useUpdateObligation = (scope: ProjectScope) =>
  useUpdateById(routes.updateObligation, scope);
