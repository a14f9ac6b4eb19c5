import { describe, expect, it } from 'vitest';
import { supervise, type SupervisedProcess } from '../../src/supervisor/supervise.ts';

const node = (code: string): Omit<SupervisedProcess, 'name'> => ({
  command: process.execPath,
  args: ['-e', code],
});
const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the npm start supervisor', () => {
  it('starts a process that was killed again, logging why, and leaves the others running', async () => {
    const lines: string[] = [];
    const supervisor = supervise(
      [
        { name: 'server', ...node('setInterval(() => {}, 1000)') },
        { name: 'vendor', ...node('setInterval(() => {}, 1000)') },
      ],
      { backoffMs: () => 10, log: (line) => lines.push(line), stdio: 'ignore' },
    );
    try {
      await until(() => supervisor.running.size === 2);
      const vendor = supervisor.running.get('vendor')!;
      supervisor.running.get('server')!.kill('SIGKILL');
      await until(() => supervisor.starts.filter((start) => start.name === 'server').length === 2);
      await until(() => supervisor.running.has('server'));
      expect(lines).toEqual(['server stopped (signal SIGKILL); starting it again in 0.0 s']);
      expect(supervisor.running.get('vendor')).toBe(vendor);
    } finally {
      await supervisor.stop(0);
    }
    expect(supervisor.running.size).toBe(0);
  });

  it('gives up on a process that dies right after every start, and stops the rest', async () => {
    const lines: string[] = [];
    let stoppedWith: number | undefined;
    const supervisor = supervise(
      [
        { name: 'server', ...node('process.exit(3)') },
        { name: 'vendor', ...node('setInterval(() => {}, 1000)') },
      ],
      {
        backoffMs: (attempt) => 5 * 2 ** attempt,
        maxQuickCrashes: 3,
        log: (line) => lines.push(line),
        onStopped: (code) => (stoppedWith = code),
        stdio: 'ignore',
      },
    );
    await until(() => stoppedWith !== undefined);
    expect(stoppedWith).toBe(1);
    expect(supervisor.starts.filter((start) => start.name === 'server')).toHaveLength(3);
    expect(lines.at(-1)).toBe(
      'server stopped (exit code 3) 3 times right after starting; giving up, stopping the rest',
    );
    expect(lines.slice(0, 2)).toEqual([
      'server stopped (exit code 3); starting it again in 0.0 s',
      'server stopped (exit code 3); starting it again in 0.0 s',
    ]);
    expect(supervisor.running.size).toBe(0);
  });
});
