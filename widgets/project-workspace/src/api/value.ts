import { routes, type KpiMeasurementBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import {
  useDeleteById,
  useProjectRead,
  useProjectWrite,
  type ProjectScope,
} from './project-routes';

/*
 * A project's value: its benefit owner and realised benefit (with the payback month), its KPIs
 * with their measurements, and its stage-gate decisions. A write refreshes what its event
 * refreshes for everyone else (the kit's route mutation).
 */

export const useProjectValue = (projectId: string) =>
  useProjectRead(routes.getProjectValue, projectId);

export const useProjectKpis = (projectId: string) =>
  useProjectRead(routes.listProjectKpis, projectId);

export const useProjectGates = (projectId: string) =>
  useProjectRead(routes.listProjectGates, projectId);

/** Sets the benefit owner and the realised benefit of the months named. */
export const useUpdateProjectValue = (scope: ProjectScope) =>
  useProjectWrite(routes.updateProjectValue, scope);

/** Adds a KPI; its refusals are shown on the form's fields. */
export const useCreateKpi = (scope: ProjectScope) =>
  useProjectWrite(routes.createProjectKpi, scope);

export const useDeleteKpi = (scope: ProjectScope) =>
  useDeleteById(routes.deleteKpi, scope, 'Failed to delete the KPI');

export const useAddMeasurement = (scope: ProjectScope) =>
  useRouteMutation(
    routes.addKpiMeasurement,
    ({ kpiId, body }: { kpiId: string; body: KpiMeasurementBody }) => ({
      params: { id: kpiId },
      body,
    }),
    scope,
  );

export const useCreateGate = (scope: ProjectScope) =>
  useProjectWrite(routes.createProjectGate, scope);
