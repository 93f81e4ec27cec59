export { OrgChartPage as default } from './OrgChartPage';
