import { SOA_CSV_COLUMNS, soaFileName, type Soa } from '@portfolio/contracts';
import type { Context } from 'koa';
import { write } from '../../audit/unit-of-work.ts';
import {
  listSoaVersions,
  publishSoa,
  readSoa,
  readSoaEntry,
  readSoaVersion,
  updateSoaEntry,
} from '../../services/compliance/frameworks/soa.ts';
import { csvText } from '../../services/reporting/csv.ts';
import { contractRoute, CsvText, wantsCsv, type Registration } from '../contract.ts';

/**
 * The Statement of Applicability for ISO/IEC 42001: the draft (JSON for the printable page, or
 * RFC 4180 CSV), its entries edited by admins, and its published versions, read as published.
 */

/** The Statement as JSON, or as CSV for a caller that asks for it. */
function answer(ctx: Context, format: string | undefined, soa: Soa): Soa | CsvText {
  // The answer depends on Accept: a cache must not hand the CSV to a JSON caller.
  ctx.vary('Accept');
  if (!wantsCsv(ctx, format)) return soa;
  return new CsvText(
    csvText(SOA_CSV_COLUMNS, soa.entries),
    soaFileName(soa.version?.number ?? null, soa.asOf),
  );
}

const getSoa = contractRoute('getSoa', {
  async handle({ params, query, ctx, deps }) {
    return answer(ctx, query.format, await readSoa(deps.db, params.companyId));
  },
});

const updateSoaEntryRoute = contractRoute('updateSoaEntry', {
  async handle({ params, body, actor, userId, deps }) {
    await write(deps, actor, (uow) =>
      updateSoaEntry(
        uow,
        params.companyId,
        params.ref,
        body,
        actor.type === 'user' ? userId : null,
      ),
    );
    return readSoaEntry(deps.db, params.companyId, params.ref);
  },
});

const listSoaVersionsRoute = contractRoute('listSoaVersions', {
  async handle({ params, deps }) {
    return listSoaVersions(deps.db, params.companyId);
  },
});

const publishSoaRoute = contractRoute('publishSoa', {
  async handle({ params, body, actor, userId, deps }) {
    return write(deps, actor, (uow) =>
      publishSoa(uow, params.companyId, body.note, actor.type === 'user' ? userId : null),
    );
  },
});

const getSoaVersion = contractRoute('getSoaVersion', {
  async handle({ params, query, ctx, deps }) {
    const soa = await readSoaVersion(deps.db, params.companyId, Number(params.version));
    return answer(ctx, query.format, soa);
  },
});

export const soaRoutes: Registration[] = [
  getSoa,
  updateSoaEntryRoute,
  listSoaVersionsRoute,
  publishSoaRoute,
  getSoaVersion,
];
