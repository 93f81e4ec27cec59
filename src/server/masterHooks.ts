import { administratorHooks } from './admin/administratorHooks.js';
import { provisionOrganization } from './admin/provisionOrganization.js';
import { leaveTypeHooks } from './leave/leaveTypeHooks.js';
import type { MasterHooks } from './masters/masterHooks.js';
import { shiftMasterHooks } from './shifts/shiftRules.js';

/** The rules other areas attach to master tables, handed to the schema engine (Services.masterHooks). */
export const masterHooks: MasterHooks = {
  change: {
    ...administratorHooks,
    master_shift_master: shiftMasterHooks,
    master_leave_type_category: leaveTypeHooks,
  },
  create: {
    organization: provisionOrganization,
  },
};
