/**
 * Gives the server routes the build's catalogue data (src/server/release-data.ts) as the virtual
 * modules `virtual:shop/listing-snapshot` (the snapshot as JSON text, and the tag naming the build)
 * and `virtual:shop/product-ids`. In a build they read the files the build writes beside its
 * server bundle at its end, so the bundle holds no catalogue; under `astro dev` they hold the dev
 * server's own catalogue, as the content loader handed it over.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { takeOver, takeOverText } from '../build/build-artefacts';
import { buildTag, writeReleaseData } from '../server/release-data';

const SNAPSHOT_MODULE = 'virtual:shop/listing-snapshot';
const IDS_MODULE = 'virtual:shop/product-ids';

const reader = JSON.stringify(fileURLToPath(new URL('../server/release-data.ts', import.meta.url)));

const fromRelease = new Map<string, () => string>([
  [
    SNAPSHOT_MODULE,
    () =>
      `import { readReleaseCatalogue, readSnapshotText } from ${reader};\n` +
      'export const text = readSnapshotText();\n' +
      'export const build = readReleaseCatalogue().build;\n',
  ],
  [
    IDS_MODULE,
    () =>
      `import { readReleaseCatalogue } from ${reader};\n` +
      'export default new Set(readReleaseCatalogue().productIds);\n',
  ],
]);

const inlined = new Map<string, () => string>([
  [
    SNAPSHOT_MODULE,
    () => {
      const text = takeOverText('listingSnapshot');
      return (
        `export const text = ${JSON.stringify(text)};\n` +
        `export const build = ${JSON.stringify(buildTag(takeOver('sourceDigest'), text))};\n`
      );
    },
  ],
  [IDS_MODULE, () => `export default new Set(${JSON.stringify(takeOver('productIds'))});\n`],
]);

export default function releaseData(): AstroIntegration {
  let serverDir = '';
  return {
    name: 'shop-release-data',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        const modules = command === 'build' ? fromRelease : inlined;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'shop-release-data',
                resolveId: (source: string) => (modules.has(source) ? `\0${source}` : undefined),
                load: (id: string) =>
                  id.startsWith('\0') ? modules.get(id.slice(1))?.() : undefined,
              },
            ],
          },
        });
      },
      'astro:config:done': ({ config }) => {
        serverDir = fileURLToPath(config.build.server);
      },
      'astro:build:done': () => {
        writeReleaseData(serverDir, {
          snapshotText: takeOverText('listingSnapshot'),
          sourceDigest: takeOver('sourceDigest'),
          productIds: takeOver('productIds'),
        });
      },
    },
  };
}
