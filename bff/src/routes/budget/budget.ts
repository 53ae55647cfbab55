import { write } from '../../audit/unit-of-work.ts';
import { SpendEntry } from '../../models/spend-entry.ts';
import { presentProjectBudget, presentSpendEntry } from '../../presenters/plan/budget.ts';
import {
  createSpend,
  deleteSpend,
  listSpend,
  readBudget,
  updateBudgetPlan,
  updateSpend,
} from '../../services/plan/budget.ts';
import { lockProject } from '../../services/portfolio/project-lock.ts';
import { contractRoute, listRowsRoute, removeRowRoute, writeRowRoute } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

const spendOfPath = { model: SpendEntry, param: 'id' } as const;

export const getProjectBudgetRoute = contractRoute('getProjectBudget', {
  row: projectOfPath,
  async handle({ row, deps }) {
    return presentProjectBudget(row.id, await readBudget(deps.db, row));
  },
});

export const updateBudgetPlanRoute = contractRoute('updateBudgetPlan', {
  row: projectOfPath,
  async handle({ row, body, actor, deps }) {
    const budget = await write(deps, actor, async (uow) => {
      // The project's lock puts plan changes of one project in a row.
      const project = await lockProject(uow, row.id);
      await updateBudgetPlan(uow, project, body);
      return readBudget(uow.trx, project);
    });
    return presentProjectBudget(row.id, budget);
  },
});

export const listSpendRoute = listRowsRoute(
  'listSpend',
  projectOfPath,
  listSpend,
  presentSpendEntry,
);

export const createSpendRoute = writeRowRoute(
  'createSpend',
  projectOfPath,
  (uow, project, body, { userId }) => createSpend(uow, project, body, userId ?? null),
  presentSpendEntry,
);

export const updateSpendRoute = writeRowRoute(
  'updateSpend',
  spendOfPath,
  updateSpend,
  presentSpendEntry,
);

export const deleteSpendRoute = removeRowRoute('deleteSpend', spendOfPath, deleteSpend);
