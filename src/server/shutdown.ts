/**
 * Work the routes leave running in the background that must be finished or handed over before their
 * process ends: doubtful orders being settled (checkout/order-settlement.ts). The build's server
 * bundle registers it; the worker of `npm run serve` (scripts/runtime/front-server/worker.ts) runs
 * it when it drains, within its drain limit.
 *
 * The registry lives on `globalThis`: the routes' bundle and the worker's own code each load their
 * copy of this module, and both must see the same one.
 */

/** Finishes or hands over its work; it never throws (it deals with its own failures). */
export type ShutdownTask = () => Promise<void>;

const KEY = Symbol.for('gulf-it-store.shutdown-tasks');

function tasks(): Set<ShutdownTask> {
  const holder = globalThis as { [KEY]?: Set<ShutdownTask> };
  holder[KEY] ??= new Set();
  return holder[KEY];
}

/** Has `task` run when this process stops. */
export function onShutdown(task: ShutdownTask): void {
  tasks().add(task);
}

/** Runs every task registered, together; resolves once all have ended. */
export async function runShutdownTasks(): Promise<void> {
  await Promise.all([...tasks()].map((task) => task()));
}
