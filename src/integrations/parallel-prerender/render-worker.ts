/**
 * One pre-rendering thread: imports the prerender bundle Astro built, gives its app what a page's
 * head needs (the stylesheets of each page and the scripts integrations add, sent by the main thread)
 * and renders the pages it is sent. Runs directly in Node (no Vite), so it imports only Node and the
 * bundle.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderReply } from './render-pool';

interface WorkerInput {
  entry: string;
  pages: [string, unknown[]][];
  scripts: { stage: string; content: string }[];
}

interface LogEvent {
  level: string;
  label?: string | null;
  message: string;
}

interface RouteInfoLike {
  routeData: { route: string; component: string };
}

/** The part of Astro's BuildApp (astro/dist/core/build/app.js) a worker uses. */
interface BuildApp {
  manifest: { routes: RouteInfoLike[] };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: unknown }): Promise<Response>;
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of the build');
const { entry, pages, scripts } = workerData as WorkerInput;
const { app } = (await import(entry)) as { app: BuildApp };

// Only what Astro's build environment reads while rendering (headElements in
// astro/dist/core/build/environment.js): the pages' stylesheets and the injected scripts.
app.setInternals({
  pagesByKeys: new Map(pages.map(([key, styles]) => [key, { styles }])),
  entrySpecifierToBundleMap: new Map(),
});
app.setOptions({
  settings: { scripts },
  logger: {
    options: {
      // Astro's warnings and errors from this thread go to the build's error output.
      destination: {
        write(event: LogEvent) {
          if (event.level === 'warn' || event.level === 'error') process.stderr.write(`${event.label ? `[${event.label}] ` : ''}${event.message}\n`);
          return true;
        },
      },
    },
  },
});

const routes = new Map(app.manifest.routes.map(({ routeData }) => [`${routeData.route}\u0000${routeData.component}`, routeData]));

async function render(url: string, route: string, component: string): Promise<Omit<Extract<RenderReply, { body: unknown }>, 'id'>> {
  const routeData = routes.get(`${route}\u0000${component}`);
  if (!routeData) throw new Error(`no route ${route} (${component}) in the prerender bundle`);
  const response = await app.render(new Request(url), { routeData });
  const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body,
  };
}

port.on('message', ({ id, url, route, component }: { id: number; url: string; route: string; component: string }) => {
  render(url, route, component).then(
    (reply) => port.postMessage({ id, ...reply } satisfies RenderReply, reply.body ? [reply.body.buffer] : []),
    (error: unknown) =>
      port.postMessage({
        id,
        error: `rendering ${new URL(url).pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      } satisfies RenderReply),
  );
});
port.postMessage({ ready: true });
