import { INTAKE_MESSAGES } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { write, type Actor } from '../../audit/unit-of-work.ts';
import { ForbiddenError } from '../../errors.ts';
import type { Membership } from '../../middleware/access';
import { ProposalRow } from '../../models/proposal.ts';
import { presentIntakeSettings, presentProposal } from '../../presenters/intake/proposal.ts';
import { presentHistoryEntry } from '../../presenters/portfolio/history.ts';
import { memberNames } from '../../services/access/member-names.ts';
import {
  intakeSettingsOf,
  updateIntakeSettings as updateSettings,
} from '../../services/intake/intake-settings.ts';
import { proposalHistory } from '../../services/intake/proposal-history.ts';
import * as proposals from '../../services/intake/proposals.ts';
import { contractRoute, type Registration } from '../contract.ts';
import { exportProposals } from './export.ts';

/** `/api/proposals/{id}…` routes act on the proposal of the path, of its company. */
const proposalOfPath = { model: ProposalRow, param: 'id' } as const;

const detailOf = async (db: Knex, id: string) =>
  presentProposal(await proposals.readProposal(db, id));

/** The person who approves or rejects: a person signed in, never an API token. */
function personOf(actor: Actor, userId: string, membership: Membership) {
  if (actor.type !== 'user') throw new ForbiddenError(INTAKE_MESSAGES.personApproves);
  return { userId, isAdmin: membership.role === 'admin' };
}

/** GET /api/companies/{companyId}/proposals. */
const listProposals = contractRoute('listProposals', {
  async handle({ params, query, userId, deps }) {
    const found = await proposals.listProposals(deps.db, params.companyId, query, userId);
    return { proposals: found.map(presentProposal) };
  },
});

/** POST /api/companies/{companyId}/proposals: a person, or an API token with the write scope. */
const createProposal = contractRoute('createProposal', {
  async handle({ params, body, actor, userId, deps }) {
    const row = await write(deps, actor, (uow) =>
      proposals.createProposal(uow, params.companyId, body, actor.type === 'user' ? userId : null),
    );
    return detailOf(deps.db, row.id);
  },
});

/** GET /api/companies/{companyId}/proposals/similar. */
const listSimilarProposals = contractRoute('listSimilarProposals', {
  async handle({ params, query, deps }) {
    return {
      items: await proposals.similarTo(deps.db, params.companyId, query.q, query.excludeId),
    };
  },
});

/** GET /api/proposals/{id}. */
const getProposal = contractRoute('getProposal', {
  row: proposalOfPath,
  handle: ({ row, deps }) => detailOf(deps.db, row.id),
});

/** GET /api/proposals/{id}/history: members of the proposal's company. */
const getProposalHistory = contractRoute('getProposalHistory', {
  row: proposalOfPath,
  async handle({ row, query, deps }) {
    const { rows, nextCursor } = await proposalHistory(deps.db, row, query);
    return { entries: rows.map(presentHistoryEntry), nextCursor };
  },
});

/** PUT /api/proposals/{id}. */
const updateProposal = contractRoute('updateProposal', {
  row: proposalOfPath,
  async handle({ row, body, actor, deps }) {
    await write(deps, actor, (uow) => proposals.updateProposal(uow, row.id, body));
    return detailOf(deps.db, row.id);
  },
});

/** POST /api/proposals/{id}/approve. */
const approveProposal = contractRoute('approveProposal', {
  row: proposalOfPath,
  async handle({ row, body, actor, userId, membership, deps }) {
    const person = personOf(actor, userId, membership);
    await write(deps, actor, (uow) =>
      proposals.approveProposal(uow, row.id, person, body.note, deps.config.publicUrl),
    );
    return detailOf(deps.db, row.id);
  },
});

/** POST /api/proposals/{id}/reject. */
const rejectProposal = contractRoute('rejectProposal', {
  row: proposalOfPath,
  async handle({ row, body, actor, userId, membership, deps }) {
    const person = personOf(actor, userId, membership);
    await write(deps, actor, (uow) => proposals.rejectProposal(uow, row.id, person, body.reason));
    return detailOf(deps.db, row.id);
  },
});

async function settingsAnswer(db: Knex, companyId: string) {
  const settings = await intakeSettingsOf(db, companyId);
  const names = await memberNames(
    db,
    companyId,
    settings.approvers.map((a) => a.userId),
  );
  return presentIntakeSettings(settings, names);
}

/** GET /api/companies/{companyId}/intake-settings. */
const getIntakeSettings = contractRoute('getIntakeSettings', {
  handle: ({ params, deps }) => settingsAnswer(deps.db, params.companyId),
});

/** PUT /api/companies/{companyId}/intake-settings: open proposals are scored again with it. */
const updateIntakeSettings = contractRoute('updateIntakeSettings', {
  async handle({ params, body, actor, deps }) {
    await write(deps, actor, async (uow) => {
      await updateSettings(uow, params.companyId, body);
      await proposals.rescoreOpenProposals(uow, params.companyId);
    });
    return settingsAnswer(deps.db, params.companyId);
  },
});

/** Proposals before they are projects, and the company's intake settings. */
export const intakeRoutes: Registration[] = [
  listProposals,
  exportProposals,
  createProposal,
  listSimilarProposals,
  getProposal,
  getProposalHistory,
  updateProposal,
  approveProposal,
  rejectProposal,
  getIntakeSettings,
  updateIntakeSettings,
];
