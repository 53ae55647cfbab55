import { FRIA_PART_KEYS, type ProjectFria as ProjectFriaBody } from '@portfolio/contracts';
import { toIsoString } from '../../db/dates.ts';
import {
  activationRefusal,
  approveProjectFria,
  readProjectFria,
  recordFriaNotification,
  saveProjectFria,
  type FriaAnswer,
} from '../../services/compliance/fria.ts';
import { write } from '../../audit/unit-of-work.ts';
import { contractRoute } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

/**
 * A project's FRIA as the contract shows it: what the records pre-fill beside each part (where
 * it differs from the text), and why the project may not go Active, worded for the caller.
 */
export function presentProjectFria(answer: FriaAnswer, admin: boolean): ProjectFriaBody {
  const { row, requirement, prefill, texts, sources } = answer;
  return {
    projectId: answer.project.id,
    requirement,
    state: answer.state,
    parts: FRIA_PART_KEYS.map((key) => {
      const now = prefill[key];
      return {
        key,
        text: texts[key],
        source: sources[key],
        prefill: now && now.text !== texts[key] ? now : null,
      };
    }),
    approval:
      row?.approvedOn && row.approvedByName
        ? {
            approvedBy: { id: row.approvedBy, name: row.approvedByName },
            approvedOn: row.approvedOn,
          }
        : null,
    review: answer.review,
    notification:
      row?.notifiedOn && row.notificationReference
        ? {
            notifiedOn: row.notifiedOn,
            reference: row.notificationReference,
            documentUrl: row.notificationUrl,
          }
        : null,
    // A project Active already is not moved there.
    activation: answer.project.status === 'active' ? null : activationRefusal(answer, admin),
    updatedAt: row ? toIsoString(row.updatedAt) : null,
  };
}

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
