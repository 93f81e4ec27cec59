#!/usr/bin/env node
// `npm start`: builds the browser app once if it has not been built, then runs the server.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('dist/client/index.html')) {
  console.log('Building the browser app (first start)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
