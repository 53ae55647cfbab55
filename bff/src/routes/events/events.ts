import { openEventStream } from '../../events/event-stream.ts';
import { contractRoute } from '../contract.ts';

/** GET /api/companies/{companyId}/events: the company's changes as Server-Sent Events. */
export const streamCompanyEvents = contractRoute('streamCompanyEvents', {
  handle: ({ params, ctx, deps }) => openEventStream(ctx, deps, params.companyId),
});
