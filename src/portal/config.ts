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

const httpUrl = (name: string) =>
  z.string().trim().pipe(z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL such as https://portal.example.ae` }));

const URL_NOT_SET = 'PORTAL_API_URL is not set (the portal origin, e.g. https://portal.example.ae)';
const portalUrl = z.preprocess(blankAsUnset, z.string({ error: URL_NOT_SET }).pipe(httpUrl('PORTAL_API_URL')));

const envSchema = z.object({
  PORTAL_API_URL: portalUrl,
  PORTAL_API_KEY: z.preprocess(blankAsUnset, z.string({ error: 'PORTAL_API_KEY is not set' }).trim()),
  PORTAL_TIMEOUT_MS: whole('PORTAL_TIMEOUT_MS', 100, 120_000, 10_000),
  PORTAL_MAX_CONCURRENCY: whole('PORTAL_MAX_CONCURRENCY', 1, 10, 3),
});

// The order slip only needs to know where the portal is, not how to call it: no key required.
const publicAddressSchema = z.object({
  PORTAL_PUBLIC_URL: z.preprocess(blankAsUnset, httpUrl('PORTAL_PUBLIC_URL').optional()),
  PORTAL_API_URL: z.preprocess(blankAsUnset, httpUrl('PORTAL_API_URL').optional()),
});

/** The client adds /api/v1/ itself; a URL given with it (or a trailing slash) means the same portal. */
const portalOrigin = (url: string) => url.replace(/\/+$/, '').replace(/\/api\/v1$/, '');

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

type Env = Readonly<Record<string, string | undefined>>;

function parseEnv<T>(schema: z.ZodType<T>, env: Env): T {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new PortalConfigError(`portal settings: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return parsed.data;
}

export function readPortalConfig(env: Env = process.env): PortalConfig {
  const { PORTAL_API_URL, PORTAL_API_KEY, PORTAL_TIMEOUT_MS, PORTAL_MAX_CONCURRENCY } = parseEnv(envSchema, env);
  return {
    baseUrl: portalOrigin(PORTAL_API_URL),
    apiKey: PORTAL_API_KEY,
    timeoutMs: PORTAL_TIMEOUT_MS,
    maxConcurrency: PORTAL_MAX_CONCURRENCY,
  };
}

/** Where shoppers reach the portal's own pages: PORTAL_PUBLIC_URL, else the API's origin. */
export function readPortalPublicUrl(env: Env = process.env): string {
  const { PORTAL_PUBLIC_URL, PORTAL_API_URL } = parseEnv(publicAddressSchema, env);
  const url = PORTAL_PUBLIC_URL ?? PORTAL_API_URL;
  if (!url) throw new PortalConfigError(`portal settings: ${URL_NOT_SET}`);
  return portalOrigin(url);
}
