import { Tab, Tabs } from '@mui/material';

export interface CountTab<K extends string> {
  value: K;
  label: string;
  /** Shown as 'Label (n)'; none when absent or null (not known, or not counted on this tab). */
  count?: number | null;
}

export interface CountTabsProps<K extends string> {
  tabs: readonly CountTab<K>[];
  value: K;
  onChange(value: K): void;
  /** The tab list's accessible name. */
  label: string;
}

/** The request lists' tabs (Pending (n) / Completed (n), Apply beside them): leave, approvals, regularization, comp-off, encashment. */
export function CountTabs<K extends string>({ tabs, value, onChange, label }: CountTabsProps<K>) {
  return (
    <Tabs value={value} onChange={(_event, next: K) => onChange(next)} aria-label={label} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.count === undefined || tab.count === null ? tab.label : `${tab.label} (${tab.count})`} />
      ))}
    </Tabs>
  );
}
