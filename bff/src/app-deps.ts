import type { Router } from '@koa/router';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';

/** What the app is built from; route modules receive it too. */
export interface AppDeps {
  config: Config;
  db: Knex;
  logger: Logger;
}

/** Builds a router; its paths are relative to where it is mounted. */
export type RouterFactory = (deps: AppDeps) => Router;
/** Builds a middleware; gets the app for libraries that need it (koa-session). */
export type MiddlewareFactory = (deps: AppDeps, app: Koa) => Middleware;
