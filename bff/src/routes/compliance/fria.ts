import { friaView, type ProjectFria as ProjectFriaBody } from '@portfolio/contracts';
import {
  approveProjectFria,
  readProjectFria,
  recordFriaNotification,
  saveProjectFria,
  type FriaAnswer,
} from '../../services/compliance/fria.ts';
import { write } from '../../audit/unit-of-work.ts';
import { contractRoute } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

/** A project's FRIA as the contract shows it, worded for the caller (`friaView`). */
export const presentProjectFria = (answer: FriaAnswer, admin: boolean): ProjectFriaBody =>
  friaView({ ...answer, admin });

const isAdmin = (membership: { role: string }) => membership.role === 'admin';

/** GET /api/projects/{id}/fria: members of the project's company. */
export const getProjectFria = contractRoute('getProjectFria', {
  row: projectOfPath,
  async handle({ row, membership, deps }) {
    return presentProjectFria(await readProjectFria(deps.db, row), isAdmin(membership));
  },
});

/** PUT /api/projects/{id}/fria: the six parts, whole. */
export const updateProjectFria = contractRoute('updateProjectFria', {
  row: projectOfPath,
  async handle({ row, body, actor, membership, deps }) {
    const answer = await write(deps, actor, (uow) => saveProjectFria(uow, row, body));
    return presentProjectFria(answer, isAdmin(membership));
  },
});

/** POST /api/projects/{id}/fria/approve: who approved it, and when. */
export const approveFria = contractRoute('approveProjectFria', {
  row: projectOfPath,
  async handle({ row, body, actor, membership, deps }) {
    const answer = await write(deps, actor, (uow) => approveProjectFria(uow, row, body));
    return presentProjectFria(answer, isAdmin(membership));
  },
});

/** POST /api/projects/{id}/fria/notification: the notification of the authority. */
export const notifyFria = contractRoute('recordFriaNotification', {
  row: projectOfPath,
  async handle({ row, body, actor, membership, deps }) {
    const answer = await write(deps, actor, (uow) => recordFriaNotification(uow, row, body));
    return presentProjectFria(answer, isAdmin(membership));
  },
});
