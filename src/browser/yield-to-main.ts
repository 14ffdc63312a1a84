/**
 * Resolves in a task of its own, so what follows runs after the browser has had the main thread
 * (input, a frame): `scheduler.yield()` where the browser has it, whose continuation goes before
 * other queued tasks, else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
