export { MonthCloseCard } from './MonthCloseCard';
