import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../../dev/redis-server.ts';
import { sharedStorageProblem } from './shared-storage.ts';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

describe('sharedStorageProblem', () => {
  it('lets the server start with memory, or with a Redis that answers', async () => {
    expect(await sharedStorageProblem(undefined)).toBeNull();
    expect(await sharedStorageProblem(redis.url)).toBeNull();
  });

  it('stops the server when the configured Redis is unreachable, naming the variable and both ways out', async () => {
    const nobody = `redis://127.0.0.1:${redis.port + 1}`;
    expect(await sharedStorageProblem(nobody)).toMatch(
      new RegExp(
        `^Redis at SHOP_STORAGE_REDIS_URL \\(${nobody.replace(/[./]/g, '\\$&')}\\) cannot be reached: ` +
          '.*ECONNREFUSED.*start Redis there, or leave SHOP_STORAGE_REDIS_URL unset',
      ),
    );
  });
});
