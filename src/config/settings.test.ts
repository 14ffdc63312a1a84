import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  internalSchema,
  readPortalConfig,
  readPortalPublicUrl,
  readSettings,
  settingsSchema,
} from './settings';

describe('readPortalConfig', () => {
  it('reads the settings with defaults', () => {
    expect(
      readPortalConfig({ PORTAL_API_URL: 'https://portal.example.ae/', PORTAL_API_KEY: ' abc ' }),
    ).toEqual({
      baseUrl: 'https://portal.example.ae',
      apiKey: 'abc',
      timeoutMs: 10_000,
      maxConcurrency: 3,
    });
  });

  it('accepts the API URL given with /api/v1 and tuning as strings', () => {
    expect(
      readPortalConfig({
        PORTAL_API_URL: 'http://127.0.0.1:8787/api/v1/',
        PORTAL_API_KEY: 'k',
        PORTAL_TIMEOUT_MS: '2500',
        PORTAL_MAX_CONCURRENCY: '',
      }),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:8787',
      apiKey: 'k',
      timeoutMs: 2500,
      maxConcurrency: 3,
    });
  });

  it('names what is missing or wrong', () => {
    expect(() =>
      readPortalConfig({ PORTAL_API_URL: 'https://portal.example.ae', PORTAL_API_KEY: '  ' }),
    ).toThrow('portal settings: PORTAL_API_KEY is not set');
    expect(() => readPortalConfig({})).toThrow(
      'portal settings: PORTAL_API_URL is not set (the portal origin, e.g. https://portal.example.ae); PORTAL_API_KEY is not set',
    );
    expect(() =>
      readPortalConfig({
        PORTAL_API_URL: 'ftp://portal',
        PORTAL_API_KEY: 'k',
        PORTAL_MAX_CONCURRENCY: '50',
      }),
    ).toThrow(
      'portal settings: PORTAL_API_URL must be an http(s) URL such as https://portal.example.ae; PORTAL_MAX_CONCURRENCY must be at most 10',
    );
    expect(() =>
      readPortalConfig({
        PORTAL_API_URL: 'https://p.ae',
        PORTAL_API_KEY: 'k',
        PORTAL_TIMEOUT_MS: 'ten',
      }),
    ).toThrow('PORTAL_TIMEOUT_MS must be a number');
  });
});

describe('readPortalPublicUrl', () => {
  it('needs no key: the public address when set, else the API origin', () => {
    expect(readPortalPublicUrl({ PORTAL_API_URL: 'https://portal.example.ae/api/v1/' })).toBe(
      'https://portal.example.ae',
    );
    expect(
      readPortalPublicUrl({
        PORTAL_API_URL: 'http://10.0.0.5:8080',
        PORTAL_PUBLIC_URL: ' https://portal.example.ae/ ',
      }),
    ).toBe('https://portal.example.ae');
    expect(
      readPortalPublicUrl({ PORTAL_API_URL: '', PORTAL_PUBLIC_URL: 'https://portal.example.ae' }),
    ).toBe('https://portal.example.ae');
  });

  it('names what is missing or wrong', () => {
    expect(() => readPortalPublicUrl({ PORTAL_PUBLIC_URL: ' ' })).toThrow(
      'portal settings: PORTAL_API_URL is not set (the portal origin, e.g. https://portal.example.ae)',
    );
    expect(() =>
      readPortalPublicUrl({
        PORTAL_API_URL: 'https://p.ae',
        PORTAL_PUBLIC_URL: 'portal.example.ae',
      }),
    ).toThrow(
      'portal settings: PORTAL_PUBLIC_URL must be an http(s) URL such as https://portal.example.ae',
    );
  });
});

describe('readSettings', () => {
  it('gives every setting its default on an empty environment', () => {
    const settings = readSettings({});
    expect(settings.site).toEqual({
      url: undefined,
      pricesIncludeVat: true,
      whatsappNumber: undefined,
    });
    expect(settings.log).toEqual({ format: 'json', accessLog: true });
    expect(settings.metrics).toEqual({ port: undefined });
    expect(settings.server).toEqual({
      host: '127.0.0.1',
      port: 4321,
      serveDir: undefined,
      proxies: { hops: 0 },
      trustProxy: false,
      extraOrigins: [],
    });
    expect(settings.releases).toMatchObject({
      dir: path.resolve('releases'),
      keep: 5,
      maxShrink: 0.2,
      allowShrink: false,
    });
    expect(settings.publisher).toEqual({
      webhookSecret: undefined,
      host: '127.0.0.1',
      port: 4322,
      intervalMinutes: 0,
    });
    expect(settings.portal).toEqual({ timeZone: 'Asia/Dubai', timeoutMs: 10_000 });
    expect(settings.secrets).toEqual([]);
    expect(settings.notices).toEqual([]);
  });

  it("takes the portal's time zone by its name, and refuses one the runtime does not know", () => {
    expect(readSettings({ PORTAL_TIMEZONE: ' Europe/London ' }).portal.timeZone).toBe(
      'Europe/London',
    );
    expect(() => readSettings({ PORTAL_TIMEZONE: 'Gulf Standard Time' })).toThrow(
      'settings: PORTAL_TIMEZONE must be a time zone name such as Asia/Dubai',
    );
  });

  it('reads yes/no, shares and numbers as operators write them', () => {
    const settings = readSettings({
      PRICES_INCLUDE_VAT: ' FALSE ',
      CATALOGUE_MAX_SHRINK: '5%',
      ALLOW_CATALOGUE_SHRINK: '1',
      PORT: '8080',
      RELEASES_KEEP: '',
    });
    expect(settings.site.pricesIncludeVat).toBe(false);
    expect(settings.server.port).toBe(8080);
    expect(settings.releases).toMatchObject({ maxShrink: 0.05, allowShrink: true, keep: 5 });
  });

  it('names every variable that is wrong, in one message', () => {
    expect(() =>
      readSettings({
        RELEASES_KEEP: '1',
        PRICES_INCLUDE_VAT: 'maybe',
        SITE_URL: 'shop.example.ae',
        CATALOGUE_MAX_SHRINK: 'lots',
      }),
    ).toThrow(
      'settings: SITE_URL must be an http(s) URL such as https://www.example.ae; PRICES_INCLUDE_VAT must be true or false; CATALOGUE_MAX_SHRINK must be a share between 0 and 1 or a percentage ("20%"); RELEASES_KEEP must be at least 2',
    );
    expect(() => readSettings({ SHOP_STORAGE_REDIS_URL: 'http://cache:6379' })).toThrow(
      'SHOP_STORAGE_REDIS_URL must be a redis:// or rediss:// URL',
    );
  });

  it('reads TRUST_PROXY as a count of proxies or their addresses; the front server then keeps request ids', () => {
    const server = (value: string) => readSettings({ TRUST_PROXY: value }).server;
    expect(server(' 2 ')).toMatchObject({ proxies: { hops: 2 }, trustProxy: true });
    for (const none of ['0', 'false', 'NO', ' '])
      expect(server(none), none).toMatchObject({ proxies: { hops: 0 }, trustProxy: false });
    expect(server('10.0.0.0/8, 173.245.48.0/20,2400:CB00::/32,loopback,192.0.2.7')).toMatchObject({
      proxies: {
        ranges: ['10.0.0.0/8', '173.245.48.0/20', '2400:cb00::/32', 'loopback', '192.0.2.7'],
      },
      trustProxy: true,
    });
  });

  it('reads TRUST_PROXY=true, as the README once advised behind a CDN, as one proxy, and says so at start', () => {
    const settings = readSettings({ TRUST_PROXY: 'true' });
    expect(settings.server).toMatchObject({ proxies: { hops: 1 }, trustProxy: true });
    expect(settings.notices).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY=true is read as 1: .* set TRUST_PROXY=2, or the balancer's address and the CDN's ranges/,
      ),
    ]);
  });

  it('warns at start when a count of proxies is trusted on an address a client can reach round them', () => {
    const notices = (env: Record<string, string>) => readSettings(env).notices;
    expect(notices({ TRUST_PROXY: '1', HOST: '0.0.0.0' })).toEqual([
      expect.stringMatching(
        new RegExp(
          '^TRUST_PROXY=1 trusts the X-Forwarded-For of whatever connects, ' +
            "and the server listens on 0\\.0\\.0\\.0, .* Set TRUST_PROXY to the proxies' addresses " +
            'instead \\(loopback',
        ),
      ),
    ]);
    expect(notices({ TRUST_PROXY: '2', HOST: '10.0.0.7' })).toHaveLength(1);
    for (const host of ['127.0.0.1', '::1', 'localhost', '127.0.0.2'])
      expect(notices({ TRUST_PROXY: '2', HOST: host }), host).toEqual([]);
    for (const trust of ['loopback', '10.0.0.5,10.0.0.0/24', 'false'])
      expect(notices({ TRUST_PROXY: trust, HOST: '0.0.0.0' }), trust).toEqual([]);
  });

  it('refuses a TRUST_PROXY that is neither a count nor addresses, naming the variable and the entry', () => {
    const expected =
      'the number of proxies in front (e.g. 2 for a CDN and a load balancer), ' +
      'their addresses or ranges (e.g. 10.0.0.0/8,173.245.48.0/20), or false';
    expect(() => readSettings({ TRUST_PROXY: 'cloudflare' })).toThrow(
      `settings: TRUST_PROXY must be ${expected}, not "cloudflare"`,
    );
    expect(() => readSettings({ TRUST_PROXY: '10.0.0.0/8,10.0.0.0/33,2' })).toThrow(
      `TRUST_PROXY must be ${expected}, not "10.0.0.0/33,2"`,
    );
    for (const wrong of ['10.1', '0x0a000001', ',', '1.2.3.4/abc'])
      expect(() => readSettings({ TRUST_PROXY: wrong }), wrong).toThrow(
        'TRUST_PROXY must be the number of proxies',
      );
    expect(() => readSettings({ TRUST_PROXY: '11' })).toThrow(
      'settings: TRUST_PROXY must be at most 10 proxies',
    );
  });

  it('takes the WhatsApp number as digits with the country code, and nothing else', () => {
    expect(readSettings({ WHATSAPP_NUMBER: ' 971501234567 ' }).site.whatsappNumber).toBe(
      '971501234567',
    );
    expect(readSettings({ WHATSAPP_NUMBER: ' ' }).site.whatsappNumber).toBeUndefined();
    for (const wrong of ['+971501234567', '971 50 123 4567', '0501234567', '97150', 'whatsapp'])
      expect(() => readSettings({ WHATSAPP_NUMBER: wrong }), wrong).toThrow(
        'settings: WHATSAPP_NUMBER must be the number in digits with its country code ' +
          'and nothing else, such as 971501234567',
      );
  });

  it('reads the operations settings: log format, access log, metrics port, extra origins', () => {
    const settings = readSettings({
      LOG_FORMAT: 'pretty',
      ACCESS_LOG: 'no',
      METRICS_PORT: '9464',
      SITE_EXTRA_ORIGINS: ' https://example.ae/ , http://127.0.0.1:8080/shop ',
    });
    expect(settings.log).toEqual({ format: 'pretty', accessLog: false });
    expect(settings.metrics.port).toBe(9464);
    expect(settings.server.extraOrigins).toEqual(['https://example.ae', 'http://127.0.0.1:8080']);
    expect(() => readSettings({ LOG_FORMAT: 'text', SITE_EXTRA_ORIGINS: 'example.ae' })).toThrow(
      'settings: SITE_EXTRA_ORIGINS must be an http(s) URL such as https://example.ae; LOG_FORMAT must be json or pretty',
    );
  });

  it('lists the portal key and webhook secret as values no client file may hold', () => {
    expect(
      readSettings({
        PORTAL_API_KEY: 'portal-key-123',
        REBUILD_WEBHOOK_SECRET: 'whsec_c2VjcmV0LXZhbHVl',
      }).secrets,
    ).toEqual(['portal-key-123', 'whsec_c2VjcmV0LXZhbHVl', 'c2VjcmV0LXZhbHVl']);
  });
});

/**
 * The line of .env.example after which it lists the development settings
 * (scripts/dev/dev-settings.ts).
 */
const DEVELOPMENT_ONLY = '# Development only';

describe('.env.example', () => {
  it('lists exactly the variables of the settings schema before its development settings', async () => {
    const example =
      (await readFile(path.resolve('.env.example'), 'utf8')).split(DEVELOPMENT_ONLY)[0] ?? '';
    const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual(Object.keys(settingsSchema.shape).sort());
    expect(listed.filter((name) => name !== undefined && name in internalSchema.shape)).toEqual([]);
  });
});
