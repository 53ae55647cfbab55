import { routes, type KpiMeasurementBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import { useDeleteById, type ProjectScope, projectRead, projectWrite } from './project-routes';

/*
 * A project's value: its benefit owner and realised benefit (with the payback month), its KPIs
 * with their measurements, and its stage-gate decisions. A write refreshes what its event
 * refreshes for everyone else (the kit's route mutation).
 */

export const useProjectValue = projectRead(routes.getProjectValue);

export const useProjectKpis = projectRead(routes.listProjectKpis);

export const useProjectGates = projectRead(routes.listProjectGates);

/** Sets the benefit owner and the realised benefit of the months named. */
export const useUpdateProjectValue = projectWrite(routes.updateProjectValue);

/** Adds a KPI; its refusals are shown on the form's fields. */
export const useCreateKpi = projectWrite(routes.createProjectKpi);

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

export const useCreateGate = projectWrite(routes.createProjectGate);
