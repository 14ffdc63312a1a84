/**
 * Stands in for `virtual:shop/product-ids` in unit tests: the ids "published" are 101, 102 and 104
 * (the route tests' own products), 106 (a product of the listing snapshot's fixture catalogue), and
 * any a test publishes with `publish` (a demo portal's products). The set lives on the global
 * object, so route modules loaded afresh (vi.resetModules) see the same one.
 */
const slot = Symbol.for('shop.test.published-ids');
const holder = globalThis as { [slot]?: Set<number> };
const published = (holder[slot] ??= new Set([101, 102, 104, 106]));

export default published;

export const publish = (...ids: number[]) => ids.forEach((id) => published.add(id));
