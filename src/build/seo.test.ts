import { describe, expect, it } from 'vitest';
import { product } from '../domain/fixtures/catalogue';
import { productOpenGraph } from './seo';

describe('productOpenGraph', () => {
  it('gives the price paid in AED, the availability and the brand', () => {
    expect(
      productOpenGraph(
        product({
          id: 7,
          name: 'Switch',
          code: 'CBS350',
          price: 129_900,
          salePrice: 110_415,
          quantity: 2,
          brand: { name: 'Cisco', slug: null },
        }),
      ),
    ).toEqual([
      { property: 'product:price:amount', content: '1104.15' },
      { property: 'product:price:currency', content: 'AED' },
      { property: 'product:availability', content: 'in stock' },
      { property: 'product:condition', content: 'new' },
      { property: 'product:brand', content: 'Cisco' },
      { property: 'product:retailer_item_id', content: 'CBS350' },
    ]);
  });

  it('says out of stock, and leaves the brand out when the portal names none', () => {
    const tags = productOpenGraph(product({ id: 8, name: 'Phone', price: 89_900, quantity: 0 }));
    expect(tags).toContainEqual({ property: 'product:availability', content: 'out of stock' });
    expect(tags).toContainEqual({ property: 'product:price:amount', content: '899.00' });
    expect(tags.map((tag) => tag.property)).not.toContain('product:brand');
  });
});
