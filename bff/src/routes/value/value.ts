import { write, type UnitOfWork } from '../../audit/unit-of-work.ts';
import { ProjectKpi, type KpiMeasurement } from '../../models/project-value.ts';
import { presentGate, presentKpi, presentProjectValue } from '../../presenters/value/value.ts';
import { lockProject } from '../../services/portfolio/project-lock.ts';
import {
  addMeasurement,
  createGate,
  createKpi,
  deleteKpi,
  findKpi,
  listGates,
  listKpis,
  readValue,
  updateKpi,
  updateProjectValue,
} from '../../services/value/value.ts';
import {
  contractRoute,
  listRowsRoute,
  readRowRoute,
  removeRowRoute,
  writeRowRoute,
  type Registration,
} from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

const kpiOfPath = { model: ProjectKpi, param: 'id' } as const;

const getProjectValueRoute = readRowRoute(
  'getProjectValue',
  projectOfPath,
  readValue,
  (value, project) => presentProjectValue(project, value),
);

const updateProjectValueRoute = contractRoute('updateProjectValue', {
  row: projectOfPath,
  async handle({ row, body, actor, deps }) {
    const { project, read } = await write(deps, actor, async (uow) => {
      await updateProjectValue(uow, row, body);
      // Read again in the transaction: the project's figures as they were locked.
      const project = await lockProject(uow, row.id);
      return { project, read: await readValue(uow.trx, project) };
    });
    return presentProjectValue(project, read);
  },
});

const listProjectKpisRoute = contractRoute('listProjectKpis', {
  row: projectOfPath,
  async handle({ row, deps }) {
    return (await listKpis(deps.db, { projectId: row.id })).map(presentKpi);
  },
});

const createProjectKpiRoute = contractRoute('createProjectKpi', {
  row: projectOfPath,
  async handle({ row, body, userId, actor, deps }) {
    const created = await write(deps, actor, (uow) => createKpi(uow, row, body, userId ?? null));
    return presentKpi(Object.assign(created, { measurements: [] as KpiMeasurement[] }));
  },
});

/** A KPI's write, answered with the KPI as it now reads (with its measurements). */
const thenKpi =
  <B>(change: (uow: UnitOfWork, kpi: Pick<ProjectKpi, 'id'>, body: B) => Promise<unknown>) =>
  async (uow: UnitOfWork, kpi: Pick<ProjectKpi, 'id'>, body: B) => {
    await change(uow, kpi, body);
    return findKpi(uow.trx, kpi.id);
  };

const updateKpiRoute = writeRowRoute('updateKpi', kpiOfPath, thenKpi(updateKpi), presentKpi);

const deleteKpiRoute = removeRowRoute('deleteKpi', kpiOfPath, deleteKpi);

const addKpiMeasurementRoute = writeRowRoute(
  'addKpiMeasurement',
  kpiOfPath,
  thenKpi(addMeasurement),
  presentKpi,
);

const listProjectGatesRoute = listRowsRoute(
  'listProjectGates',
  projectOfPath,
  listGates,
  presentGate,
);

const createProjectGateRoute = writeRowRoute(
  'createProjectGate',
  projectOfPath,
  createGate,
  presentGate,
);

/** The value a project delivers: benefit owner and realised benefit, KPIs, stage gates. */
export const valueRoutes: Registration[] = [
  getProjectValueRoute,
  updateProjectValueRoute,
  listProjectKpisRoute,
  createProjectKpiRoute,
  updateKpiRoute,
  deleteKpiRoute,
  addKpiMeasurementRoute,
  listProjectGatesRoute,
  createProjectGateRoute,
];
