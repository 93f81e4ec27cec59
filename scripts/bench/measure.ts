/** Small timing helpers shared by the benchmarks: they print figures, they never assert. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DatabaseKind } from '../../tests/helpers/testDatabases.js';

/** Runs `work` once; answers its result and how long it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { seconds: (performance.now() - started) / 1000, value };
}

/** Calls `${url}/api/health` back to back until `work` settles; answers the latencies in ms. */
export async function healthDuring(url: string, work: Promise<unknown>): Promise<number[]> {
  let running = true;
  void work.finally(() => (running = false)).catch(() => undefined);
  const samples: number[] = [];
  while (running) {
    const start = performance.now();
    await fetch(`${url}/api/health`).then((r) => r.json());
    samples.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await work;
  return samples;
}

/**
 * The databases a figure group measures: those named in the environment variable `only`
 * (e.g. BENCH_MUSTER_DATABASES=postgres), else PostgreSQL when TEST_DATABASE_URL is set, then PGlite.
 */
export function benchDatabases(only?: string): DatabaseKind[] {
  const named = only ? process.env[only]?.split(',') : undefined;
  if (named) return named as DatabaseKind[];
  return process.env.TEST_DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];
}

/**
 * Runs the bench module at `moduleUrl` (its `import.meta.url`) once per database in a child process
 * of its own, so each database's peak RSS is its own; the module measures when run with the kind
 * as its argument (`if (process.argv[1] === fileURLToPath(import.meta.url)) …`).
 */
export async function measureEachDatabaseApart(moduleUrl: string, what: string, kinds = benchDatabases(), entry = fileURLToPath(moduleUrl)): Promise<void> {
  for (const kind of kinds) {
    const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry, kind] : [entry, kind];
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) console.log(`${what} figures (${kind}) stopped: exit ${code}`);
  }
}
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function timeMany(count: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(20, count); i++) await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export function report(name: string, figure: string, budget: string): void {
  console.log(`${name.padEnd(58)} ${figure.padStart(14)}   budget ${budget}`);
}

export interface BenchRow {
  figure: string;
  value: number;
  unit: string;
  /** What the figure is held against, measured in the same run (the raw driver, the other database). */
  floor?: { value: number; what: string };
  budget?: string;
}

/** Whether a row meets its budget ("≥ 0.8× …" against its floor, "≤ 150 ms" against its value); blank when it has none to judge. */
function met(row: BenchRow): string {
  const atLeast = /≥\s*([\d.]+)×/.exec(row.budget ?? '');
  if (atLeast && row.floor) return row.value / row.floor.value >= Number(atLeast[1]) ? 'yes' : 'NO';
  const atMost = /≤\s*([\d.]+)\s*(ms|s)\b/.exec(row.budget ?? '');
  if (atMost && row.unit === atMost[2]) return row.value <= Number(atMost[1]) ? 'yes' : 'NO';
  return '';
}

/**
 * One table per database: each figure, its floor and the ratio. Figure groups (one module each
 * under scripts/bench/) add rows; run.ts prints the table once every group has run.
 */
export class BenchTable {
  readonly rows: BenchRow[] = [];

  constructor(readonly title: string) {}

  add(row: BenchRow): void {
    this.rows.push(row);
  }

  /** A figure by name, for a later group's floor (PGlite against the PostgreSQL product). */
  value(figure: string): number | undefined {
    return this.rows.find((row) => row.figure === figure)?.value;
  }

  print(): void {
    const format = (value: number, unit: string) => `${value >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2)} ${unit}`;
    const lines = this.rows.map((row) => [
      row.figure,
      format(row.value, row.unit),
      row.floor ? `${format(row.floor.value, row.unit)} (${row.floor.what})` : '',
      row.floor ? `${(row.value / row.floor.value).toFixed(2)}×` : '',
      row.budget ?? '',
      met(row),
    ]);
    const header = ['figure', 'value', 'floor, same run', 'ratio', 'budget', 'met'];
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
    const print = (cells: string[]) => console.log(`| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`);
    console.log(`\n${this.title}\n`);
    print(header);
    console.log(`|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
    for (const line of lines) print(line);
  }
}
