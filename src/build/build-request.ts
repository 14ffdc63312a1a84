/**
 * What the script that starts a build asks of it beyond the settings: the products a publish was
 * told changed (a delivery that named them), which the catalogue loader then reads alone from the
 * portal (src/build/catalogue/product-records-cache.ts); and whether the square pictures' widths
 * are left to the shop's server (a first start on the demo portal:
 * src/build/images/pictures-later.ts); and what of Astro's command line may change the pages.
 * scripts/runtime/release/site-build.ts writes it in the
 * build's folder before `astro build` and removes it after, so a build started any other way
 * (`astro build`, `astro dev`, `astro check`) reads the whole catalogue.
 */
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readSettings } from '../config/settings.ts';

const requestSchema = z.object({
  changedProducts: z.array(z.number().int().positive()).nullable(),
  picturesLater: z.boolean(),
  /**
   * A digest of Astro's command line (its arguments and the config file they name), which a
   * renderer kept from a build must share to render for the next (src/build/kept-renderer.ts).
   */
  astroInputs: z.string(),
});

export type BuildRequest = z.infer<typeof requestSchema>;

const file = (stateDir: string) => path.join(stateDir, 'build-request.json');

export function writeBuildRequest(stateDir: string, request: BuildRequest): void {
  writeFileSync(file(stateDir), JSON.stringify(requestSchema.parse(request)));
}

export function clearBuildRequest(stateDir: string): void {
  rmSync(file(stateDir), { force: true });
}

/** The request of the build now running; the whole catalogue when none was made. */
export function readBuildRequest(stateDir = readSettings().build.stateDir): BuildRequest {
  let text: string;
  try {
    text = readFileSync(file(stateDir), 'utf8');
  } catch {
    return { changedProducts: null, picturesLater: false, astroInputs: '' };
  }
  return requestSchema.parse(JSON.parse(text));
}
