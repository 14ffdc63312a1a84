import { describe, expect, it } from 'vitest';
import { routeLabel } from './route-label.ts';

describe('routeLabel', () => {
  it('names each on-demand route, with ids and unknown routes folded', () => {
    expect(routeLabel('/api/orders')).toBe('/api/orders');
    expect(routeLabel('/api/live')).toBe('/api/live');
    expect(routeLabel('/api/live/101')).toBe('/api/live/{id}');
    expect(routeLabel('/api/health')).toBe('/api/health');
    expect(routeLabel('/api/wp-login.php')).toBe('/api/{other}');
    expect(routeLabel('/api/orders/1')).toBe('/api/{other}');
  });

  it('folds pages of every language, product pages and hashed files into a few labels', () => {
    expect(routeLabel('/product/cisco-c1000-24t')).toBe('/product/{slug}');
    expect(routeLabel('/ar/product/cisco-c1000-24t/')).toBe('/product/{slug}');
    expect(routeLabel('/_astro/app.Bx12Cd34.js')).toBe('/_astro/*');
    expect(routeLabel('/_img/1/400.webp')).toBe('/_img/*');
    for (const page of ['/', '/ar', '/network-switches/2', '/products', '/.env', '/no/such/page'])
      expect(routeLabel(page), page).toBe('/{page}');
  });
});
