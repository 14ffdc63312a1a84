import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultQuery, maxBrands } from '../../domain/listing/listing-query';
import { shopUrls } from '../../domain/urls';
import { messagesFor } from '../../i18n/messages';
import Filters from './Filters';

const brands = Array.from({ length: maxBrands + 2 }, (_, i) => ({
  slug: `brand-${String(i).padStart(2, '0')}`,
  name: `Brand ${i}`,
  count: 1,
}));

const checkboxes = (ticked: number) => {
  const query = { ...defaultQuery, brands: brands.slice(0, ticked).map((b) => b.slug) };
  const html = renderToStaticMarkup(
    <Filters
      categories={[]}
      query={query}
      selected={null}
      brands={brands}
      onChange={() => {}}
      urls={shopUrls('en')}
      locale="en"
      t={messagesFor('en').listing}
    />,
  );
  const boxes = [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map((m) => m[0]);
  return {
    html,
    disabled: boxes.filter((box) => / disabled=""/.test(box)).length,
    total: boxes.length,
  };
};

describe('the brand filter', () => {
  it('offers every brand while fewer than the limit are ticked', () => {
    const { html, disabled, total } = checkboxes(maxBrands - 1);
    expect([disabled, total]).toEqual([0, maxBrands + 2]);
    expect(html).not.toContain('You can choose up to');
  });

  it('at the limit, lets the shopper untick but not tick another, and says why: the island never asks for more', () => {
    const { html, disabled } = checkboxes(maxBrands);
    expect(disabled).toBe(2);
    expect(html).toContain('You can choose up to 50 brands; untick one to choose another.');
  });
});
