/**
 * Every setting the shop takes from the environment, in one schema with its default, checked once
 * with an error naming the variable to fix. No other production module reads `process.env`: each
 * receives the typed settings (or the part it needs) from here. `.env.example` lists the same
 * variables; a unit test keeps the two in step.
 *
 * The portal's address and key are checked only where the portal is called (the build and the
 * on-demand routes), so `npm run serve` of a static page or the publisher's signing tool do not
 * need them; everything else is checked as a whole the first time it is read.
 */
import path from 'node:path';
import { z } from 'zod';
import { hopCountNotice, readProxyTrust, trustsAProxy } from './proxy-trust.ts';

export type Env = Readonly<Record<string, string | undefined>>;

/** The process's environment, for the entry points that pass it on to the processes they start. */
export const processEnv = (): NodeJS.ProcessEnv => process.env;

export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/**
 * A portal setting is missing or wrong: the on-demand routes answer shoppers with a generic text.
 */
export class PortalConfigError extends SettingsError {
  constructor(message: string) {
    super(message);
    this.name = 'PortalConfigError';
  }
}

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const unsetIfBlank = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema);

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const whole = (name: string, min: number, max: number, fallback: number) =>
  unsetIfBlank(wholeNumber(name, min, max).default(fallback));
/** Unset stays unset: the reader decides what that means. */
export const optionalWhole = (name: string, min: number, max: number) =>
  unsetIfBlank(wholeNumber(name, min, max).optional());

const httpUrl = (name: string, example: string) =>
  z
    .string()
    .trim()
    .pipe(
      z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL such as ${example}` }),
    );

const yesNo = (name: string, fallback: boolean) =>
  unsetIfBlank(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine(
        (value) => ['1', 'true', 'yes', '0', 'false', 'no'].includes(value),
        `${name} must be true or false`,
      )
      .transform((value) => ['1', 'true', 'yes'].includes(value))
      .optional(),
  ).transform((value) => value ?? fallback);

export const text = () => unsetIfBlank(z.string().trim().optional());
const folder = (fallback: string) =>
  unsetIfBlank(z.string().trim().default(fallback)).transform((dir) => path.resolve(dir));

/** "20%" or "0.2": a share of the last good build's products a new build may lose. */
const share = (name: string, fallback: number) =>
  unsetIfBlank(
    z
      .string()
      .trim()
      .transform((raw) => (raw.endsWith('%') ? Number(raw.slice(0, -1)) / 100 : Number(raw)))
      .refine(
        (value) => Number.isFinite(value) && value >= 0 && value <= 1,
        `${name} must be a share between 0 and 1 or a percentage ("20%")`,
      )
      .optional(),
  ).transform((value) => value ?? fallback);

/** A comma-separated list of http(s) origins, each as a browser sends it in Origin. */
const origins = (name: string) =>
  unsetIfBlank(
    z
      .string()
      .transform((raw) =>
        raw
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(httpUrl(name, 'https://example.ae').transform((url) => new URL(url).origin)))
      .optional(),
  ).transform((list) => list ?? []);

/**
 * TRUST_PROXY (proxy-trust.ts), with a word for the operator when it is read in a way they may not
 * expect.
 */
const proxyTrust = (name: string) =>
  unsetIfBlank(z.string().optional()).transform((raw, context) => {
    const reading = readProxyTrust(raw);
    if ('trust' in reading) return reading;
    context.addIssue({ code: 'custom', message: `${name} ${reading.problem}` });
    return z.NEVER;
  });

/** An IANA time zone name the runtime knows ("Asia/Dubai"). */
const timeZone = (name: string, fallback: string) =>
  unsetIfBlank(
    z
      .string()
      .trim()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, `${name} must be a time zone name such as ${fallback}`)
      .default(fallback),
  );

const URL_NOT_SET = 'PORTAL_API_URL is not set (the portal origin, e.g. https://portal.example.ae)';
const PORTAL_EXAMPLE = 'https://portal.example.ae';

/** The variables a shop's operator sets (all listed in .env.example). */
export const settingsSchema = z.object({
  PORTAL_API_URL: unsetIfBlank(httpUrl('PORTAL_API_URL', PORTAL_EXAMPLE).optional()),
  PORTAL_API_KEY: text(),
  PORTAL_TIMEOUT_MS: whole('PORTAL_TIMEOUT_MS', 100, 120_000, 10_000),
  PORTAL_MAX_CONCURRENCY: whole('PORTAL_MAX_CONCURRENCY', 1, 10, 3),
  PORTAL_HOURLY_LIMIT: whole('PORTAL_HOURLY_LIMIT', 0, 1_000_000, 500),
  /** Unset: as often as the hourly budget allows for the catalogue's size (offer-book.ts). */
  OFFERS_REFRESH_SECONDS: optionalWhole('OFFERS_REFRESH_SECONDS', 10, 24 * 3600),
  PORTAL_PUBLIC_URL: unsetIfBlank(httpUrl('PORTAL_PUBLIC_URL', PORTAL_EXAMPLE).optional()),
  /**
   * The time zone of the portal's clock: its sales carry their `date` in local time without saying
   * which.
   */
  PORTAL_TIMEZONE: timeZone('PORTAL_TIMEZONE', 'Asia/Dubai'),
  SITE_URL: unsetIfBlank(httpUrl('SITE_URL', 'https://www.example.ae').optional()),
  PRICES_INCLUDE_VAT: yesNo('PRICES_INCLUDE_VAT', true),
  /** The shop's WhatsApp number as wa.me wants it: digits only, country code first. */
  WHATSAPP_NUMBER: unsetIfBlank(
    z
      .string()
      .trim()
      .regex(
        /^[1-9]\d{7,14}$/,
        'WHATSAPP_NUMBER must be the number in digits with its country code and nothing else, such as 971501234567',
      )
      .optional(),
  ),
  HOST: unsetIfBlank(z.string().trim().default('127.0.0.1')),
  PORT: whole('PORT', 1, 65_535, 4321),
  SHOP_STORAGE_REDIS_URL: unsetIfBlank(
    z
      .string()
      .trim()
      .pipe(
        z.url({
          protocol: /^rediss?$/,
          error: 'SHOP_STORAGE_REDIS_URL must be a redis:// or rediss:// URL',
        }),
      )
      .optional(),
  ),
  TRUST_PROXY: proxyTrust('TRUST_PROXY'),
  SITE_EXTRA_ORIGINS: origins('SITE_EXTRA_ORIGINS'),
  LOG_FORMAT: unsetIfBlank(
    z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' }).default('json'),
  ),
  ACCESS_LOG: yesNo('ACCESS_LOG', true),
  METRICS_PORT: optionalWhole('METRICS_PORT', 1, 65_535),
  CATALOGUE_MAX_SHRINK: share('CATALOGUE_MAX_SHRINK', 0.2),
  ALLOW_CATALOGUE_SHRINK: yesNo('ALLOW_CATALOGUE_SHRINK', false),
  CATALOGUE_BASELINE_FILE: text(),
  RELEASES_DIR: folder('releases'),
  RELEASES_KEEP: whole('RELEASES_KEEP', 2, 1000, 5),
  SERVE_DIR: text(),
  IMAGE_CACHE_DIR: folder('node_modules/.astro/shop-images'),
  REBUILD_WEBHOOK_SECRET: text(),
  PUBLISHER_HOST: unsetIfBlank(z.string().trim().default('127.0.0.1')),
  PUBLISHER_PORT: whole('PUBLISHER_PORT', 1, 65_535, 4322),
  REBUILD_INTERVAL_MINUTES: whole('REBUILD_INTERVAL_MINUTES', 0, 7 * 24 * 60, 0),
});

/**
 * Variables the shop's own commands set for the processes they start (a build's child, the front
 * server's workers); an operator never sets them, so .env.example leaves them out. What only
 * develops the shop (the demo portal, the browser tests) has settings of its own:
 * scripts/dev/dev-settings.ts.
 */
export const internalSchema = z.object({
  SHOP_BUILD_STATE_DIR: folder('node_modules/.astro/shop-build'),
  SHOP_BUILD_LOCK: folder('node_modules/.astro/shop-build.lock'),
  /**
   * The build folder a worker of `npm run serve` runs the routes of (its release.json), for the
   * health answer.
   */
  SHOP_RELEASE_DIR: text(),
  /**
   * When the front server of `npm run serve` started (ms since the epoch): the instance's uptime.
   */
  SHOP_STARTED_AT: optionalWhole('SHOP_STARTED_AT', 0, Number.MAX_SAFE_INTEGER),
  /**
   * The portal's hour in ms, shorter only for the busy-hour bench, which compresses an hour into
   * minutes (with the demo portal's `hourMs`).
   */
  PORTAL_HOUR_MS: whole('PORTAL_HOUR_MS', 1_000, 3_600_000, 3_600_000),
});

/** `env` read by `schema`, or a SettingsError naming every variable to fix. */
export function parseEnv<T>(
  schema: z.ZodType<T>,
  env: Env,
  what: string,
  ErrorType: typeof SettingsError = SettingsError,
): T {
  const parsed = schema.safeParse(env);
  if (!parsed.success)
    throw new ErrorType(`${what}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  return parsed.data;
}

/**
 * The client adds /api/v1/ itself; a URL given with it (or a trailing slash) means the same portal.
 */
const portalOrigin = (url: string) => url.replace(/\/+$/, '').replace(/\/api\/v1$/, '');

function toSettings(env: Env) {
  const v = parseEnv(settingsSchema, env, 'settings');
  const internal = parseEnv(internalSchema, env, 'settings');
  return {
    /** What the pages show: part of every page's cache key and of the build's digest. */
    site: {
      url: v.SITE_URL,
      pricesIncludeVat: v.PRICES_INCLUDE_VAT,
      whatsappNumber: v.WHATSAPP_NUMBER,
    },
    server: {
      host: v.HOST,
      port: v.PORT,
      serveDir: v.SERVE_DIR && path.resolve(v.SERVE_DIR),
      /** Whose X-Forwarded-For entries name the client (src/server/client-address.ts). */
      proxies: v.TRUST_PROXY.trust,
      /** TRUST_PROXY names at least one proxy: the front server keeps the X-Request-Id it sends. */
      trustProxy: trustsAProxy(v.TRUST_PROXY.trust),
      /** Origins writes are accepted from besides SITE_URL's. */
      extraOrigins: v.SITE_EXTRA_ORIGINS,
    },
    /** What the worker of `npm run serve` is told by its front server. */
    instance: { releaseDir: internal.SHOP_RELEASE_DIR, startedAt: internal.SHOP_STARTED_AT },
    log: { format: v.LOG_FORMAT, accessLog: v.ACCESS_LOG },
    /** Prometheus metrics on 127.0.0.1:port; off when unset. */
    metrics: { port: v.METRICS_PORT },
    storage: { redisUrl: v.SHOP_STORAGE_REDIS_URL },
    /**
     * The calls the portal allows each route an hour per key (0: no limit), and how long its hour
     * is.
     */
    portalLimit: { hourly: v.PORTAL_HOURLY_LIMIT, hourMs: internal.PORTAL_HOUR_MS },
    /**
     * A slower cadence than the budget's for reading the copy of the offers again; undefined: the
     * budget's.
     */
    offers: {
      refreshMs:
        v.OFFERS_REFRESH_SECONDS === undefined ? undefined : v.OFFERS_REFRESH_SECONDS * 1000,
    },
    /** How the portal writes its times (a sale's `date`), and how long a call to it may take. */
    portal: { timeZone: v.PORTAL_TIMEZONE, timeoutMs: v.PORTAL_TIMEOUT_MS },
    releases: {
      dir: v.RELEASES_DIR,
      keep: v.RELEASES_KEEP,
      maxShrink: v.CATALOGUE_MAX_SHRINK,
      allowShrink: v.ALLOW_CATALOGUE_SHRINK,
      baselineFile: v.CATALOGUE_BASELINE_FILE,
    },
    build: {
      stateDir: internal.SHOP_BUILD_STATE_DIR,
      lockFile: internal.SHOP_BUILD_LOCK,
    },
    images: { cacheDir: v.IMAGE_CACHE_DIR },
    publisher: {
      webhookSecret: v.REBUILD_WEBHOOK_SECRET,
      host: v.PUBLISHER_HOST,
      port: v.PUBLISHER_PORT,
      intervalMinutes: v.REBUILD_INTERVAL_MINUTES,
    },
    /**
     * Settings read in a way the operator may not expect: `npm run serve` logs each as a warning at
     * start.
     */
    notices: [v.TRUST_PROXY.notice, hopCountNotice(v.TRUST_PROXY.trust, v.HOST)].filter(
      (notice): notice is string => notice !== undefined,
    ),
    /**
     * Values that must never appear in a file a browser loads (a value this short could turn up by
     * chance in any page).
     */
    secrets: [
      v.PORTAL_API_KEY,
      v.REBUILD_WEBHOOK_SECRET,
      v.REBUILD_WEBHOOK_SECRET?.replace(/^whsec_/, ''),
    ].filter((secret): secret is string => !!secret && secret.length >= 6),
  };
}

export type Settings = ReturnType<typeof toSettings>;

const read = new WeakMap<object, Settings>();

/** The settings of `env` (the process's by default), checked the first time they are read. */
export function readSettings(env: Env = process.env): Settings {
  let settings = read.get(env);
  if (!settings) {
    settings = toSettings(env);
    read.set(env, settings);
  }
  return settings;
}

export interface PortalConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  maxConcurrency: number;
}

const portalSchema = z.object({
  PORTAL_API_URL: unsetIfBlank(
    z.string({ error: URL_NOT_SET }).pipe(httpUrl('PORTAL_API_URL', PORTAL_EXAMPLE)),
  ),
  PORTAL_API_KEY: unsetIfBlank(z.string({ error: 'PORTAL_API_KEY is not set' }).trim()),
  PORTAL_TIMEOUT_MS: settingsSchema.shape.PORTAL_TIMEOUT_MS,
  PORTAL_MAX_CONCURRENCY: settingsSchema.shape.PORTAL_MAX_CONCURRENCY,
});

/** How to call the portal: address and key required. */
export function readPortalConfig(env: Env = process.env): PortalConfig {
  const { PORTAL_API_URL, PORTAL_API_KEY, PORTAL_TIMEOUT_MS, PORTAL_MAX_CONCURRENCY } = parseEnv(
    portalSchema,
    env,
    'portal settings',
    PortalConfigError,
  );
  return {
    baseUrl: portalOrigin(PORTAL_API_URL),
    apiKey: PORTAL_API_KEY,
    timeoutMs: PORTAL_TIMEOUT_MS,
    maxConcurrency: PORTAL_MAX_CONCURRENCY,
  };
}

const publicAddressSchema = settingsSchema.pick({ PORTAL_PUBLIC_URL: true, PORTAL_API_URL: true });

/**
 * Where shoppers reach the portal's own pages: PORTAL_PUBLIC_URL, else the API's origin. No key
 * needed.
 */
export function readPortalPublicUrl(env: Env = process.env): string {
  const { PORTAL_PUBLIC_URL, PORTAL_API_URL } = parseEnv(
    publicAddressSchema,
    env,
    'portal settings',
    PortalConfigError,
  );
  const url = PORTAL_PUBLIC_URL ?? PORTAL_API_URL;
  if (!url) throw new PortalConfigError(`portal settings: ${URL_NOT_SET}`);
  return portalOrigin(url);
}
