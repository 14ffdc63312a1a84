import { describe, expect, it } from 'vitest';
import { readPortalConfig, readPortalPublicUrl } from './config';

describe('readPortalConfig', () => {
  it('reads the settings with defaults', () => {
    expect(readPortalConfig({ PORTAL_API_URL: 'https://portal.example.ae/', PORTAL_API_KEY: ' abc ' })).toEqual({
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
    ).toEqual({ baseUrl: 'http://127.0.0.1:8787', apiKey: 'k', timeoutMs: 2500, maxConcurrency: 3 });
  });

  it('names what is missing or wrong', () => {
    expect(() => readPortalConfig({ PORTAL_API_URL: 'https://portal.example.ae', PORTAL_API_KEY: '  ' })).toThrow(
      'portal settings: PORTAL_API_KEY is not set',
    );
    expect(() => readPortalConfig({})).toThrow(
      'portal settings: PORTAL_API_URL is not set (the portal origin, e.g. https://portal.example.ae); PORTAL_API_KEY is not set',
    );
    expect(() => readPortalConfig({ PORTAL_API_URL: 'ftp://portal', PORTAL_API_KEY: 'k', PORTAL_MAX_CONCURRENCY: '50' })).toThrow(
      'portal settings: PORTAL_API_URL must be an http(s) URL such as https://portal.example.ae; PORTAL_MAX_CONCURRENCY must be at most 10',
    );
    expect(() => readPortalConfig({ PORTAL_API_URL: 'https://p.ae', PORTAL_API_KEY: 'k', PORTAL_TIMEOUT_MS: 'ten' })).toThrow(
      'PORTAL_TIMEOUT_MS must be a number',
    );
  });
});

describe('readPortalPublicUrl', () => {
  it('needs no key: the public address when set, else the API origin', () => {
    expect(readPortalPublicUrl({ PORTAL_API_URL: 'https://portal.example.ae/api/v1/' })).toBe('https://portal.example.ae');
    expect(readPortalPublicUrl({ PORTAL_API_URL: 'http://10.0.0.5:8080', PORTAL_PUBLIC_URL: ' https://portal.example.ae/ ' })).toBe(
      'https://portal.example.ae',
    );
    expect(readPortalPublicUrl({ PORTAL_API_URL: '', PORTAL_PUBLIC_URL: 'https://portal.example.ae' })).toBe('https://portal.example.ae');
  });

  it('names what is missing or wrong', () => {
    expect(() => readPortalPublicUrl({ PORTAL_PUBLIC_URL: ' ' })).toThrow(
      'portal settings: PORTAL_API_URL is not set (the portal origin, e.g. https://portal.example.ae)',
    );
    expect(() => readPortalPublicUrl({ PORTAL_API_URL: 'https://p.ae', PORTAL_PUBLIC_URL: 'portal.example.ae' })).toThrow(
      'portal settings: PORTAL_PUBLIC_URL must be an http(s) URL such as https://portal.example.ae',
    );
  });
});
