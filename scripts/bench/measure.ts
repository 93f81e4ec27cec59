/** Small timing helpers shared by the benchmarks: they print figures, they never assert. */
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
