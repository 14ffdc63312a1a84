import { describe, expect, it } from 'vitest';
import { product } from '../../domain/fixtures/catalogue';
import { placeholderPicture, pictureFor } from '../../domain/picture';
import { feedPicture, feedPrice, merchantFeed } from './merchant-feed';

const channel = {
  title: 'Gulf IT Store',
  link: 'https://www.example.ae/',
  description: 'IT & electronics in the UAE',
  shopName: 'Gulf IT Store',
};
const feedOf = (...products: Parameters<typeof product>[0][]) =>
  merchantFeed(
    channel,
    products.map((p) => {
      const record = product(p);
      return {
        product: record,
        title: record.name,
        description: record.details,
        link: `https://www.example.ae/product/product-${p.id}`,
        imageLink: `https://www.example.ae/_img/p${p.id}-800.webp`,
      };
    }),
  ).toString('utf8');
const itemOf = (xml: string) => xml.slice(xml.indexOf('<item>'), xml.indexOf('</item>') + 7);

describe('feedPrice', () => {
  it('writes fils as Google reads an AED price', () => {
    expect(feedPrice(129_900)).toBe('1299.00 AED');
    expect(feedPrice(5)).toBe('0.05 AED');
    expect(feedPrice(1_234_567_89)).toBe('1234567.89 AED');
  });
});

describe('feedPicture', () => {
  const made = new Map([
    ['https://portal.test/tiny.png', pictureFor('aa', 'square', { width: 64, height: 64 })],
    ['https://portal.test/good.jpg', pictureFor('bb', 'square', { width: 800, height: 800 })],
  ]);
  const picture = (url: string) => made.get(url) ?? placeholderPicture;

  it('takes the first picture Merchant Center accepts: never the placeholder, never under 100 x 100', () => {
    expect(
      feedPicture(
        product({
          id: 1,
          name: 'Switch',
          images: [
            'https://portal.test/missing.png',
            'https://portal.test/tiny.png',
            'https://portal.test/good.jpg',
          ],
        }),
        picture,
      ),
    ).toBe(made.get('https://portal.test/good.jpg'));
    expect(
      feedPicture(
        product({ id: 2, name: 'Switch', images: ['https://portal.test/tiny.png'] }),
        picture,
      ),
    ).toBeUndefined();
    expect(feedPicture(product({ id: 3, name: 'Switch', images: [] }), picture)).toBeUndefined();
  });
});

describe('merchantFeed', () => {
  it('lists a product with every field Google requires', () => {
    const xml = feedOf({
      id: 7,
      name: 'Cisco CBS350-24P Switch',
      price: 129_900,
      salePrice: 110_415,
      quantity: 3,
      brand: { name: 'Cisco', slug: 'cisco' },
      details: '<p>24 PoE+ ports,&nbsp;<b>370 W</b> budget.</p>',
    });
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
      ),
    ).toBe(true);
    // Its lines end with a line break, the last one too.
    expect(xml.endsWith('    </item>\n  </channel>\n</rss>\n')).toBe(true);
    expect(xml).toContain('budget.</description>\n      <link>');
    expect(itemOf(xml)).toBe(
      [
        '<item>',
        '      <g:id>7</g:id>',
        '      <title>Cisco CBS350-24P Switch</title>',
        '      <description>24 PoE+ ports, 370 W budget.</description>',
        '      <link>https://www.example.ae/product/product-7</link>',
        '      <g:image_link>https://www.example.ae/_img/p7-800.webp</g:image_link>',
        '      <g:price>1299.00 AED</g:price>',
        '      <g:sale_price>1104.15 AED</g:sale_price>',
        '      <g:availability>in_stock</g:availability>',
        '      <g:brand>Cisco</g:brand>',
        '      <g:condition>new</g:condition>',
        '      <g:identifier_exists>no</g:identifier_exists>',
        '    </item>',
      ].join('\n'),
    );
  });

  it('says out of stock, leaves out a sale price that is no sale, names the shop as brand if none is named', () => {
    const item = itemOf(
      feedOf({ id: 8, name: 'Yealink T54W', price: 89_900, salePrice: null, quantity: 0 }),
    );
    expect(item).toContain('<g:availability>out_of_stock</g:availability>');
    expect(item).not.toContain('g:sale_price');
    expect(item).toContain('<g:brand>Gulf IT Store</g:brand>');
    expect(itemOf(feedOf({ id: 9, name: 'Unknown stock', quantity: null }))).toContain(
      '<g:availability>out_of_stock</g:availability>',
    );
  });

  it('escapes markup, drops characters XML cannot hold, describes a product without a description by name', () => {
    const xml = feedOf({ id: 10, name: 'Cable <Cat6> "S/FTP" & Tom\'s\u0001', details: '' });
    expect(itemOf(xml)).toContain(
      '<title>Cable &lt;Cat6&gt; &quot;S/FTP&quot; &amp; Tom&apos;s</title>',
    );
    expect(itemOf(xml)).toContain(
      '<description>Cable &lt;Cat6&gt; &quot;S/FTP&quot; &amp; Tom&apos;s</description>',
    );
    expect(xml).toContain('<description>IT &amp; electronics in the UAE</description>');
  });

  it("cuts a long description to Google's 5,000 characters as plain text", () => {
    const item = itemOf(
      feedOf({ id: 11, name: 'Long', details: `<p>${'word '.repeat(3000)}</p>` }),
    );
    const description = /<description>(.*)<\/description>/.exec(item)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(5000);
    expect(description).toMatch(/^word word .* word…$/);
  });
});

describe('merchantFeed, asked again for the same product', () => {
  it('writes its item again where what the item is written from changed, and only there', () => {
    const record = product({ id: 9, name: 'Aruba switch', details: '<p>24 ports</p>' });
    const feed = (link: string, title = record.name) =>
      merchantFeed(channel, [
        {
          product: record,
          title,
          description: record.details,
          link,
          imageLink: 'https://x.ae/9.webp',
        },
      ]).toString('utf8');
    const first = feed('https://www.example.ae/product/aruba');
    expect(feed('https://www.example.ae/product/aruba')).toBe(first);
    expect(itemOf(feed('https://www.example.ae/ar/product/aruba'))).toContain(
      '<link>https://www.example.ae/ar/product/aruba</link>',
    );
    expect(itemOf(feed('https://www.example.ae/product/aruba', 'محول أروبا'))).toContain(
      '<title>محول أروبا</title>',
    );
    expect(feed('https://www.example.ae/product/aruba')).toBe(first);
  });
});
