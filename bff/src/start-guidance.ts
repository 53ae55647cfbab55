import type { Knex } from 'knex';
import type { Config } from './config.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, demoSignInWorks, isDatabaseEmpty } from './db/seed.ts';
import { SIGN_IN_PAGE_PATH } from './auth/sign-in-page.ts';

/** What a fresh PostgreSQL start tells whoever started it: how to get in. */
export function firstAccountLine(config: Pick<Config, 'publicUrl' | 'oidc'>): string {
  const signIn = `${config.publicUrl}${SIGN_IN_PAGE_PATH}`;
  return config.oidc
    ? `No accounts yet: sign in at ${signIn} through your identity provider to create the first one.`
    : `No accounts yet: create the first one at ${signIn}, or run \`npm run db:seed\` to load the demo company.`;
}

/** The embedded demo's address and sign-in, printed on every start. */
export function demoSignInLine(config: Pick<Config, 'publicUrl'>): string {
  return `Demo: open ${config.publicUrl} and sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`;
}

/**
 * The plain lines a start prints once it listens, for a person at the terminal rather than the
 * log collector: how to get in on an empty database, or the demo sign-in while it still works
 * (embedded database only; a shared PostgreSQL never advertises a password).
 */
export async function startGuidance(
  db: Knex,
  config: Pick<Config, 'publicUrl' | 'oidc' | 'database'>,
): Promise<string[]> {
  if (await isDatabaseEmpty(db)) return [firstAccountLine(config)];
  if (config.database.client === 'pglite' && !config.oidc && (await demoSignInWorks(db))) {
    return [demoSignInLine(config)];
  }
  return [];
}
