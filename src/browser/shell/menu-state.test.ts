import { describe, expect, it } from 'vitest';
import { toggled } from './menu-state';

describe('header menus', () => {
  it('opens one menu at a time', () => {
    expect(toggled(null, 'categories')).toBe('categories');
    expect(toggled('categories', 'mobile-search')).toBe('mobile-search');
  });

  it('closes the open menu when its button is pressed again', () => {
    expect(toggled('mobile-menu', 'mobile-menu')).toBeNull();
    expect(toggled('category-4', 'category-4')).toBeNull();
  });
});
