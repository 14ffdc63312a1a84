import { describe, expect, it } from 'vitest';
import { notFoundPage } from './refusals.ts';
import { missingLocalizedPage, refuseRequest } from './request-policy.ts';

describe('addresses in another language', () => {
  it('are pages the worker cannot have, except the API', () => {
    expect(missingLocalizedPage('/ar/no-such-page')).toBe(true);
    expect(missingLocalizedPage('/ar')).toBe(true);
    expect(missingLocalizedPage('/arduino')).toBe(false);
    expect(missingLocalizedPage('/no-such-page')).toBe(false);
    expect(missingLocalizedPage('/api/orders')).toBe(false);
  });

  it('are answered with the "not found" page of their language', () => {
    expect(notFoundPage('/ar/no-such-page')).toBe('ar/404.html');
    expect(notFoundPage('/no-such-page')).toBe('404.html');
    expect(notFoundPage('/arduino')).toBe('404.html');
  });

  it('keep the refusals of every address', () => {
    expect(refuseRequest('GET', '/ar/.env')).toEqual({ status: 404 });
    expect(refuseRequest('POST', '/ar/cart')).toEqual({ status: 405, allow: 'GET, HEAD' });
    expect(refuseRequest('GET', '/ar/cart')).toBeNull();
  });
});
