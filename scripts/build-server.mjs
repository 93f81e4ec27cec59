#!/usr/bin/env node
// Compiles the server to one ES module so `npm start` does not pay for TypeScript at every start,
// and PGlite's thread to a second one beside it (a worker is loaded by file, never bundled in).
// Dependencies stay in node_modules; schema files are read at run time, never bundled.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', pgliteWorker: 'src/server/db/pgliteWorker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
