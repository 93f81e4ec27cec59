#!/usr/bin/env node
// `npm start`: builds the server and the browser app when missing or older than their sources, then
// runs the compiled server. While the browser app builds, the server prepares the database (migrations,
// and the demo seed on a first start) in a process of its own, so a first start pays for the longer of
// the two rather than both (docs/performance.md, "First start").
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const newest = (...sources) =>
  Math.max(
    ...sources.map((source) => {
      if (!fs.existsSync(source)) return 0;
      if (!fs.statSync(source).isDirectory()) return fs.statSync(source).mtimeMs;
      return fs.readdirSync(source, { withFileTypes: true, recursive: true }).reduce((latest, entry) => {
        if (!entry.isFile()) return latest;
        return Math.max(latest, fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
      }, 0);
    }),
  );
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const run = (command, args) =>
  new Promise((resolve) => spawn(command, args, { stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : process.exit(code ?? 1))));
const serverArgs = ['--enable-source-maps', 'dist/server/main.js', ...process.argv.slice(2)];

if (Math.min(builtAt('dist/server/main.js'), builtAt('dist/chatbot/chatbot.js')) < newest('src/server', 'src/shared', 'src/chatbot')) {
  console.log('Building the server…');
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (builtAt('dist/client/index.html') < newest('src/app', 'widgets', 'resources', 'src/shared', 'index.html', 'vite.config.ts')) {
  console.log('Building the browser app while the database is prepared…');
  await Promise.all([run('npx', ['vite', 'build', '--logLevel', 'warn']), run(process.execPath, [...serverArgs, '--prepare-database'])]);
}
const server = spawn(process.execPath, serverArgs, { stdio: 'inherit' });
// The chatbot service (docs/chatbot.md): its own process and port (CHATBOT_PORT, 8090), reading the
// product at PRODUCT_URL. CHATBOT=off leaves it out (another host runs it). When it stops, the product
// keeps running: the widget shows its network error.
const productUrl = process.env.PRODUCT_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const chatbot =
  process.env.CHATBOT === 'off'
    ? null
    : spawn(process.execPath, ['--enable-source-maps', 'dist/chatbot/chatbot.js'], { stdio: 'inherit', env: { ...process.env, PRODUCT_URL: productUrl } });
chatbot?.on('exit', (code, signal) => {
  if (signal !== 'SIGINT' && signal !== 'SIGTERM') console.error(`The chatbot service stopped (${signal ?? `exit code ${code}`}); the product keeps running.`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
    chatbot?.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  chatbot?.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
