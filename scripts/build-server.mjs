#!/usr/bin/env node
// Compiles the server to ES modules so `npm start` does not pay for TypeScript at every start: main.js,
// and heavyWorker.js beside it, the worker pool's entry (src/server/work/workerPool.ts finds it there).
// Dependencies stay in node_modules; schema files are read at run time, never bundled.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', heavyWorker: 'src/server/work/heavyWorker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
