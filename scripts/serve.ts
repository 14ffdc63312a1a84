/**
 * `npm run serve`: serves the built shop (static pages and the on-demand routes) on HOST:PORT,
 * default http://127.0.0.1:4321. The on-demand routes read the portal settings at run time; without
 * PORTAL_API_URL they talk to an embedded demo portal.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { portalEnv } from './lib/portal-env.ts';

const entry = path.resolve('dist/server/entry.mjs');
if (!existsSync(entry)) {
  console.error(`No build found at ${entry}. Run \`npm run build\` first.`);
  process.exit(1);
}

const portal = await portalEnv();
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '4321';
const server = spawn(process.execPath, [entry], { stdio: 'inherit', env: { ...portal.env, HOST: host, PORT: port } });
console.log(`Serving the shop at http://${host}:${port}`);

async function shutdown(signal: NodeJS.Signals) {
  server.kill(signal);
  await portal.stop();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
server.on('exit', async (code) => {
  await portal.stop();
  process.exit(code ?? 0);
});
