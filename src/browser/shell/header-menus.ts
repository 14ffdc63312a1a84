/**
 * Opens and closes the header's menus (src/components/shell/header/MenuButton.astro): one at a time
 * (src/browser/shell/menu-state.ts). Escape closes the open one and gives focus back to its button;
 * focus moving out of it closes it, so an open panel never covers the element that has focus; a
 * click on the backdrop under it closes it, and so does a move within the page (a search from the
 * phone's search panel while on /products changes the URL, not the page). Loaded as a module
 * script, so it runs as soon as the page is parsed; it imports nothing the page would fetch as
 * another file.
 */
import { toggled, type MenuId } from './menu-state';

const menuButtons = () => document.querySelectorAll<HTMLButtonElement>('button[data-menu]');
const buttonOf = (menu: MenuId) =>
  [...menuButtons()].find((button) => button.dataset.menu === menu);
const panelOf = (button: HTMLButtonElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '');

let open: MenuId | null = null;

function show(next: MenuId | null) {
  open = next;
  for (const button of menuButtons()) {
    const expanded = button.dataset.menu === open;
    button.setAttribute('aria-expanded', String(expanded));
    const panel = panelOf(button);
    if (panel) panel.hidden = !expanded;
    if (expanded && button.dataset.focusOnOpen)
      document.getElementById(button.dataset.focusOnOpen)?.focus();
  }
  const backdrop = document.querySelector<HTMLElement>('[data-backdrop]');
  if (backdrop) backdrop.hidden = open === null;
}

const closeMenus = () => show(null);

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLButtonElement>('button[data-menu]');
  if (button) show(toggled(open, button.dataset.menu as MenuId));
  else if (target?.closest('[data-backdrop]')) closeMenus();
});

/** Closes the open menu and gives focus back to its button, where it was before the menu opened. */
function closeToButton() {
  if (open === null) return;
  const button = buttonOf(open);
  closeMenus();
  button?.focus();
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') closeToButton();
});

// A search from a panel's box on /products moves within the page; the hidden panel would otherwise
// keep focus inside it.
window.addEventListener('popstate', closeToButton);

document.addEventListener('focusin', (event) => {
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
