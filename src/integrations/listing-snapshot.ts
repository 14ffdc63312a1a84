/**
 * Gives the server's listing routes this build's listing snapshot
 * (src/domain/listing/listing-snapshot.ts) as the virtual module `virtual:shop/listing-snapshot`:
 * the text the content loader made, to be parsed on the first search, and a tag naming this build
 * for ETags. The snapshot travels inside the server bundle, so a release answers from its own
 * catalogue wherever it runs and never asks the portal.
 */
import { createHash } from 'node:crypto';
import type { AstroIntegration } from 'astro';
import { takeOver } from '../build/build-artefacts';
import { virtualModule } from './virtual-module';

export default function listingSnapshot(): AstroIntegration {
  return virtualModule('shop-listing-snapshot', 'virtual:shop/listing-snapshot', async () => {
    const text = takeOver('listingSnapshot');
    // What the pages are made from, code included: a build of new code on the same catalogue may
    // answer differently. Not the time: two builds of the same state answer alike, and write the
    // same server bundle.
    const build = createHash('sha256')
      .update(`${takeOver('sourceDigest')}\n${text}`)
      .digest('hex')
      .slice(0, 16);
    // A string, not an object literal: JSON.parse reads it far faster than JavaScript is compiled.
    return `export const text = ${JSON.stringify(text)};\nexport const build = ${JSON.stringify(build)};\n`;
  });
}
