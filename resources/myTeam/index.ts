export { MyTeamPage as default } from './MyTeamPage';
