/**
 * On the products page the header's search boxes show the search being looked at as soon as the
 * page is parsed: their island hydrates only when the shopper reaches for a box (client:interact in
 * Header.astro). The box names what it was given in `data-search-shown`, so the island, once it
 * runs, tells it from what the shopper typed since (search-suggestions-state.ts). Bundled into the
 * header's script, which is written into the page: nothing here is shared with an island, or it
 * would become a file of its own fetched before the script could run.
 */
import { searchShown } from './search-shown';

for (const form of document.querySelectorAll<HTMLFormElement>('header form[role="search"]')) {
  const box = form.querySelector<HTMLInputElement>('input[name="search"]');
  const shown = searchShown(window.location, new URL(form.action).pathname);
  if (!box || !shown || box.value) continue;
  box.value = shown;
  box.dataset.searchShown = shown;
}
