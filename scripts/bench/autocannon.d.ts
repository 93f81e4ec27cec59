// autocannon ships no types; the part of its API the bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Seconds the run lasted. */
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
