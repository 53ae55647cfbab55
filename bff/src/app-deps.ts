import type { Router } from '@koa/router';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';

/** When and how a job is queued (pg-boss's send options that the product uses). */
export interface SendOptions {
  /** Seconds to wait before it may run. */
  startAfter?: number;
  /**
   * On a queue with the `short` policy, at most one job per key waits: a send while one waits
   * is dropped (resolves null).
   */
  singletonKey?: string;
}

/** Queues background jobs (the job runner; see `jobs/job-runner.ts`). */
export interface JobSender {
  send(job: { name: string }, data: object, options?: SendOptions): Promise<string | null>;
}

/** What the app is built from; route modules receive it too. */
export interface AppDeps {
  config: Config;
  db: Knex;
  logger: Logger;
  /**
   * Where work that follows is queued: set in the job runner's own runs (a job that queues
   * another), absent where no runner is started (route tests).
   */
  jobs?: JobSender;
}

/**
 * What a service is handed, the one way: the slice of the request's or the job's `deps`
 * (AppDeps) it reads, named by key, and of `config` the settings it reads. Routes and jobs pass
 * their `deps` whole; a test builds only the slice. `DepsOf<'db'>` is `{ db }`;
 * `DepsOf<'logger', 'smtpUrl'>` is `{ logger, config: { smtpUrl } }`.
 */
export type DepsOf<
  K extends Exclude<keyof AppDeps, 'config'>,
  C extends keyof Config = never,
> = Pick<AppDeps, K> & ([C] extends [never] ? unknown : { config: Pick<Config, C> });

/**
 * Builds a router; its paths are relative to where it is mounted. Gets the app for a router
 * that calls the app's own routes (the MCP server).
 */
export type RouterFactory = (deps: AppDeps, app: Koa) => Router;
/** Builds a middleware; gets the app for libraries that need it (koa-session). */
export type MiddlewareFactory = (deps: AppDeps, app: Koa) => Middleware;
