import { write } from '../../audit/unit-of-work.ts';
import { Risk } from '../../models/risk.ts';
import { presentRisk } from '../../presenters/compliance/risk.ts';
import * as risks from '../../services/compliance/risks.ts';
import { contractRoute } from '../contract.ts';

/** GET /api/companies/{companyId}/risks: members; worst first, with counts by severity. */
export const listRisks = contractRoute('listRisks', {
  async handle({ params, query, deps }) {
    const { rows, total, counts } = await risks.listRisks(deps.db, params.companyId, query);
    return { risks: rows.map(presentRisk), total, counts };
  },
});

/** POST /api/risks/{id}/acknowledge: members of the risk's company. */
export const acknowledgeRisk = contractRoute('acknowledgeRisk', {
  row: { model: Risk, param: 'id' },
  async handle({ row, body, userId, actor, deps }) {
    await write(deps, actor, (uow) => risks.acknowledgeRisk(uow, row, userId, body.note));
    return presentRisk(await risks.findRisk(deps.db, row.companyId, row.id));
  },
});
