/**
 * `npm run portal`: runs the demo portal on its own until SIGINT/SIGTERM. Flags (or environment):
 * --port (DEMO_PORTAL_PORT, 8787), --host (127.0.0.1), --products (DEMO_PORTAL_PRODUCTS, 500),
 * --seed (DEMO_PORTAL_SEED, 42), --api-key, --pictures (DEMO_PORTAL_PICTURES: photo, photographic
 * JPEGs; flat, flat 600 px PNGs), --latency (ms), --error-rate (0..1), --fail-paths
 * (comma-separated), --mode, --shape (shop|stock-sma), --hourly-limit (calls per route an hour, as
 * the real portal allows; 0: none), --hour-ms (the limit's window, for time-compressed benches),
 * --submissions (file, DEMO_PORTAL_SUBMISSIONS). Slow paths: DEMO_PORTAL_SLOW_PATHS or POST
 * /__demo/faults. DEMO_PORTAL_INFO_FILE: where it writes its address, for the browser tests.
 *
 * --draw-ahead draws every picture at once, for a build about to ask for them. --json is for the
 * shop's commands that start it as a child process (scripts/runtime/cli/demo-portal-process.ts):
 * it prints one line, `{"origin":…,"apiKey":…}`, once it listens, and stops when its standard input
 * closes, so it never outlives the command that started it.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readDevSettings } from '../dev/dev-settings.ts';
import { FAULT_MODES, RESPONSE_SHAPES, type Faults } from './faults.ts';
import { pictureKinds, type PictureKind } from './catalogue.ts';
import { startDemoPortal } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    products: { type: 'string' },
    seed: { type: 'string' },
    pictures: { type: 'string' },
    'api-key': { type: 'string' },
    latency: { type: 'string' },
    'error-rate': { type: 'string' },
    'fail-paths': { type: 'string' },
    mode: { type: 'string' },
    shape: { type: 'string' },
    'hourly-limit': { type: 'string' },
    'hour-ms': { type: 'string' },
    submissions: { type: 'string' },
    'draw-ahead': { type: 'boolean' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(`Usage: npm run portal -- [--port 8787] [--host 127.0.0.1] [--products 500] [--seed 42] [--pictures ${pictureKinds.join('|')}] [--api-key demo-key]
       [--latency MS] [--error-rate 0..1] [--fail-paths products/featured,categories] [--mode ${FAULT_MODES.join('|')}]
       [--shape ${RESPONSE_SHAPES.join('|')}] [--hourly-limit 500] [--hour-ms 3600000] [--submissions .demo-portal/submissions.jsonl] [--draw-ahead] [--json]`);
  process.exit(0);
}

function numberOption(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) {
    console.error(`--${flag} must be a number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const env = process.env;
let settings: ReturnType<typeof readDevSettings>['demoPortal'];
try {
  settings = readDevSettings(env).demoPortal;
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const pictures = values.pictures ?? settings.pictures;
if (!pictureKinds.includes(pictures as PictureKind)) {
  console.error(`--pictures must be ${pictureKinds.join(' or ')}, got "${pictures}"`);
  process.exit(2);
}
const faults: Partial<Faults> = {};
const latency = numberOption('latency', values.latency);
const errorRate = numberOption('error-rate', values['error-rate']);
const hourlyLimit = numberOption('hourly-limit', values['hourly-limit']);
const hourMs = numberOption('hour-ms', values['hour-ms']);
if (latency !== undefined) faults.latencyMs = latency;
if (errorRate !== undefined) faults.errorRate = errorRate;
if (hourlyLimit !== undefined) faults.hourlyLimit = hourlyLimit;
if (hourMs !== undefined) faults.hourMs = hourMs;
if (values['fail-paths'])
  faults.failPaths = values['fail-paths']
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
if (values.mode) faults.mode = values.mode as Faults['mode'];
if (values.shape) faults.shape = values.shape as Faults['shape'];

const portal = await startDemoPortal({
  host: values.host,
  port: numberOption('port', values.port ?? env.DEMO_PORTAL_PORT) ?? 8787,
  products: numberOption('products', values.products) ?? settings.products,
  seed: numberOption('seed', values.seed) ?? settings.seed,
  pictures: pictures as PictureKind,
  apiKey: values['api-key'],
  submissionsFile: values.submissions ?? settings.submissionsFile,
  drawAhead: values['draw-ahead'],
  faults,
}).catch((error: unknown) => {
  console.error(
    `The demo portal could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

if (settings.infoFile)
  await writeFile(settings.infoFile, JSON.stringify({ origin: portal.origin }));

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  if (!values.json) console.log(`\n${signal}: stopping the demo portal`);
  portal.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

if (values.json) {
  console.log(JSON.stringify({ origin: portal.origin, apiKey: portal.apiKey }));
  process.stdin.on('close', () => stop('its parent gone')).resume();
} else {
  printWelcome();
}

function printWelcome() {
  const active = portal.faults();
  console.log(
    `Demo portal: ${portal.catalogue.products.length} products (seed ${portal.catalogue.seed}) at ${portal.origin}/api/v1/`,
  );
  console.log(`API key:     ${portal.apiKey}`);
  console.log(
    `Faults:      ${JSON.stringify(active)}  (change: POST ${portal.origin}/__demo/faults)`,
  );
  console.log(`Submissions: ${portal.submissionsFile}`);
  console.log(
    `\nPoint the shop at it:\n  PORTAL_API_URL=${portal.origin} PORTAL_API_KEY=${portal.apiKey} npm run build\n`,
  );
}
