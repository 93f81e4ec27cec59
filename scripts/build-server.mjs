#!/usr/bin/env node
// Compiles the server to ES modules so `npm start` does not pay for TypeScript at every start: main.js,
// PGlite's thread and the worker pool's entry (workerTasks) beside it (a worker is loaded by file, never bundled in).
// Dependencies stay in node_modules; schema files are read at run time, never bundled.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', pgliteWorker: 'src/server/db/pgliteWorker.ts', workerTasks: 'src/server/workerTasks.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// The chatbot service: a process of its own (docs/chatbot.md), started beside the server by `npm start`.
await build({
  entryPoints: { chatbot: 'src/chatbot/main.ts' },
  outdir: 'dist/chatbot',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
