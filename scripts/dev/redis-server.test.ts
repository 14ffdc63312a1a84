import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_HINT, startRedisServer } from './redis-server.ts';

describe('startRedisServer', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('runs a redis-server on a free loopback port, restarts it empty on the same port, and stops it by pid', async () => {
    const server = await startRedisServer();
    const client = new Redis(server.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => 100,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.set('kept', 'until restart');
      const firstPid = server.pid();
      await server.restart();
      expect(server.pid()).not.toBe(firstPid);
      await vi.waitFor(async () => expect(await client.ping()).toBe('PONG'), { timeout: 5_000 });
      expect(await client.get('kept')).toBeNull();
    } finally {
      client.disconnect();
      await server.stop();
    }
    const pid = server.pid() as number;
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('fails with the install command when redis-server is missing', async () => {
    vi.stubEnv('PATH', '/nonexistent');
    await expect(startRedisServer()).rejects.toThrow(INSTALL_HINT);
    expect(INSTALL_HINT).toContain('apt-get install -y redis-server');
  });
});
