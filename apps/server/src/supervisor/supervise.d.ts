import { type ChildProcess } from 'node:child_process';
/**
 * Keeps `npm start`'s processes up (the API server and the demo vendor): a process that dies is logged with
 * why (its exit code or signal) and started again after a back-off that doubles from 1 s to 30 s. One that
 * lived long enough counts as healthy and starts the back-off over; one that keeps dying right after its start
 * (a port in use, a bad configuration) is given up on after a few tries, and then everything stops.
 */
export interface SupervisedProcess {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}
export interface SuperviseOptions {
  /** Wait before the n-th restart in a row (n from 0). */
  backoffMs?: (attempt: number) => number;
  /** A process that lived this long was healthy: its next crash starts the back-off over. */
  healthyAfterMs?: number;
  /** Crashes in a row, each before `healthyAfterMs`, after which everything stops. */
  maxQuickCrashes?: number;
  log?: (line: string) => void;
  /** Called once when everything has stopped (given up, or `stop`), with the exit code to leave with. */
  onStopped?: (code: number) => void;
  /** Passed to spawn (tests keep the output to themselves). */
  stdio?: 'inherit' | 'ignore';
}
export declare const defaultBackoffMs: (attempt: number) => number;
export declare function supervise(
  processes: SupervisedProcess[],
  options?: SuperviseOptions,
): {
  stop: (code: number) => Promise<void>;
  starts: {
    name: string;
    pid: number | undefined;
  }[];
  running: Map<string, ChildProcess>;
};
