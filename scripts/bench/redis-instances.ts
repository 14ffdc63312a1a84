/**
 * `npx node scripts/bench/redis-instances.ts [--seconds 5] [--clients 10]`: the order route
 * scaled out on one Redis (a throwaway redis-server, a demo portal, each instance a process of its
 * own: route-instance.ts). Measures requests per second through one instance and through two
 * (each request counted by the throttle in Redis, then refused as an empty form, so the portal is
 * not in the figure), and the portal orders that 20 concurrent submissions of one order key,
 * spread over both instances, produce.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { startTestPortal } from '../demo-portal/test-support.ts';
import { startRedisServer } from '../dev/redis-server.ts';
import { loadUntil } from './load.ts';
import '../dev/src-loader.ts';

const { fetchLiveOffers } = await import('../../src/portal/api.ts');
const { createPortalClient } = await import('../../src/portal/client.ts');
const { oneUnitOrder, ordersPerKey, shopperAddress } = await import('./route-shoppers.ts');

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    clients: { type: 'string', default: '10' },
  },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);

interface Instance {
  url: string;
  child: ChildProcess;
}

function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const child = fork(new URL('./route-instance.ts', import.meta.url), {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`an instance exited at start (code ${code})`)));
    child.once('message', (message: { port: number }) =>
      resolve({ url: `http://127.0.0.1:${message.port}`, child }),
    );
  });
}

// node:http with kept-alive connections: the load costs this process less CPU than fetch would, on
// a machine whose cores the instances, Redis and the portal share with it.
const agent = new Agent({ keepAlive: true });
/**
 * The shop's one public address, as both instances behind a load balancer are told (SITE_URL):
 * writes must come from it.
 */
const SITE_URL = 'https://shop.example.ae';
let shopper = 0;
function post(instance: Instance, key: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  const headers = {
    Origin: SITE_URL,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(payload)),
    'Idempotency-Key': key,
    'X-Forwarded-For': shopperAddress(++shopper),
  };
  return new Promise((resolve, reject) => {
    const req = request(`${instance.url}/api/orders`, { method: 'POST', headers, agent }, (res) => {
      res.resume().once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end(payload);
  });
}

/**
 * Requests per second answered by `instances`, taken in turn by CLIENTS concurrent clients for
 * SECONDS.
 */
async function throughput(
  instances: Instance[],
): Promise<{ perSecond: number; statuses: Record<number, number> }> {
  const statuses = new Map<number, number>();
  const sent = await loadUntil(CLIENTS, Date.now() + SECONDS * 1000, async (n) => {
    const status = await post(
      instances[n % instances.length] as Instance,
      `bench-throttle-${n + 1}`,
      {},
    );
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  return { perSecond: Math.round(sent / SECONDS), statuses: Object.fromEntries(statuses) };
}

const redis = await startRedisServer();
const portal = await startTestPortal({ products: 60 });
const instances: Instance[] = [];
try {
  const env = {
    ...process.env,
    PORTAL_API_URL: portal.origin,
    PORTAL_API_KEY: portal.apiKey,
    SHOP_STORAGE_REDIS_URL: redis.url,
    TRUST_PROXY: '1',
    SITE_URL,
  };
  instances.push(await startInstance(env), await startInstance(env));
  await throughput(instances.slice(0, 1)); // warm-up: both instances load and connect before the figures
  const single = await throughput(instances.slice(0, 1));
  const both = await throughput(instances);
  console.log(
    `throttle path, ${CLIENTS} clients, ${SECONDS} s: one instance ${single.perSecond} req/s ${JSON.stringify(single.statuses)}; two instances ${both.perSecond} req/s ${JSON.stringify(both.statuses)}`,
  );

  const [product] = portal.catalogue.products
    .filter((p) => p.broken === null && !p.bxgy && typeof p.quantity === 'number')
    .sort((p, q) => (q.quantity ?? 0) - (p.quantity ?? 0));
  if (!product) throw new Error('no product in stock');
  const [offer] = (
    await fetchLiveOffers(createPortalClient({ baseUrl: portal.origin, apiKey: portal.apiKey }), [
      product.id,
    ])
  ).offers;
  if (!offer) throw new Error(`no live offer for product ${product.id}`);
  const key = `bench-duplicate-${Date.now()}`;
  const order = oneUnitOrder('bench@example.ae', offer);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => post(instances[i % 2] as Instance, key, order)),
  );
  const [orders] = ordersPerKey(await readFile(portal.submissionsFile, 'utf8').catch(() => ''), [
    key,
  ]);
  console.log(
    `20 concurrent submissions of one order key over two instances: ${orders} order(s) at the portal; answers ${JSON.stringify(answers)}`,
  );
} finally {
  for (const instance of instances) instance.child.kill('SIGTERM');
  agent.destroy();
  await portal.close();
  await redis.stop();
}
