/**
 * The routes' state in Redis, shared by every server instance using the same
 * SHOP_STORAGE_REDIS_URL. A claim is one `SET key value PX ttl NX`, a lease's renewal and release
 * one script each (compare, then extend or delete), a throttle hit one script (INCR, and PEXPIRE on
 * the first hit), a budget's use one script over a sorted set, so no two instances can both claim a
 * key or both read the same count; every record carries its expiry, so Redis drops it on its own.
 *
 * While Redis cannot be reached, every operation fails at once with StoreUnavailableError (nothing
 * is queued to run later, when its request has long been answered); the client reconnects in the
 * background and the outage is logged once, with the variable named, until it ends.
 */
import { Redis } from 'ioredis';
import { log } from './log.ts';
import { StoreUnavailableError, type RouteStore } from './route-store.ts';

const VARIABLE = 'SHOP_STORAGE_REDIS_URL';
/**
 * Keys of every instance of this shop share the prefix, so one Redis can serve other things too.
 */
const PREFIX = 'shop:';
const CONNECT_TIMEOUT_MS = 3_000;
/**
 * A Redis that accepts a command but does not answer must not hold a shopper's request for long.
 */
const COMMAND_TIMEOUT_MS = 2_000;

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/**
 * A lease's holder is compared and acted on in one step: no other instance can take it in between.
 */
const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * A sliding window of uses in a sorted set scored by Redis's own clock (instances' clocks may
 * differ): drop the uses older than the window, then add one if fewer than the limit remain.
 */
const TAKE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now, now .. ':' .. ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, 0, redis.call('ZCARD', KEYS[1])}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, tonumber(oldest[2]) + window - now, redis.call('ZCARD', KEYS[1])}`;

/** The URL as it may be logged: without its user name and password. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

export interface RedisStoreOptions {
  log?: (line: string) => void;
}

/**
 * Connects to Redis and resolves once it answers; rejects with a StoreUnavailableError naming the
 * variable when it cannot be reached within a few seconds.
 */
const logStorage = (line: string) => log().error({ event: 'storage' }, line);

export async function openRedisStore(
  url: string,
  { log = logStorage }: RedisStoreOptions = {},
): Promise<RouteStore> {
  const where = `Redis at ${VARIABLE} (${redisAddress(url)})`;
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 1_000),
  });
  // Reported once per outage; a failure to connect at first is the caller's to report.
  let state: 'connecting' | 'up' | 'down' | 'closed' = 'connecting';
  const reportDown = (reason: string) => {
    if (state !== 'up') return;
    state = 'down';
    log(
      `${where} cannot be reached (${reason}): the order, quote and newsletter routes answer 503 until it is back`,
    );
  };
  // ioredis rejects a failed connect with "Connection is closed."; the error before it says why.
  let connectError: string | undefined;
  client.on('error', (error: Error) => {
    if (state === 'connecting') connectError = error.message;
    reportDown(error.message);
  });
  client.on('close', () => reportDown('connection closed'));
  client.on('ready', () => {
    if (state === 'down') log(`${where} is reachable again`);
    state = 'up';
  });

  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = connectError ?? (error instanceof Error ? error.message : String(error));
    throw new StoreUnavailableError(`${where} cannot be reached: ${reason}`, { cause: error });
  }

  const key = (name: string) => PREFIX + name;
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      throw new StoreUnavailableError(
        `${where}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  };
  return {
    claim: (name, value, ttlMs) =>
      run(
        async () =>
          (await client.set(key(name), JSON.stringify(value), 'PX', ttlMs, 'NX')) === 'OK',
      ),
    renew: (name, holder, ttlMs) =>
      run(
        async () =>
          (await client.eval(RENEW_SCRIPT, 1, key(name), JSON.stringify(holder), ttlMs)) === 1,
      ),
    release: (name, holder) =>
      run(
        async () => void (await client.eval(RELEASE_SCRIPT, 1, key(name), JSON.stringify(holder))),
      ),
    get: <T>(name: string) =>
      run(async () => {
        const raw = await client.get(key(name));
        return raw === null ? null : (JSON.parse(raw) as T);
      }),
    set: (name, value, ttlMs) =>
      run(async () => void (await client.set(key(name), JSON.stringify(value), 'PX', ttlMs))),
    remove: (name) => run(async () => void (await client.del(key(name)))),
    hit: (name, windowMs) =>
      run(async () => {
        const [count, msLeft] = (await client.eval(HIT_SCRIPT, 1, key(name), windowMs)) as [
          number,
          number,
        ];
        return { count, msLeft };
      }),
    ping: () => run(async () => void (await client.ping())),
    take: (name, limit, windowMs) =>
      run(async () => {
        const use = Math.random().toString(36).slice(2);
        const [taken, msUntilFree, used] = (await client.eval(
          TAKE_SCRIPT,
          1,
          key(name),
          limit,
          windowMs,
          use,
        )) as [number, number, number];
        return { taken: taken === 1, msUntilFree, used };
      }),
    async close() {
      state = 'closed';
      client.disconnect();
    },
  };
}
