/**
 * Web benchmark: Lighthouse 12 in its default mobile mode (simulated throttling, performance category) on `/` and
 * `/rng` of the member site, served as `npm start` serves it (fresh build, the server on an empty PGlite data
 * directory). Prints per page the median score, LCP, TBT, CLS, FCP and the JavaScript a first visit loads, then
 * `RESULT {json}` as the last line.
 *
 *   npm run bench:web             (BENCH_RUNS=3 runs per page, CHROME_PATH=/usr/bin/chromium,
 *                                 BENCH_WEB_REPORTS=dir keeps each run's Lighthouse report as JSON there)
 *
 * Initial JavaScript is given twice per page: as Lighthouse measured it on the wire (transfer sizes: brotli, since
 * Chromium accepts it, plus response headers) and as the gzip size of the same scripts, comparable across builds
 * and with Vite's report. As a cross-check, the gzip size of the build's entry chunk and what it statically
 * imports (index.html's module script and modulepreloads) is printed too.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../../apps/server/test/helpers/free-port.ts';

const PAGES = ['/', '/rng'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS = process.env.BENCH_WEB_REPORTS;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const root = fileURLToPath(new URL('../../', import.meta.url));

type RunFigures = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  clsValue: number;
  fcpMs: number;
  initialJsGzipBytes: number;
  initialJsTransferBytes: number;
  /** Lighthouse's measure of this machine's CPU speed during the run; low or scattered means a busy machine. */
  benchmarkIndex: number;
};

const gzipSizes = new Map<string, number>();
/** Gzip size (level 9, as the build's `.gz` copies) of a file of the web build, by its URL path. */
function gzipSizeOf(urlPath: string): number | undefined {
  const file = join(webDist, decodeURIComponent(urlPath));
  if (!file.startsWith(webDist) || !existsSync(file)) return undefined;
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The entry chunk of index.html and every chunk it statically imports, as URL paths. */
function entryScripts(): string[] {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const found = new Set(
    [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map(
      (match) => match[1]!,
    ),
  );
  // Vite lists the static imports as modulepreloads; follow the chunks' own imports too, in case it does not.
  for (const script of found) {
    const code = readFileSync(join(webDist, script), 'utf8');
    for (const match of code.matchAll(/\bimport\s*(?:[\w$\s{},*]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g))
      found.add(new URL(match[1]!, `http://x${script}`).pathname);
  }
  return [...found];
}

async function lighthouseRun(url: string): Promise<RunFigures> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'msp-bench-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (REPORTS) {
      await mkdir(REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      await writeFile(join(REPORTS, name), JSON.stringify(lhr));
    }
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`lighthouse gave no ${id} for ${url}`);
      return value;
    };
    const details = lhr.audits['network-requests']?.details;
    const requests = (details?.type === 'table' ? details.items : []) as Array<{
      url: string;
      resourceType?: string;
      mimeType?: string;
      transferSize?: number;
    }>;
    const scripts = requests.filter(
      (request) => request.resourceType === 'Script' || /javascript/.test(request.mimeType ?? ''),
    );
    const origin = new URL(url).origin;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      clsValue: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
      initialJsGzipBytes: scripts.reduce((sum, script) => {
        const own =
          new URL(script.url).origin === origin ? gzipSizeOf(new URL(script.url).pathname) : undefined;
        return sum + (own ?? script.transferSize ?? 0);
      }, 0),
      initialJsTransferBytes: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

if (!existsSync(CHROME_PATH)) throw new Error(`${CHROME_PATH} not found (apt-get install -y chromium)`);

// Build output goes to stderr, so that stdout carries only the figures.
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
if (build.status !== 0) throw new Error('npm run build failed');

// The server gets a private copy of the build, so that a rebuild of apps/web/dist meanwhile cannot skew the runs.
const dataDir = await mkdtemp(join(tmpdir(), 'msp-bench-web-'));
const webDist = join(dataDir, 'web-dist');
await cp(join(root, 'apps/web/dist'), webDist, { recursive: true });
const port = await freePort();
const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  WEB_DIST: webDist,
  LOG_LEVEL: 'warn',
};
for (const name of ['DATABASE_URL', 'REDIS_URL', 'DEMO_VENDOR_URL', 'DEMO_VENDOR_SECRET'])
  delete serverEnv[name];
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: serverEnv,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopServer();
    process.exit(130);
  });
const origin = `http://127.0.0.1:${port}`;

try {
  for (let attempt = 0; ; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const up = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 240) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const entry = entryScripts();
  const entryGzipBytes = entry.reduce((sum, script) => sum + gzipSizeOf(script)!, 0);
  // Lighthouse's transfer sizes only mean compressed bytes if the server compresses.
  const probe = await fetch(origin + entry[0], { headers: { 'accept-encoding': 'br, gzip' } });
  await probe.arrayBuffer();
  if (!probe.headers.get('content-encoding'))
    throw new Error(`the server sent ${entry[0]} uncompressed; transfer sizes would be raw sizes`);

  const figures: Record<string, RunFigures> = {};
  for (const page of PAGES) {
    const runs: RunFigures[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const figure = await lighthouseRun(origin + page).catch((error: unknown) => {
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine; one retry.
        console.log(`${page} run ${run}/${RUNS} failed, retrying: ${(error as Error).message}`);
        return lighthouseRun(origin + page);
      });
      runs.push(figure);
      console.log(
        `${page} run ${run}/${RUNS}: score ${figure.score}, LCP ${(figure.lcpMs / 1000).toFixed(2)} s, ` +
          `TBT ${figure.tbtMs.toFixed(0)} ms, CLS ${figure.clsValue.toFixed(3)}, CPU benchmark ${figure.benchmarkIndex}`,
      );
    }
    const keys = Object.keys(runs[0]!) as Array<keyof RunFigures>;
    // Whole milliseconds and bytes; CLS to 4 places.
    figures[page] = Object.fromEntries(
      keys.map((key) => {
        const value = median(runs.map((r) => r[key]));
        return [key, key === 'clsValue' ? Number(value.toFixed(4)) : Math.round(value)];
      }),
    ) as RunFigures;
  }

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const columns: Array<[string, number, (f: RunFigures) => string]> = [
    ['score', 7, (f) => String(f.score)],
    ['LCP s', 8, (f) => (f.lcpMs / 1000).toFixed(2)],
    ['TBT ms', 8, (f) => f.tbtMs.toFixed(0)],
    ['CLS', 7, (f) => f.clsValue.toFixed(3)],
    ['FCP s', 7, (f) => (f.fcpMs / 1000).toFixed(2)],
    ['JS gzip KB', 12, (f) => kb(f.initialJsGzipBytes)],
    ['JS wire KB', 12, (f) => kb(f.initialJsTransferBytes)],
    ['CPU index', 11, (f) => String(f.benchmarkIndex)],
  ];
  console.log(`\nweb benchmark — Lighthouse 12, mobile, simulated throttling, median of ${RUNS} runs`);
  console.log('page'.padEnd(8) + columns.map(([name, width]) => name.padStart(width)).join(''));
  for (const page of PAGES)
    console.log(
      page.padEnd(8) + columns.map(([, width, cell]) => cell(figures[page]!).padStart(width)).join(''),
    );
  console.log(`build entry + static imports (${entry.length} chunks): ${kb(entryGzipBytes)} KB gzip`);
  console.log(`RESULT ${JSON.stringify({ runs: RUNS, pages: figures, entryJsGzipBytes: entryGzipBytes })}`);
} finally {
  stopServer();
  if (server.exitCode === null && server.signalCode === null)
    await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
