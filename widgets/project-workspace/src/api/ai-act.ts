import { routes } from '@portfolio/contracts';
import { useRouteQuery } from '@portfolio/ui';
import {
  useProjectRead,
  useProjectWrite,
  useUpdateById,
  type ProjectScope,
} from './project-routes';

/*
 * A project's EU AI Act record: the questionnaire, its assessment and its obligations. A write
 * refreshes what its event refreshes for everyone else (the kit's route mutation): the
 * assessment, the obligations and the project, whose EU AI Act status follows from them.
 */

// The same for every project and every visit: read once per session.
export const useAiActQuestions = () =>
  useRouteQuery(routes.getAiActQuestions, undefined, { staleTime: Infinity });

export const useAiActAssessment = (projectId: string) =>
  useProjectRead(routes.getAiActAssessment, projectId);

export const useProjectObligations = (projectId: string, enabled = true) =>
  useRouteQuery(routes.listProjectObligations, { params: { id: projectId } }, { enabled });

/** The company's members: who may own an obligation. */
export const useCompanyMembers = (companyId: string) =>
  useRouteQuery(routes.listMembers, { params: { companyId } });

export const useSaveAiActAssessment = (scope: ProjectScope) =>
  useProjectWrite(routes.setAiActAssessment, scope);

export const useUpdateObligation = (scope: ProjectScope) =>
  useUpdateById(routes.updateObligation, scope);
