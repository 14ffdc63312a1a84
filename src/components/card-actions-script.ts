/**
 * The URL of src/islands/card-actions.ts in the browser's build, for the inline loader of
 * CardActions.astro. The build hands it over from the browser's build to the pages' rendering, which
 * comes after it (src/integrations/card-actions-chunk.ts); the dev server serves the source itself.
 */
export const cardActionsUrlVariable = 'SHOP_CARD_ACTIONS_URL';

export function cardActionsScriptUrl(): string {
  if (import.meta.env.DEV) return '/src/islands/card-actions.ts';
  const url = process.env[cardActionsUrlVariable];
  if (!url) throw new Error(`${cardActionsUrlVariable} is not set: the pages were rendered without the browser build of src/integrations/card-actions-chunk.ts (astro.config.mjs)`);
  return url;
}
