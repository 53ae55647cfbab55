import { routes, type EmbedApp } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `DELETE /api/companies/{companyId}/embed/apps/{appId}`: every token the app issued ends. */
export const useDeleteEmbedApp = (companyId: string) =>
  useRouteMutation(
    routes.deleteEmbedApp,
    (app: EmbedApp) => ({ params: { companyId, appId: app.id } }),
    {
      meta: { errorMessage: 'Failed to delete the embed app' },
    },
  );
