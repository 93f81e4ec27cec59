export { MonthEndPage, default } from './MonthEndPage';
