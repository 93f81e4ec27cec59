import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { addDays, format } from 'date-fns';

/** Spec 002 §3's help desk report filters (page, size and sortDirection are the table's). */
export interface ReportFilterData {
  startDate?: string;
  endDate?: string;
  menu?: string;
  subMenu?: string;
  status?: 'Pending' | 'Completed';
  search?: string;
}

/** The last 30 days unless changed. */
export const initialReportFilters = (today = new Date()): ReportFilterData => ({ startDate: format(addDays(today, -30), 'yyyy-MM-dd'), endDate: format(today, 'yyyy-MM-dd') });

/** The filters as a JSON Schema: the sub-category only once a category with sub-categories is chosen. */
export function reportFilterSchema(menus: readonly string[], subMenus: readonly string[]): RJSFSchema {
  return {
    type: 'object',
    required: ['startDate', 'endDate'],
    properties: {
      startDate: { type: 'string', title: 'Start Date', format: 'date' },
      endDate: { type: 'string', title: 'End Date', format: 'date' },
      ...(menus.length ? { menu: { type: 'string', title: 'Category', enum: [...menus] } } : {}),
      ...(subMenus.length ? { subMenu: { type: 'string', title: 'Sub Category', enum: [...subMenus] } } : {}),
      status: { type: 'string', title: 'Status', enum: ['Pending', 'Completed'] },
      search: { type: 'string', title: 'Search', maxLength: 100 },
    },
  } as RJSFSchema;
}

export const reportFilterUiSchema: UiSchema<ReportFilterData> = {
  'ui:order': ['startDate', 'endDate', 'menu', 'subMenu', 'status', 'search'],
  startDate: { 'ui:widget': 'date' },
  endDate: { 'ui:widget': 'date' },
  search: { 'ui:options': { restrict: 'all' } },
};

/** The query of the report, its export and its graphs. */
export const reportQuery = (filters: ReportFilterData) => ({
  startDate: filters.startDate,
  endDate: filters.endDate,
  menu: filters.menu,
  subMenu: filters.subMenu,
  status: filters.status,
  search: filters.search?.trim() || undefined,
});
