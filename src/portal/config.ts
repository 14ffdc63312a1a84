/**
 * The portal settings from the environment, checked once with an error that names the variable to
 * fix. The key is a server secret: this module is only imported by build and server code.
 */
import { z } from 'zod';

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const whole = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max}`)
      .default(fallback),
  );

const envSchema = z.object({
  PORTAL_API_URL: z.preprocess(
    blankAsUnset,
    z
      .string({ error: 'PORTAL_API_URL is not set (the portal origin, e.g. https://portal.example.ae)' })
      .trim()
      .pipe(z.url({ protocol: /^https?$/, error: 'PORTAL_API_URL must be an http(s) URL such as https://portal.example.ae' })),
  ),
  PORTAL_API_KEY: z.preprocess(blankAsUnset, z.string({ error: 'PORTAL_API_KEY is not set' }).trim()),
  PORTAL_TIMEOUT_MS: whole('PORTAL_TIMEOUT_MS', 100, 120_000, 10_000),
  PORTAL_MAX_CONCURRENCY: whole('PORTAL_MAX_CONCURRENCY', 1, 10, 3),
});

export interface PortalConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  maxConcurrency: number;
}

export class PortalConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PortalConfigError';
  }
}

export function readPortalConfig(env: Readonly<Record<string, string | undefined>> = process.env): PortalConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new PortalConfigError(`portal settings: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  const { PORTAL_API_URL, PORTAL_API_KEY, PORTAL_TIMEOUT_MS, PORTAL_MAX_CONCURRENCY } = parsed.data;
  return {
    // The client adds /api/v1/ itself; a URL given with it (or a trailing slash) means the same portal.
    baseUrl: PORTAL_API_URL.replace(/\/+$/, '').replace(/\/api\/v1$/, ''),
    apiKey: PORTAL_API_KEY,
    timeoutMs: PORTAL_TIMEOUT_MS,
    maxConcurrency: PORTAL_MAX_CONCURRENCY,
  };
}
