import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { layeringProblems } from '../helpers/layering.js';

/**
 * The folders' layering (README, "Architecture"): the browser (src/app, resources, widgets) imports
 * nothing from src/server; the server and src/shared import nothing from src/app or resources; the
 * chatbot service (src/chatbot) imports neither the server nor the browser; the server's areas (the folders under src/server) import each other in no loop.
 */
describe('layering', () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), `${process.env.SCRATCH_PREFIX ?? 'hr'}-layering-`));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  /** A small tree: the files given, each with its imports. */
  function tree(files: Record<string, string[]>): string {
    const root = fs.mkdtempSync(path.join(fixture, 'tree-'));
    for (const [file, imports] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), imports.map((line) => `${line}\n`).join('') + 'export {};\n');
    }
    return root;
  }

  it('holds in this project', () => {
    expect(layeringProblems(path.resolve(__dirname, '../..'))).toEqual([]);
  });

  it('reports a browser file that imports the server, a server file that imports a page, the chatbot service importing the server, and two areas importing each other', () => {
    const root = tree({
      'src/shared/codes.ts': [],
      'src/app/shell.tsx': ["import { codes } from '../shared/codes';"],
      'resources/calendar/Calendar.tsx': ["import { LEGEND } from '../../src/server/attendance/engine/legend';"],
      'widgets/Cell.tsx': ["import type { Day } from '../src/server/attendance/day.js';"],
      'src/server/attendance/engine/legend.ts': ["import { codes } from '../../../shared/codes';"],
      'src/server/attendance/day.ts': ["import { grant } from '../leave/grant.js';"],
      'src/server/leave/grant.ts': ["import type { Day } from '../attendance/day.js';"],
      'src/server/holidays/list.ts': ["const page = await import('../../../resources/calendar/Calendar');"],
      'src/shared/labels.ts': ["export { shell } from '../app/shell';"],
      'src/server/app.ts': ["import { grant } from './leave/grant.js';", "import { day } from './attendance/day.js';"],
      'src/chatbot/readTools.ts': ["import { findTicket } from '../server/helpDesk/ticketViews.js';", "import { codes } from '../shared/codes';"],
    });
    expect(layeringProblems(root).sort()).toEqual([
      'resources/calendar/Calendar.tsx imports src/server/attendance/engine/legend: the browser imports no server module (shared code lives in src/shared)',
      'server areas attendance, leave import each other: src/server/attendance/day.ts -> src/server/leave/grant.js; src/server/leave/grant.ts -> src/server/attendance/day.js',
      "src/chatbot/readTools.ts imports src/server/helpDesk/ticketViews.js: the chatbot service reads the product only through its API, with the employee's token (docs/chatbot.md): no server or browser module",
      'src/server/holidays/list.ts imports resources/calendar/Calendar: the server and shared code import no browser page code',
      'src/shared/labels.ts imports src/app/shell: the server and shared code import no browser page code',
      'widgets/Cell.tsx imports src/server/attendance/day.js: the browser imports no server module (shared code lives in src/shared)',
    ]);
  });

  it('finds a loop through several areas, and none where the imports run one way', () => {
    const loop = tree({
      'src/server/shifts/rules.ts': ["import { mark } from '../attendance/mark.js';"],
      'src/server/attendance/mark.ts': ["import { hooks } from '../masters/hooks.js';"],
      'src/server/masters/hooks.ts': ["import { rules } from '../shifts/rules.js';"],
    });
    expect(layeringProblems(loop)).toEqual([
      'server areas attendance, masters, shifts import each other: src/server/attendance/mark.ts -> src/server/masters/hooks.js; src/server/masters/hooks.ts -> src/server/shifts/rules.js; src/server/shifts/rules.ts -> src/server/attendance/mark.js',
    ]);
    const oneWay = tree({
      'src/server/shifts/rules.ts': ["import { mark } from '../attendance/mark.js';"],
      'src/server/attendance/mark.ts': ["import { hooks } from '../masters/hooks.js';"],
      'src/server/masters/hooks.ts': [],
      'src/server/masterHooks.ts': ["import { rules } from './shifts/rules.js';"],
    });
    expect(layeringProblems(oneWay)).toEqual([]);
  });
});
