/**
 * Where the page's markup, the compare directive, the tray and the store meet. Kept apart from the
 * store so that the directive, inlined into every page, carries these names and nothing else.
 */
export const compareStorageKey = 'compare';
/**
 * A Compare toggle: a button with its product's id, slug, name and picture
 * (src/views/card/CompareToggle.tsx).
 */
export const toggleSelector = '[data-compare-toggle]';
/** On a toggle pressed before the tray was ready: the tray carries the press out when it mounts. */
export const pendingAttribute = 'data-compare-pending';
/** On <html> once the tray handles presses itself. */
export const readyAttribute = 'data-compare-ready';

/** Whether a stored value holds any choice worth loading the tray for. */
export const holdsChoices = (stored: string | null) =>
  stored !== null && stored !== '' && stored !== '[]';
