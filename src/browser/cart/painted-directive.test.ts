// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import paintedDirective from './painted-directive';
import { paintedEvent } from './painted-signal';

describe('client:painted', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(0)),
    );
    document.documentElement.setAttribute(paintedEvent, '');
  });
  afterEach(() => {
    document.documentElement.removeAttribute(paintedEvent);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("hydrates once the painting is on screen, in a task after the one evaluating the island's modules", async () => {
    const hydrate = vi.fn(() => Promise.resolve());
    let evaluated!: (hydrateIsland: () => Promise<void>) => void;
    const load = vi.fn(() => new Promise<() => Promise<void>>((resolve) => (evaluated = resolve)));
    paintedDirective(load, { name: 'painted', value: '' }, document.createElement('astro-island'));
    expect(load).not.toHaveBeenCalled();

    await vi.advanceTimersToNextTimerAsync(); // the frame
    await vi.advanceTimersToNextTimerAsync(); // the task after its paint
    expect(load).toHaveBeenCalledOnce();

    // The modules evaluate: everything that task's microtasks run still belongs to it.
    evaluated(hydrate);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(hydrate, 'hydration joined the long task of module evaluation').not.toHaveBeenCalled();

    await vi.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledOnce();
  });
});
