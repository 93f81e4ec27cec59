export { default } from './ShiftRosterPage';
export { default as ShiftRosterImportPage } from './ShiftRosterImportPage';
export { default as DayTypeHistoryPage } from './DayTypeHistoryPage';
