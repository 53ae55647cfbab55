import { routes, type ProjectCreateBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `POST /api/companies/{companyId}/projects`; the company's lists and summary refresh. */
export const useCreateProject = (companyId: string) =>
  useRouteMutation(
    routes.createProject,
    (body: ProjectCreateBody) => ({ params: { companyId }, body }),
    {
      meta: {
        errorMessage: { title: 'Failed to create project. Please try again.' },
        signedOutMessage: 'Unauthorized: You are logged out. Logging in again...',
      },
    },
  );
