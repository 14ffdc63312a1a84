import { describe, expect, it } from 'vitest';
import type { Category } from '../../../domain/catalogue';
import { findCategoryMenus, quickCategories } from './nav';

let nextId = 1;
function category(name: string, children: Category[] = []): Category {
  const id = nextId++;
  return {
    id,
    code: '',
    name,
    slug: name.toLowerCase(),
    image: null,
    parentId: null,
    showInHome: false,
    children,
  };
}

describe('findCategoryMenus', () => {
  const switches = category('Network Switches');
  const routers = category('Routers', [category('4G & 5G Routers')]);
  const bridges = category('Wireless Bridges');
  const telephony = category('IP Telephony');

  it('finds the routers, telephone and wireless bridge categories, in that order', () => {
    const menus = findCategoryMenus([switches, bridges, telephony, routers]);
    expect(menus.map((m) => m.category.name)).toEqual([
      'Routers',
      'IP Telephony',
      'Wireless Bridges',
    ]);
  });

  it('falls back to a child category, remembering its parent', () => {
    const phones = category('Telephones');
    const voice = category('Voice', [phones]);
    expect(findCategoryMenus([switches, voice])).toEqual([{ category: phones, parent: voice }]);
  });

  it('omits a menu nothing matches', () => {
    expect(findCategoryMenus([switches])).toEqual([]);
    expect(findCategoryMenus([])).toEqual([]);
  });

  it('gives quick links to the first categories without a menu', () => {
    const laptops = category('Laptops');
    const all = [switches, routers, laptops, bridges, telephony];
    expect(quickCategories(all, findCategoryMenus(all), 2)).toEqual([switches, laptops]);
  });
});
