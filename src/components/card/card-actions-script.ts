/**
 * The URL of src/browser/card/card-actions.ts in the browser's build, for the inline loader of
 * CardActions.astro. The build hands it over from the browser's build to the pages' rendering,
 * which comes after it (src/integrations/card-actions-chunk.ts); the dev server serves the source
 * itself.
 */
import { takeOver } from '../../build/build-artefacts';

export function cardActionsScriptUrl(): string {
  return import.meta.env.DEV ? '/src/browser/card/card-actions.ts' : takeOver('cardActionsUrl');
}
