export { PeoplePage as default } from './PeoplePage';
