import { write } from '../../audit/unit-of-work.ts';
import { Project } from '../../models/project.ts';
import { SpendEntry } from '../../models/spend-entry.ts';
import { presentProjectBudget, presentSpendEntry } from '../../presenters/budget.ts';
import {
  createSpend,
  deleteSpend,
  listSpend,
  readBudget,
  updateBudgetPlan,
  updateSpend,
} from '../../services/plan/budget.ts';
import { PROJECT_NOT_FOUND_MESSAGE } from '../../services/portfolio/projects.ts';
import { contractRoute, removeRowRoute } from '../contract.ts';
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
      const project = await uow.lock(Project, row.id, PROJECT_NOT_FOUND_MESSAGE);
      await updateBudgetPlan(uow, project, body);
      return readBudget(uow.trx, project);
    });
    return presentProjectBudget(row.id, budget);
  },
});

export const listSpendRoute = contractRoute('listSpend', {
  row: projectOfPath,
  async handle({ row, deps }) {
    return (await listSpend(deps.db, row.id)).map(presentSpendEntry);
  },
});

export const createSpendRoute = contractRoute('createSpend', {
  row: projectOfPath,
  async handle({ row, body, userId, actor, deps }) {
    const created = await write(deps, actor, (uow) => createSpend(uow, row, body, userId ?? null));
    return presentSpendEntry(created);
  },
});

export const updateSpendRoute = contractRoute('updateSpend', {
  row: spendOfPath,
  async handle({ row, body, actor, deps }) {
    return presentSpendEntry(await write(deps, actor, (uow) => updateSpend(uow, row, body)));
  },
});

export const deleteSpendRoute = removeRowRoute('deleteSpend', spendOfPath, deleteSpend);
