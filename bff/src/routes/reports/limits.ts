import { Readable, finished } from 'node:stream';
import type { Context } from 'koa';
import type { Actor } from '../../audit/unit-of-work.ts';
import type { ReportingLimits } from '../../config.ts';
import {
  byClientIp,
  concurrencyLimit,
  formatWait,
  rateLimitCounter,
} from '../../middleware/rate-limit.ts';
import { MINUTE_MS } from '@portfolio/contracts';

/**
 * How long a company's export slot may be held before it frees itself (a process that died
 * holding it), and the wait a refused export is told: exports of tens of MiB take seconds.
 */
export const EXPORT_SLOT = { leaseMs: 5 * MINUTE_MS, retryAfterSeconds: 10 } as const;

/**
 * What report runs and CSV exports (projects, a saved report, the company's activity) may cost
 * (`config.reportingLimits`): per person (or API token) a rate a minute, and per company a few
 * exports at once, so forty downloads of one company neither crowd out the others nor slow the
 * health check. Counted in the shared rate-limit store: every BFF process counts together.
 */
function limitsFor({ runsPerMinute, exportsPerMinute, exportsPerCompany }: ReportingLimits) {
  return {
    countRun: rateLimitCounter({
      name: 'report-runs:person',
      max: runsPerMinute,
      windowMs: MINUTE_MS,
      message: (seconds) =>
        `You have run too many reports. Please try again in ${formatWait(seconds)}.`,
    }),
    countExport: rateLimitCounter({
      name: 'exports:person',
      max: exportsPerMinute,
      windowMs: MINUTE_MS,
      message: (seconds) =>
        `You have downloaded too many exports. Please try again in ${formatWait(seconds)}.`,
    }),
    takeCompanySlot: concurrencyLimit({
      name: 'exports:company',
      max: exportsPerCompany,
      ...EXPORT_SLOT,
      message: (seconds) =>
        `Your company already has ${exportsPerCompany} ${exportsPerCompany === 1 ? 'export' : 'exports'} being prepared. Please try again in ${formatWait(seconds)}.`,
    }),
  };
}

const limitsByConfig = new WeakMap<ReportingLimits, ReturnType<typeof limitsFor>>();
const limitsOf = (config: { reportingLimits: ReportingLimits }) => {
  let limits = limitsByConfig.get(config.reportingLimits);
  if (!limits) {
    limits = limitsFor(config.reportingLimits);
    limitsByConfig.set(config.reportingLimits, limits);
  }
  return limits;
};

/** Whom a rate counts: the person or API token; a caller without either, its address. */
const personOf = (ctx: Context, actor: Actor) =>
  actor.type === 'system' ? byClientIp(ctx) : `${actor.type}:${actor.id}`;

/** Counts one report run of `actor` (429 past the rate). */
export async function countReportRun(
  ctx: Context,
  config: { reportingLimits: ReportingLimits },
  actor: Actor,
): Promise<void> {
  await limitsOf(config).countRun(ctx, personOf(ctx, actor));
}

/**
 * Answers an export within its limits: the person's rate, then one of the company's slots
 * (429 for either; a request refused a slot does not count against the person). `answer` sets
 * the response; a streamed body keeps the slot until it is sent or the client goes away.
 */
export async function limitedExport(
  ctx: Context,
  config: { reportingLimits: ReportingLimits },
  { actor, companyId }: { actor: Actor; companyId: string },
  answer: () => Promise<void>,
): Promise<void> {
  const { countExport, takeCompanySlot } = limitsOf(config);
  const hit = await countExport(ctx, personOf(ctx, actor));
  let release: () => Promise<void>;
  try {
    release = await takeCompanySlot(ctx, `company:${companyId}`);
  } catch (error) {
    await hit.limiter.reward(hit.key, 1);
    throw error;
  }
  const releaseLogged = () =>
    void release().catch((error: unknown) =>
      ctx.state.log.warn({ err: error }, 'an export slot was not given back; its lease frees it'),
    );
  try {
    await answer();
  } catch (error) {
    releaseLogged();
    throw error;
  }
  if (ctx.body instanceof Readable) finished(ctx.body, releaseLogged);
  else releaseLogged();
}
