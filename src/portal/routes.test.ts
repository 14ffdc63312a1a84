import { describe, expect, it } from 'vitest';
import { portalRoute } from './routes';

describe('portalRoute', () => {
  it('leaves ids and the query out, as the hourly limit folds them', () => {
    expect(portalRoute('products/view/12')).toBe('products/view');
    expect(portalRoute('/products/view/13/')).toBe('products/view');
    expect(portalRoute('products?start=201&limit=200')).toBe('products');
    expect(portalRoute('sales')).toBe('sales');
    expect(portalRoute('orders/guest-checkout')).toBe('orders/guest-checkout');
    expect(portalRoute('categories/7/products')).toBe('categories/products');
  });
});
