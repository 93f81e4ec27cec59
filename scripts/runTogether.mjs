#!/usr/bin/env node
// Runs npm scripts side by side and fails when any of them fails. The test command's two builds
// (the app, Storybook) are mostly single-threaded bundlers: together they use both cores of the
// CI machine instead of one after the other.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: 'inherit' });
        child.on('error', () => resolve({ name, code: 1 }));
        child.on('exit', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0) }));
      }),
  ),
);
const failed = results.filter((result) => result.code !== 0);
for (const { name, code } of failed) console.error(`npm run ${name} failed (exit ${code})`);
process.exit(failed.length > 0 ? 1 : 0);
