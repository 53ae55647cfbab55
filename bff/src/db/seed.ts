import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import { seedDemo, type SeedResult } from './seeds/demo.ts';

export {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  demoSignInWorks,
  isDatabaseEmpty,
  seedDemo,
} from './seeds/demo.ts';
export type { SeedResult } from './seeds/demo.ts';

/** Runs every seed (today: the demo company). Safe to run again: it only fills what is missing. */
export async function seed(db: Knex, config: Pick<Config, 'secretsKey'>): Promise<SeedResult> {
  return seedDemo(db, config);
}
