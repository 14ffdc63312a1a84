import { afterEach, describe, expect, it } from 'vitest';
import { $openMenu, closeMenus, toggleMenu } from './ui';

describe('header menus', () => {
  afterEach(closeMenus);

  it('opens one menu at a time', () => {
    toggleMenu('categories');
    toggleMenu('mobile-search');
    expect($openMenu.get()).toBe('mobile-search');
  });

  it('closes a menu toggled twice, and all of them at once', () => {
    toggleMenu('mobile-menu');
    toggleMenu('mobile-menu');
    expect($openMenu.get()).toBeNull();
    toggleMenu('category-4');
    closeMenus();
    expect($openMenu.get()).toBeNull();
  });
});
