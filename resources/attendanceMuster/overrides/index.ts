/**
 * The muster's override pieces: the Bulk Override and Override History tabs, Add LOP, and the
 * muster's Sample Excel and Import. Placeholders until engineer `overrides` replaces this folder;
 * the muster page renders them where they belong and calls `onChanged` to reload its rows.
 */
export { BulkOverrideTab, OverrideHistoryTab, AddLopButton, MusterImportButtons } from './placeholders';
export type { MusterChangeProps } from './placeholders';
