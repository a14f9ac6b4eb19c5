/**
 * RNG benchmark: is the draw derivation (packages/contracts/src/lottery/draw.ts, docs/lottery.md "Draws nobody
 * can bend") uniform? No database, no server.
 *
 * 1. **Chi-square** at α = 0.01, for each range n of 10, 28, 6, 49 and 100: RNG_SAMPLES (1,000,000) numbers of
 *    `uniformBelow(next, n)` read from real streams of `drawBytes` (WebCrypto HMAC-SHA256), a new CSPRNG seed
 *    every 100 numbers (10,000 seeds a range), each seed with its own game code and numero. Counts per value
 *    against n equal cells: χ², n − 1 degrees of freedom, the p-value P(χ² ≥ observed) = Q((n − 1)/2, χ²/2), the
 *    regularized upper incomplete gamma, from jStat (`jstat`; checked first against the tabulated 1 % critical
 *    values). Beside it, the same test of plain `b mod n` over the very bytes the draws read: rejection sampling
 *    is what the test must see pass, and the modulo bias what it must see fail (its power).
 * 2. **dieharder's input**: a file of RNG_MB (16) MiB for `dieharder -g 200` (stdin_input_raw: raw binary, read as
 *    32-bit words; any byte stream). RNG_STREAM says which stream:
 *    - `accepted` (default): the numbers uniformBelow accepts for range RNG_RANGE (10), turned into bits
 *      exactly: [0, n) is cut into blocks of the powers of two in n's binary form, largest first (10 = 8 + 2),
 *      and a number in a block of 2^k gives its k offset bits (0–7: three bits, 8–9: one). Uniform numbers give
 *      fair independent bits; any bias in the numbers shows in the bits;
 *    - `bytes`: the raw HMAC bytes uniformBelow consumes, accepted or not.
 *    Both come from a synchronous copy of drawBytes (node:crypto HMAC, checked equal to drawBytes first), a new
 *    seed every 4 blocks (128 bytes).
 *    RNG_DIEHARDER=quick runs six dieharder tests (about 14 minutes on this machine), RNG_DIEHARDER=all runs
 *    `dieharder -g 200 -a` (hours here: the stream is made at about 2 MiB/s), each fed an endless stream on
 *    stdin (never the file: a file re-read from its start would fail tests for the wrong reason). Opt-in only.
 *
 * Prints a table and as its last line `RESULT {json}`.
 *
 *   npm run bench:rng        (RNG_SAMPLES, RNG_STREAM, RNG_RANGE, RNG_MB, RNG_FILE, RNG_DIEHARDER=quick|all)
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import jStat from 'jstat';
import {
  bytesOfHex,
  drawBytes,
  hexOf,
  newSeed,
  uniformBelow,
} from '../../packages/contracts/src/lottery/draw.ts';
import { printResult, printTable, round } from '../shared/stats.ts';

const RANGES = [10, 28, 6, 49, 100];
const ALPHA = 0.01;
const SAMPLES = Number(process.env.RNG_SAMPLES ?? 1_000_000);
const PER_SEED = 100;
const STREAM = (process.env.RNG_STREAM ?? 'accepted') as 'accepted' | 'bytes';
const STREAM_RANGE = Number(process.env.RNG_RANGE ?? 10);
const FILE_BYTES = Number(process.env.RNG_MB ?? 16) * 1024 * 1024;
const FILE =
  process.env.RNG_FILE ??
  join(tmpdir(), `msp-rng-${STREAM}${STREAM === 'accepted' ? `-${STREAM_RANGE}` : ''}.bin`);
const DIEHARDER = process.env.RNG_DIEHARDER as 'quick' | 'all' | undefined;
/** A few of dieharder's tests rated Good: birthdays, OPERM5, 32x32 rank, count the 1s, STS monobit and runs. */
const QUICK_TESTS = [0, 1, 2, 8, 100, 101];
/** χ² at which P(χ² ≥ x) = 0.01, from the published tables (df 9, 27, 5, 48, 99). */
const CRITICAL_1_PERCENT: Record<number, number> = {
  9: 21.666,
  27: 46.963,
  5: 15.086,
  48: 73.683,
  99: 134.642,
};

if (!['accepted', 'bytes'].includes(STREAM)) throw new Error(`RNG_STREAM ${STREAM} is not accepted or bytes`);

/** P(χ² ≥ x) with `dof` degrees of freedom: the regularized upper incomplete gamma Q(dof/2, x/2). */
const upperTail = (x: number, dof: number) => Math.max(0, 1 - jStat.chisquare.cdf(x, dof));

function chiSquare(counts: number[]) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  const statistic = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  const dof = counts.length - 1;
  return { statistic, dof, p: upperTail(statistic, dof), total };
}

// The p-values' source, checked where the answer is known.
for (const [dof, critical] of Object.entries(CRITICAL_1_PERCENT)) {
  const p = upperTail(critical, Number(dof));
  if (Math.abs(p - ALPHA) > 2e-5) throw new Error(`jStat: P(χ²(${dof}) ≥ ${critical}) = ${p}, not 0.01`);
}

/** drawBytes with node:crypto, synchronously (fast enough for dieharder); checked equal to drawBytes below. */
function syncBlocks(seedHex: string, gameCode: string, numero: string, blocks: number) {
  const key = bytesOfHex(seedHex);
  return Buffer.concat(
    Array.from({ length: blocks }, (_, k) =>
      createHmac('sha256', key)
        .update(k === 0 ? `${gameCode}:${numero}` : `${gameCode}:${numero}:${k}`)
        .digest(),
    ),
  );
}

const numeroOf = (index: number) =>
  `2026${String(1 + (Math.floor(index / 1440) % 12)).padStart(2, '0')}01-${String(1 + (index % 1440)).padStart(4, '0')}`;

// ---- 1. chi-square of uniformBelow over real HMAC streams ----
const started = performance.now();
const rows: Array<{
  range: number;
  samples: number;
  seeds: number;
  chiSquare: number;
  dof: number;
  critical: number;
  p: number;
  pass: boolean;
  rejectedBytes: number;
  plainMod: { chiSquare: number; p: number; pass: boolean };
}> = [];
for (const n of RANGES) {
  const counts = new Array<number>(n).fill(0);
  const modCounts = new Array<number>(n).fill(0);
  let consumed = 0;
  let seeds = 0;
  for (let drawn = 0; drawn < SAMPLES; seeds += 1) {
    const next = drawBytes(newSeed(), `RNG${n}`, numeroOf(seeds));
    const counted = async () => {
      const byte = await next();
      consumed += 1;
      modCounts[byte % n]! += 1;
      return byte;
    };
    for (let k = 0; k < PER_SEED && drawn < SAMPLES; k += 1, drawn += 1) {
      counts[await uniformBelow(counted, n)]! += 1;
    }
  }
  const test = chiSquare(counts);
  const plain = chiSquare(modCounts);
  rows.push({
    range: n,
    samples: test.total,
    seeds,
    chiSquare: test.statistic,
    dof: test.dof,
    critical: jStat.chisquare.inv(1 - ALPHA, test.dof),
    p: test.p,
    pass: test.p >= ALPHA,
    rejectedBytes: consumed - test.total,
    plainMod: { chiSquare: plain.statistic, p: plain.p, pass: plain.p >= ALPHA },
  });
}
const chiSeconds = (performance.now() - started) / 1000;

// ---- 2. the stream for dieharder ----
for (let check = 0; check < 16; check += 1) {
  const seed = newSeed();
  const numero = numeroOf(check);
  const next = drawBytes(seed, 'E28_1M', numero);
  const expected = syncBlocks(seed, 'E28_1M', numero, 3);
  const actual = new Uint8Array(expected.length);
  for (let index = 0; index < actual.length; index += 1) actual[index] = await next();
  if (hexOf(actual) !== expected.toString('hex'))
    throw new Error('the synchronous HMAC stream differs from drawBytes');
}

/** An endless source of the chosen stream, in chunks of about 64 KiB. */
function streamChunks() {
  const BLOCKS_PER_SEED = 4;
  const limit = 256 - (256 % STREAM_RANGE);
  // The blocks of powers of two in the range's binary form, largest first: [start, bits].
  const blocks: Array<[number, number]> = [];
  for (let bit = 8, start = 0; bit >= 0; bit -= 1) {
    if (STREAM_RANGE & (1 << bit)) {
      blocks.push([start, bit]);
      start += 1 << bit;
    }
  }
  let streams = 0;
  return function nextChunk(): Buffer {
    const out = Buffer.alloc(65_536);
    let length = 0;
    let accumulator = 0;
    let bits = 0;
    while (length < out.length) {
      const bytes = syncBlocks(hexOf(randomBytes(32)), 'E28_1M', numeroOf((streams += 1)), BLOCKS_PER_SEED);
      if (STREAM === 'bytes') {
        const take = Math.min(bytes.length, out.length - length);
        bytes.copy(out, length, 0, take);
        length += take;
        continue;
      }
      for (const byte of bytes) {
        if (byte >= limit) continue; // rejected, as uniformBelow does
        const number = byte % STREAM_RANGE;
        let block = 0;
        while (block + 1 < blocks.length && number >= blocks[block + 1]![0]) block += 1;
        const [start, width] = blocks[block]!;
        accumulator = (accumulator << width) | (number - start);
        bits += width;
        while (bits >= 8 && length < out.length) {
          bits -= 8;
          out[length++] = (accumulator >>> bits) & 0xff;
        }
        accumulator &= (1 << bits) - 1;
      }
    }
    return out;
  };
}

const fileStarted = performance.now();
{
  const next = streamChunks();
  const file = createWriteStream(FILE);
  for (let written = 0; written < FILE_BYTES;) {
    const chunk = next().subarray(0, FILE_BYTES - written);
    written += chunk.length;
    if (!file.write(chunk)) await new Promise<void>((resolve) => file.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    file.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}
const fileSeconds = (performance.now() - fileStarted) / 1000;
const streamMBps = FILE_BYTES / 1024 / 1024 / fileSeconds;

// ---- 3. dieharder, when asked and installed ----
const installed = spawnSync('dieharder', ['-l'], { encoding: 'utf8' }).status === 0;
interface DieharderLine {
  test: string;
  ntup: number;
  p: number;
  assessment: string;
}
const dieharderLines: DieharderLine[] = [];

/** Runs dieharder -g 200 with `args`, fed the stream until it has read enough; its result lines. */
function dieharder(args: string[]) {
  return new Promise<DieharderLine[]>((resolve, reject) => {
    const child = spawn('dieharder', ['-g', '200', ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
    const next = streamChunks();
    let output = '';
    let open = true;
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stdin.on('error', () => (open = false)); // EPIPE: dieharder has read what it needs
    const pump = () => {
      while (open && child.stdin.write(next()));
      if (open) child.stdin.once('drain', pump);
    };
    pump();
    child.on('error', reject);
    child.on('close', () => {
      open = false;
      resolve(
        output
          .split('\n')
          .map((line) => line.split('|').map((cell) => cell.trim()))
          .filter((cells) => cells.length === 6 && /^(PASSED|WEAK|FAILED)$/.test(cells[5]!))
          .map((cells) => ({
            test: cells[0]!,
            ntup: Number(cells[1]),
            p: Number(cells[4]),
            assessment: cells[5]!,
          })),
      );
    });
  });
}

let dieharderSeconds = 0;
if (DIEHARDER && installed) {
  const dieharderStarted = performance.now();
  if (DIEHARDER === 'all') dieharderLines.push(...(await dieharder(['-a'])));
  else for (const test of QUICK_TESTS) dieharderLines.push(...(await dieharder(['-d', String(test)])));
  dieharderSeconds = (performance.now() - dieharderStarted) / 1000;
}

// ---- report ----
const formatP = (p: number) => (p < 1e-12 ? '< 1e-12' : p.toPrecision(4));
console.log(
  `\nRNG benchmark — uniformBelow over real HMAC-SHA256 draw streams; ${SAMPLES.toLocaleString('en')} numbers a ` +
    `range, a new seed every ${PER_SEED}; chi-square at α = ${ALPHA} (${chiSeconds.toFixed(1)} s)\n`,
);
printTable(
  ['range', 'χ²', 'df', 'χ² crit 1 %', 'p-value', 'verdict', 'plain b mod n: χ²', 'p-value', 'verdict'],
  rows.map((row) => [
    `below ${row.range}`,
    row.chiSquare.toFixed(2),
    String(row.dof),
    row.critical.toFixed(3),
    formatP(row.p),
    row.pass ? 'uniform' : 'REJECTED',
    row.plainMod.chiSquare.toFixed(1),
    formatP(row.plainMod.p),
    row.plainMod.pass ? 'not detected' : 'biased',
  ]),
);
const failures = rows.filter((row) => !row.pass).length;
console.log(
  `${failures} of ${rows.length} ranges rejected at α = ${ALPHA} (by chance alone, at least one of five ` +
    `would be rejected about 5 % of runs)`,
);
console.log(
  `\ndieharder input: ${FILE} (${(FILE_BYTES / 1024 / 1024).toFixed(0)} MiB, stream "${STREAM}"` +
    `${STREAM === 'accepted' ? ` of range ${STREAM_RANGE}` : ''}, ${streamMBps.toFixed(1)} MiB/s)`,
);
console.log(
  `  e.g.  dieharder -g 200 -d 0 < ${FILE}     (dieharder ${installed ? 'is' : 'is NOT'} installed)`,
);
if (DIEHARDER && !installed)
  console.log('  RNG_DIEHARDER was set but dieharder is not installed: apt-get install -y dieharder');
if (dieharderLines.length > 0) {
  console.log(
    `\ndieharder -g 200 ${DIEHARDER === 'all' ? '-a' : `-d ${QUICK_TESTS.join(', ')}`} (${dieharderSeconds.toFixed(0)} s)`,
  );
  printTable(
    ['test', 'ntup', 'p-value', 'assessment'],
    dieharderLines.map((line) => [line.test, String(line.ntup), line.p.toFixed(8), line.assessment]),
  );
}
const tally = (assessment: string) => dieharderLines.filter((line) => line.assessment === assessment).length;
if (failures > 0 || tally('FAILED') > 0) process.exitCode = 1;
printResult({
  bench: 'rng',
  samplesPerRange: SAMPLES,
  alpha: ALPHA,
  chiSquare: rows.map((row) => ({
    range: row.range,
    chiSquare: round(row.chiSquare, 3),
    dof: row.dof,
    p: Number(row.p.toPrecision(4)),
    pass: row.pass,
    plainModP: Number(row.plainMod.p.toPrecision(4)),
  })),
  stream: {
    kind: STREAM,
    range: STREAM === 'accepted' ? STREAM_RANGE : null,
    file: FILE,
    bytes: FILE_BYTES,
    mibPerSecond: round(streamMBps, 1),
  },
  dieharder: DIEHARDER
    ? installed
      ? {
          mode: DIEHARDER,
          passed: tally('PASSED'),
          weak: tally('WEAK'),
          failed: tally('FAILED'),
          seconds: round(dieharderSeconds, 0),
        }
      : 'not installed'
    : 'not run',
});
