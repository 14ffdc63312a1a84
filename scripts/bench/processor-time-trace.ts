/**
 * A page's trace with the time its main thread waited for a core taken out. Lighthouse's mobile run
 * does not slow the CPU down: it multiplies each main-thread task's observed wall time by 4 and
 * counts what is over 50 ms after the first contentful paint. On a 2-core machine that also runs
 * the shop, Lighthouse and Chromium's other processes, a task's wall time includes the time its
 * thread was off the processor: a task of 4 ms of work that waited 13 ms for a core counts 18 ms of
 * blocking. Shrinking each task, and everything in it, to its thread time (the trace's `tdur`) and
 * giving the result to Lighthouse's own blocking-time computation says what the page's own work
 * blocks; beside Lighthouse's figure, it tells a page that blocks from a machine that was busy.
 */

/** The fields of a Chromium trace event this reads. */
export interface TimedEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** The thread's processor time, microseconds. */
  tdur?: number;
}

const topLevel = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface Span {
  start: number;
  end: number;
  /** Thread time over wall time, at most 1. */
  scale: number;
}

/**
 * The page's main thread is the one its first contentful paint is recorded on; each of its
 * top-level tasks, and each event in one, is shrunk toward the task's start by the task's thread
 * time over its wall time. Events elsewhere, and a task without a thread time, are left as they
 * are.
 */
export function onProcessorTime<E extends TimedEvent>(events: readonly E[]): E[] {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const onMain = (e: TimedEvent) => e.pid === fcp.pid && e.tid === fcp.tid;
  const spans: Span[] = [];
  let end = -Infinity;
  for (const task of events
    .filter((e) => onMain(e) && e.ph === 'X' && topLevel.has(e.name) && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts)) {
    // A task nested in another (a nested run loop) is shrunk with the outer one.
    if (task.ts < end) continue;
    const dur = task.dur ?? 0;
    end = task.ts + dur;
    spans.push({ start: task.ts, end, scale: Math.min(1, (task.tdur ?? dur) / dur) });
  }
  return events.map((e) => {
    const span = onMain(e) ? spanAt(spans, e.ts) : undefined;
    if (!span || span.scale === 1) return e;
    const shrunk = { ...e, ts: span.start + (e.ts - span.start) * span.scale };
    if (e.dur !== undefined) shrunk.dur = e.dur * span.scale;
    return shrunk;
  });
}

/** The span holding `ts`, by binary search over spans in order. */
function spanAt(spans: readonly Span[], ts: number): Span | undefined {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const span = spans[mid] as Span;
    if (ts < span.start) hi = mid - 1;
    else if (ts > span.end) lo = mid + 1;
    else return span;
  }
  return undefined;
}
