/** Reads what the server code logs: the lines as the JSON objects pino writes. */
import { logTo } from '../../src/server/log';

export interface LogLine {
  level: string;
  event?: string;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

/**
 * From now on the process's log is kept in the returned list. Modules loaded again after
 * vi.resetModules() have a log of their own: pass each one's `logTo` to keep theirs too.
 */
export function captureLog(logs: (typeof logTo)[] = [logTo]): LogLine[] {
  const lines: LogLine[] = [];
  for (const to of logs)
    to({ write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return lines;
}
