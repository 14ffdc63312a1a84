/**
 * Opens and closes the header's menus (src/components/header/MenuButton.astro): one at a time, as
 * kept in $openMenu. Escape closes the open one and gives focus back to its button; focus moving out
 * of it closes it, so an open panel never covers the element that has focus; a click on the backdrop
 * under it closes it. Loaded as a module script, so it runs as soon as the page is parsed.
 */
import { $openMenu, closeMenus, toggleMenu, type MenuId } from '../stores/ui';

const menuButtons = () => document.querySelectorAll<HTMLButtonElement>('button[data-menu]');
const buttonOf = (menu: MenuId) => [...menuButtons()].find((button) => button.dataset.menu === menu);
const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLButtonElement>('button[data-menu]');
  if (button) toggleMenu(button.dataset.menu as MenuId);
  else if (target?.closest('[data-backdrop]')) closeMenus();
});

document.addEventListener('keydown', (event) => {
  const open = $openMenu.get();
  if (event.key !== 'Escape' || open === null) return;
  closeMenus();
  buttonOf(open)?.focus();
});

document.addEventListener('focusin', (event) => {
  const open = $openMenu.get();
  const button = open === null ? undefined : buttonOf(open);
  const target = event.target;
  if (!button || !(target instanceof Node)) return;
  if (!button.contains(target) && !panelOf(button)?.contains(target)) closeMenus();
});

// A page restored from the back/forward cache keeps its state: the menu whose link was followed
// would still be open on return.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) closeMenus();
});

$openMenu.subscribe((open) => {
  for (const button of menuButtons()) {
    const expanded = button.dataset.menu === open;
    button.setAttribute('aria-expanded', String(expanded));
    const panel = panelOf(button);
    if (panel) panel.hidden = !expanded;
    if (expanded && button.dataset.focusOnOpen) document.getElementById(button.dataset.focusOnOpen)?.focus();
  }
  const backdrop = document.querySelector<HTMLElement>('[data-backdrop]');
  if (backdrop) backdrop.hidden = open === null;
});
