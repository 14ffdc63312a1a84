/**
 * `npm run test:deploy`: the deployment test (tests/deploy) on the suite's build (dist/, built
 * first when missing): nginx in front of two `npm run serve` instances on one Redis. It needs
 * Debian's nginx, redis-server and Chromium, and fails naming the install command when one is
 * missing. DEPLOY_PORTS=nginx,spare,instance,instance chooses the ports; free ones by default.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.ts';
import { freePort } from './free-port.ts';
import { NGINX_INSTALL_HINT, nginxInstalled } from './nginx.ts';
import { INSTALL_HINT as REDIS_INSTALL_HINT } from './redis-server.ts';
import { run } from '../runtime/release/run.ts';

const chromium = findChromium();
const redis = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).error === undefined;
const missing = [
  !nginxInstalled() && NGINX_INSTALL_HINT,
  !redis && REDIS_INSTALL_HINT,
  !chromium && 'Chromium is missing: apt-get install -y chromium, or set CHROMIUM_PATH',
].filter(Boolean);
if (missing.length > 0 || !chromium) {
  console.error(`The deployment test cannot run:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}

if (!existsSync('dist/server/entry.mjs')) {
  const built = await run('npm', ['run', 'build', '--', '--demo'], process.env);
  if (built !== 0) process.exit(built);
}

const ports =
  process.env.DEPLOY_PORTS ?? (await Promise.all(Array.from({ length: 4 }, freePort))).join(',');
process.exit(
  await run(
    'npx',
    ['playwright', 'test', '-c', 'playwright.deploy.config.ts', ...process.argv.slice(2)],
    {
      ...process.env,
      DEPLOY_PORTS: ports,
      CHROMIUM_PATH: chromium,
    },
  ),
);
