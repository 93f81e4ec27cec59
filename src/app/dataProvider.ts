import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './http/httpClient';

/** react-admin resources at /api/{resource}; totals come from the Content-Range header. */
export const dataProvider = simpleRestProvider('/api', httpClient, 'Content-Range');

export default dataProvider;
