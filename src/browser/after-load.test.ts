import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle } from './after-load';

function page(readyState: DocumentReadyState) {
  const loadListeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('window', {
    requestIdleCallback: true,
    addEventListener: (type: string, listener: () => void) =>
      type === 'load' && loadListeners.push(listener),
  });
  return {
    load: () => loadListeners.forEach((l) => l()),
    idle: () => idle.splice(0).forEach((c) => c()),
  };
}

describe('afterLoadIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the load event, then for the browser to be idle', () => {
    const { load, idle } = page('interactive');
    const task = vi.fn();
    afterLoadIdle(task);
    idle();
    expect(task).not.toHaveBeenCalled();
    load();
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('on a page already loaded, waits for idle time only', () => {
    const { idle } = page('complete');
    const task = vi.fn();
    afterLoadIdle(task);
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledOnce();
  });
});
