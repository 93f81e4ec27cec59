import { attendanceTasks } from './attendance/attendanceTasks.js';
import { employeeTasks } from './employees/employeeTasks.js';
import { onsiteTasks } from './attendance/onsite/onsiteTasks.js';
import { leaveTasks } from './leave/leaveTasks.js';
import { masterTasks } from './masters/checkImport.js';
import { monthEndTasks } from './monthEnd/previewMonthEndDays.js';
import { rosterTasks } from './shifts/rosterTasks.js';
import { workerEntry } from './work/workerEntry.js';

/** Every task the areas run in the worker pool, by name. */
export const workerTasks = { ...attendanceTasks, ...employeeTasks, ...onsiteTasks, ...leaveTasks, ...masterTasks, ...monthEndTasks, ...rosterTasks };

export type ServerWorkerTasks = typeof workerTasks;

/** The file each worker loads (scripts/build-server.mjs builds it beside main.js). */
export default workerEntry(workerTasks);
