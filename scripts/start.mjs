#!/usr/bin/env node
// `npm start`: builds the browser app and the server when missing or older than their sources,
// then runs the compiled server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const newest = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true, recursive: true }).reduce((latest, entry) => {
    if (!entry.isFile()) return latest;
    return Math.max(latest, fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }, 0);
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (builtAt('dist/client/index.html') < Math.max(newest('src/app'), newest('widgets'), newest('src/shared'))) {
  console.log('Building the browser app…');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}
if (builtAt('dist/server/main.js') < Math.max(newest('src/server'), newest('src/shared'))) {
  console.log('Building the server…');
  run(process.execPath, ['scripts/build-server.mjs']);
}
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
