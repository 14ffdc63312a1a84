import { describe, expect, it } from 'vitest';
import { onProcessorTime, type TimedEvent } from './processor-time-trace.ts';

const main = { pid: 1, tid: 7 };
/** An event on the page's main thread, in milliseconds. */
const event = (
  name: string,
  startMs: number,
  wallMs: number,
  processorMs?: number,
  on = main,
): TimedEvent => ({
  name,
  ph: 'X',
  ...on,
  ts: startMs * 1000,
  dur: wallMs * 1000,
  ...(processorMs === undefined ? {} : { tdur: processorMs * 1000 }),
});
const fcp: TimedEvent = { name: 'firstContentfulPaint', ph: 'R', ...main, ts: 50_000 };
/** Start and wall time of each event, in milliseconds. */
const times = (events: TimedEvent[]) =>
  events.map((e) => [e.name, e.ts / 1000, (e.dur ?? 0) / 1000]);

describe('onProcessorTime', () => {
  it('shrinks a main-thread task that waited for a core, and what is in it, toward its start', () => {
    // 20 ms of wall time, 5 of work; a script in it from 8 to 16 ms.
    const out = onProcessorTime([fcp, event('RunTask', 100, 20, 5), event('FunctionCall', 108, 8)]);
    expect(times(out)).toEqual([
      ['firstContentfulPaint', 50, 0],
      ['RunTask', 100, 5],
      ['FunctionCall', 102, 2],
    ]);
  });

  it('leaves a task that had its core throughout, one without a thread time, and other threads as they are', () => {
    const events = [
      fcp,
      event('RunTask', 100, 20, 20),
      event('RunTask', 130, 20),
      event('RunTask', 100, 20, 5, { pid: 1, tid: 8 }),
      event('RunTask', 100, 20, 5, { pid: 2, tid: 7 }),
    ];
    expect(onProcessorTime(events)).toEqual(events);
  });

  it('shrinks a task nested in another by the outer one only', () => {
    const out = onProcessorTime([
      fcp,
      event('RunTask', 100, 40, 10),
      event('ThreadControllerImpl::RunTask', 120, 20, 20),
    ]);
    expect(times(out)).toEqual([
      ['firstContentfulPaint', 50, 0],
      ['RunTask', 100, 10],
      ['ThreadControllerImpl::RunTask', 105, 5],
    ]);
  });

  it('refuses a trace without a first contentful paint', () => {
    expect(() => onProcessorTime([event('RunTask', 100, 20, 5)])).toThrow(/first contentful paint/);
  });
});
