/**
 * The muster's override pieces (docs/attendance-overrides.md): the Bulk Override and Override
 * History tabs, Add LOP, and the muster's Sample Excel and Import. The muster page renders them
 * where they belong and passes `onChanged` to reload its rows.
 */

/** What every override piece takes: the muster reloads its rows when a piece changed something. */
export interface MusterChangeProps {
  onChanged?: () => void;
}

export { BulkOverrideTab } from './BulkOverrideTab';
export { OverrideHistoryTab } from './OverrideHistoryTab';
export { AddLopButton } from './AddLopButton';
export { MusterImportButtons } from './MusterImportButtons';
