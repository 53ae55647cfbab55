import { useQuery } from '@tanstack/react-query';
import {
  routes,
  type GateDecisionBody,
  type KpiCreateBody,
  type KpiMeasurementBody,
  type ProjectValueBody,
} from '@portfolio/contracts';
import { routeQuery, useApi, useRouteMutation } from '@portfolio/ui';

/*
 * A project's value: its benefit owner and realised benefit (with the payback month), its KPIs
 * with their measurements, and its stage-gate decisions. A write refreshes what its event
 * refreshes for everyone else (the kit's route mutation).
 */

interface Scope {
  projectId: string;
  companyId: string;
}

export function useProjectValue(projectId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.getProjectValue, { params: { id: projectId } }, api.config));
}

export function useProjectKpis(projectId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.listProjectKpis, { params: { id: projectId } }, api.config));
}

export function useProjectGates(projectId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.listProjectGates, { params: { id: projectId } }, api.config));
}

/** Sets the benefit owner and the realised benefit of the months named. */
export const useUpdateProjectValue = (scope: Scope) =>
  useRouteMutation(
    routes.updateProjectValue,
    (body: ProjectValueBody) => ({ params: { id: scope.projectId }, body }),
    scope,
  );

/** Adds a KPI; its refusals are shown on the form's fields. */
export const useCreateKpi = (scope: Scope) =>
  useRouteMutation(
    routes.createProjectKpi,
    (body: KpiCreateBody) => ({ params: { id: scope.projectId }, body }),
    scope,
  );

export const useDeleteKpi = (scope: Scope) =>
  useRouteMutation(routes.deleteKpi, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to delete the KPI' },
    ...scope,
  });

export const useAddMeasurement = (scope: Scope) =>
  useRouteMutation(
    routes.addKpiMeasurement,
    ({ kpiId, body }: { kpiId: string; body: KpiMeasurementBody }) => ({
      params: { id: kpiId },
      body,
    }),
    scope,
  );

export const useCreateGate = (scope: Scope) =>
  useRouteMutation(
    routes.createProjectGate,
    (body: GateDecisionBody) => ({ params: { id: scope.projectId }, body }),
    scope,
  );
