import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isReactChunk, sharedGroupOf } from './client-chunks';

const root = path.resolve(import.meta.dirname, '../..');

// Real files, so a move that leaves the groups behind fails here rather than scattering the
// browser's code into many small chunks again.
const expected: [string, ReturnType<typeof sharedGroupOf>][] = [
  ['src/domain/money.ts', 'shop'],
  ['src/domain/cart/cart.ts', 'shop'],
  ['src/domain/picture.ts', 'shop'],
  ['src/stores/cart.ts', 'shop'],
  ['src/i18n/format.ts', 'shop'],
  ['src/views/card/grid.ts', 'shop'],
  ['src/browser/post-json.ts', 'shop'],
  ['src/browser/after-load.ts', 'shop'],
  ['src/browser/cart/add-to-cart.ts', 'shop'],
  ['src/browser/checkout/order-answer.ts', 'shop'],
  ['src/browser/live/live-offers.ts', 'shop'],
  ['src/browser/shell/menu-state.ts', 'shop'],
  ['src/views/Icon.tsx', 'shop-ui'],
  ['src/views/card/PriceTag.tsx', 'shop-ui'],
  ['src/views/EmptyState.tsx', 'shop-ui'],
  ['src/browser/use-mounted.ts', 'shop-ui'],
  ['src/browser/use-media-query.ts', 'shop-ui'],
  ['src/browser/live/use-live-check.ts', 'shop-ui'],
  ['src/islands/cart/QuantityStepper.tsx', 'shop-ui'],
  // Page scripts and directives stay apart: the cards' buttons and the header must not fetch the
  // shop chunk.
  ['src/browser/card/card-actions.ts', null],
  ['src/browser/shell/header-menus.ts', null],
  ['src/browser/listing/listing-client.ts', null],
  ['src/browser/compare/compare-client.ts', null],
  ['src/islands/cart/CartView.tsx', null],
];

describe('the shared chunks of the browser build', () => {
  it.each(expected)('%s goes to %s', (file, group) => {
    expect(existsSync(path.join(root, file)), `${file} exists`).toBe(true);
    expect(sharedGroupOf(path.join(root, file))).toBe(group);
  });
});

describe("React's chunk, which gets V8's compile hint", () => {
  const reactDom = path.join(root, 'node_modules/react-dom/cjs/react-dom-client.production.js');
  it('is the chunk that holds React DOM', () => {
    expect(
      isReactChunk({
        name: 'react',
        moduleIds: [path.join(root, 'node_modules/react/index.js'), reactDom],
      }),
    ).toBe(true);
  });
  it('is no other chunk, not even one the bundler also names react (the JSX runtime shim)', () => {
    expect(
      isReactChunk({
        name: 'react',
        moduleIds: [path.join(root, 'node_modules/@astrojs/react/dist/client.js')],
      }),
    ).toBe(false);
    expect(
      isReactChunk({ name: 'shop', moduleIds: [path.join(root, 'src/domain/money.ts')] }),
    ).toBe(false);
  });
});
