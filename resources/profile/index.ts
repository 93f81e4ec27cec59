export { ProfilePage, default } from './ProfilePage';
