/**
 * The settings of what only develops the shop, read from the environment as the shop's own are
 * (src/config/settings.ts) but kept out of its schema: a production shop never reads them. The
 * demo portal that stands in for the real one when the demo is asked for, and the browser tests'
 * Chromium. .env.example lists them after its "Development only" line.
 */
import { z } from 'zod';
import {
  optionalWhole,
  parseEnv,
  text,
  unsetIfBlank,
  type Env,
} from '../../src/config/settings.ts';

/** What a developer sets (listed in .env.example). */
export const devSettingsSchema = z.object({
  DEMO_PORTAL_PRODUCTS: optionalWhole('DEMO_PORTAL_PRODUCTS', 1, 100_000),
  DEMO_PORTAL_SEED: optionalWhole('DEMO_PORTAL_SEED', 0, 2 ** 31),
  DEMO_PORTAL_PICTURES: unsetIfBlank(
    z
      .enum(['photo', 'flat'], { error: 'DEMO_PORTAL_PICTURES must be photo or flat' })
      .default('photo'),
  ),
  CHROMIUM_PATH: text(),
});

/** What the browser tests' commands set for the processes they start. */
const testRunSchema = z.object({
  /**
   * Where the demo portal records what was posted to it (the browser tests read the orders there).
   */
  DEMO_PORTAL_SUBMISSIONS: text(),
  /**
   * Where the demo portal writes its address, for the browser tests to reach its fault
   * switches.
   */
  DEMO_PORTAL_INFO_FILE: text(),
});

export function readDevSettings(env: Env = process.env) {
  const v = parseEnv(devSettingsSchema.extend(testRunSchema.shape), env, 'development settings');
  return {
    demoPortal: {
      products: v.DEMO_PORTAL_PRODUCTS,
      seed: v.DEMO_PORTAL_SEED,
      pictures: v.DEMO_PORTAL_PICTURES,
      submissionsFile: v.DEMO_PORTAL_SUBMISSIONS,
      infoFile: v.DEMO_PORTAL_INFO_FILE,
    },
    chromiumPath: v.CHROMIUM_PATH,
  };
}
