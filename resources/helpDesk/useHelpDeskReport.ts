import { useCallback, useEffect, useState } from 'react';
import { apiBlob, apiRequest } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';
import type { CategoryFigure, MovementPoint } from '../../widgets/helpDesk/HelpDeskCharts';
import type { HelpDeskMenu } from './helpDeskApi';
import { initialReportFilters, reportQuery, type ReportFilterData } from './reportFilters';
import type { ReportRow } from '../../src/shared/helpDeskRecords';


interface Answer {
  content: ReportRow[];
  totalElements: number;
  totalPages: number;
}

/** The Help Desk Report's data: filters, the page of tickets, the graphs, the export. */
export function useHelpDeskReport() {
  const [filters, setFilters] = useState<ReportFilterData>(initialReportFilters);
  const [applied, setApplied] = useState<ReportFilterData>(filters);
  const [menus, setMenus] = useState<HelpDeskMenu[]>([]);
  const [subMenus, setSubMenus] = useState<string[]>([]);
  const [table, setTable] = useState({ page: 0, size: 10, sortDirection: 'desc' as 'asc' | 'desc' });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [graph, setGraph] = useState<{ categories: CategoryFigure[]; reopenRate: { tickets: number; reopened: number; rate: number } } | null>(null);
  const [movement, setMovement] = useState<{ interval: string; points: MovementPoint[] } | null>(null);

  useEffect(() => {
    apiRequest<HelpDeskMenu[]>('/spoc/help-desk-menus').then((list) => setMenus(list ?? []), () => undefined);
  }, []);

  const menuId = menus.find((menu) => menu.menuName === filters.menu && menu.hasSubMenus)?.menuId;
  useEffect(() => {
    if (menuId === undefined) return setSubMenus([]);
    apiRequest<{ subMenuName: string }[]>('/spoc/help-desk-menus', { query: { filterMenuId: menuId } }).then((list) => setSubMenus((list ?? []).map((s) => s.subMenuName)), () => undefined);
  }, [menuId]);

  useEffect(() => {
    const query = reportQuery(applied);
    apiRequest<Answer>('/help-desk/reports', { query: { ...query, ...table } }).then(setAnswer, () => undefined);
  }, [applied, table]);
  useEffect(() => {
    const { startDate, endDate, menu, subMenu } = reportQuery(applied);
    apiRequest<typeof graph>('/help-desk-report/graph', { query: { startDate, endDate, menu, subMenu } }).then(setGraph, () => undefined);
    apiRequest<typeof movement>('/help-desk-report/movement-graph', { query: { startDate, endDate, menu, subMenu } }).then(setMovement, () => undefined);
  }, [applied]);

  const change = useCallback((next: ReportFilterData) => setFilters((current) => ({ ...next, subMenu: next.menu === current.menu ? next.subMenu : undefined })), []);
  const search = useCallback((next: ReportFilterData) => {
    setApplied(next);
    setTable((current) => ({ ...current, page: 0 }));
  }, []);
  const exportReport = useCallback(async () => {
    downloadBlob(await apiBlob('/help-desk/export', { query: { ...reportQuery(applied), sortDirection: table.sortDirection } }), 'HelpDeskReport.xlsx');
  }, [applied, table.sortDirection]);

  return { filters, change, search, menus, subMenus, table, setTable, answer, graph, movement, exportReport };
}
