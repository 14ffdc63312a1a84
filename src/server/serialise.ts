/**
 * Runs tasks on one key one after another within this process, so a read-then-write of a stored
 * record cannot interleave with another request's. (Instances sharing Redis are not covered: see
 * storage.ts.)
 */
const queues = new Map<string, Promise<unknown>>();

export function serialised<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(task, task);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}
