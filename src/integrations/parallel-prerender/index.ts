/**
 * Pre-renders pages on every core: Astro 7.3 renders all static pages on one thread, and at 10,000
 * products in two languages that was four fifths of the build. This keeps Astro's own prerenderer
 * (it still lists the paths and writes every file) and sends some of its render calls to worker
 * threads, each running the same prerender bundle (./render-worker.ts). The pages are the same bytes
 * whichever thread renders them.
 *
 * Astro 7.4 brings `experimental.parallelPrerender`; once the registry has it, that flag replaces this
 * integration (docs/adr/0011-parallel-prerender.md).
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { readSettings } from '../../config/settings';
import { startRenderPool, type PageStyles, type RenderPool } from './render-pool';

/** The entry Astro builds for its default prerenderer (astro/dist/core/build/vite-build-config.js). */
const DEFAULT_PRERENDER_ENTRY = 'astro/entrypoints/prerender';

/** What this integration reads of the app Astro's default prerenderer imports. */
interface BuildAppView {
  getOptions(): {
    allPages: Record<string, { key: string; styles: PageStyles }>;
    settings: { scripts: { stage: string; content: string }[] };
  };
}

const isBuildApp = (app: unknown): app is BuildAppView => typeof (app as Partial<BuildAppView> | undefined)?.getOptions === 'function';

/** The prerender bundle Astro wrote into the server folder (`.prerender/prerender-entry.<hash>.mjs`). */
async function prerenderEntry(serverDir: URL): Promise<string> {
  const dir = new URL('.prerender/', serverDir);
  const entries = (await readdir(dir)).filter((file) => /^prerender-entry\.[\w-]+\.mjs$/.test(file));
  if (entries.length !== 1) throw new Error(`parallel prerender: expected one prerender entry in ${fileURLToPath(dir)}, found ${entries.length}`);
  return new URL(entries[0] as string, dir).href;
}

function parallelPrerenderer(defaults: AstroPrerenderer, workers: number, serverDir: URL, log: (line: string) => void): AstroPrerenderer {
  let pool: RenderPool | undefined;
  return {
    ...defaults,
    name: 'shop:parallel-prerender',
    async setup() {
      await defaults.setup?.();
      // The default prerenderer keeps the app it imported on itself; its options carry what a page's
      // head needs (each page's stylesheets and the scripts integrations add).
      const app: unknown = (defaults as { app?: unknown }).app;
      if (!isBuildApp(app))
        throw new Error(
          "parallel prerender: Astro's default prerenderer no longer exposes its app; set BUILD_RENDER_WORKERS=0 or adapt src/integrations/parallel-prerender to this Astro",
        );
      const { allPages, settings } = app.getOptions();
      pool = await startRenderPool({
        workers,
        entry: await prerenderEntry(serverDir),
        pages: Object.values(allPages).map((page) => [page.key, page.styles]),
        scripts: settings.scripts,
      });
    },
    render(request, options) {
      const onMain = () => defaults.render(request, options);
      // Only plain pages go to a worker; redirects, fallbacks and incremental-build metadata stay with Astro.
      if (!pool || options.routeData.type !== 'page' || options.collectMetadata) return onMain();
      return pool.render(request.url, options.routeData, onMain);
    },
    async teardown() {
      if (pool) log(await pool.close());
      await defaults.teardown?.();
    },
  };
}

export default function parallelPrerender(): AstroIntegration {
  let serverDir: URL | undefined;
  return {
    name: 'shop-parallel-prerender',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        const { renderWorkers } = readSettings().build;
        if (renderWorkers < 1 || !serverDir) return;
        const dir = serverDir;
        setPrerenderer((defaults) => parallelPrerenderer(defaults, renderWorkers, dir, (line) => logger.info(line)));
      },
      // Astro leaves its default prerender entry out of the build once a prerenderer is set, expecting
      // the setter to bring its own bundle; this one renders with the default bundle, so it puts it back.
      'astro:build:setup': ({ updateConfig }) => {
        if (readSettings().build.renderWorkers < 1) return;
        updateConfig({
          environments: {
            prerender: {
              build: { rolldownOptions: { input: DEFAULT_PRERENDER_ENTRY } },
            },
          },
        });
      },
    },
  };
}
