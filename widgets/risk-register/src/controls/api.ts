import {
  routes,
  type FrameworkImportBody,
  type SoaEntryBody,
  type SoaPublishBody,
} from '@portfolio/contracts';
import {
  companyBody,
  routeDownloadUrl,
  useApi,
  useRouteMutation,
  useRouteQuery,
} from '@portfolio/ui';
import type { EvidenceBody } from '@portfolio/ui/evidence';

/** The company's frameworks, built-in first, each with its coverage in figures. */
export const useFrameworks = (companyId: string) =>
  useRouteQuery(routes.listFrameworks, { params: { companyId } });

/** One framework's coverage, item by item, gaps first. */
export const useFramework = (companyId: string, frameworkId: string) =>
  useRouteQuery(routes.getFramework, { params: { companyId, frameworkId } });

/** Imports a framework of the company's own from CSV (admins); all or nothing. */
export const useImportFramework = (companyId: string) =>
  useRouteMutation(routes.importFramework, companyBody<FrameworkImportBody>(companyId));

/** Deletes one of the company's own frameworks (admins). */
export const useDeleteFramework = (companyId: string) =>
  useRouteMutation(
    routes.deleteFramework,
    (frameworkId: string) => ({ params: { companyId, frameworkId } }),
    { meta: { errorMessage: 'Failed to delete the framework' } },
  );

/** The company's controls with their links and their evidence in figures. */
export const useControls = (companyId: string) =>
  useRouteQuery(routes.listControls, { params: { companyId } });

/** A control's evidence, newest first. */
export const useControlEvidence = (companyId: string, controlId: string) =>
  useRouteQuery(routes.listControlEvidence, { params: { companyId, controlId } });

/** Adds a link (JSON) or a file (FormData) as evidence of a control. */
export const useAddControlEvidence = (companyId: string, controlId: string) =>
  useRouteMutation(routes.addControlEvidence, (body: EvidenceBody) => ({
    params: { companyId, controlId },
    body,
  }));

/** The Statement of Applicability: the draft, or a published version by its number. */
export function useSoa(companyId: string, version?: number) {
  const draft = useRouteQuery(
    routes.getSoa,
    { params: { companyId }, query: {} },
    { enabled: version === undefined },
  );
  const published = useRouteQuery(
    routes.getSoaVersion,
    { params: { companyId, version: String(version ?? 1) }, query: {} },
    { enabled: version !== undefined },
  );
  return version === undefined ? draft : published;
}

/** The published versions of the Statement, newest first. */
export const useSoaVersions = (companyId: string) =>
  useRouteQuery(routes.listSoaVersions, { params: { companyId } });

/** Changes one Annex A control's entry of the Statement (admins). */
export const useUpdateSoaEntry = (companyId: string) =>
  useRouteMutation(routes.updateSoaEntry, ({ ref, body }: { ref: string; body: SoaEntryBody }) => ({
    params: { companyId, ref },
    body,
  }));

/** Publishes the Statement as it stands: a new numbered version, kept as it is (admins). */
export const usePublishSoa = (companyId: string) =>
  useRouteMutation(routes.publishSoa, companyBody<SoaPublishBody>(companyId));

/** The address of the Statement as CSV (the draft, or a version), for a download link. */
export function useSoaCsvUrl(companyId: string, version?: number): string {
  const { config } = useApi();
  const query = { format: 'csv' } as const;
  return version === undefined
    ? routeDownloadUrl(routes.getSoa, { params: { companyId }, query }, config)
    : routeDownloadUrl(
        routes.getSoaVersion,
        { params: { companyId, version: String(version) }, query },
        config,
      );
}
