import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderedOnce } from './same-on-every-page';

describe('renderedOnce', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', false);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('renders a part once, however many pages ask for it at the same time or later', async () => {
    const render = vi.fn(async () => '<ul><li><a href="/routers">Routers</a></li></ul>');
    const first = await Promise.all([
      renderedOnce('menu:en', render),
      renderedOnce('menu:en', render),
    ]);
    const later = await renderedOnce('menu:en', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect([...first, later]).toEqual(
      Array(3).fill('<ul><li><a href="/routers">Routers</a></li></ul>'),
    );
  });

  it('renders each part and language on its own', async () => {
    const english = await renderedOnce('footer:en', async () => '<footer>Categories</footer>');
    const arabic = await renderedOnce('footer:ar', async () => '<footer>الفئات</footer>');
    expect([english, arabic]).toEqual(['<footer>Categories</footer>', '<footer>الفئات</footer>']);
  });

  it('refuses a part holding an island or a script, which a repeat would leave without its per-page code', async () => {
    await expect(
      renderedOnce('with-island:en', async () => '<astro-island uid="a"></astro-island>'),
    ).rejects.toThrow(/island or a script/);
    await expect(
      renderedOnce('with-script:en', async () => '<a href="/">x</a><script>go()</script>'),
    ).rejects.toThrow(/island or a script/);
  });

  it('renders anew on every page under astro dev, so an edit shows at once, and still refuses islands', async () => {
    vi.stubEnv('DEV', true);
    const render = vi.fn(async () => '<footer>Categories</footer>');
    await renderedOnce('dev-footer:en', render);
    await renderedOnce('dev-footer:en', render);
    expect(render).toHaveBeenCalledTimes(2);
    await expect(
      renderedOnce('dev-island:en', async () => '<astro-island uid="a"></astro-island>'),
    ).rejects.toThrow(/island or a script/);
  });
});
