#!/usr/bin/env node
// Compiles the server to one ES module so `npm start` does not pay for TypeScript at every start.
// Dependencies stay in node_modules; schema files are read at run time, never bundled.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
