export { default, ManageEventsPage } from './EventsPage';
export { AnniversariesPage, BirthdaysPage } from './CelebrationsPage';
export { CelebrationsCard } from './CelebrationsCard';
