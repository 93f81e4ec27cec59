import { useCallback, useState } from 'react';
import { useDataProvider, type SortPayload } from 'react-admin';
import { ALL_PER_PAGE } from '../../../widgets/grid/useDataGridController';
import { apiBlob } from '../http/httpClient';
import { showToast } from '../toast/toastStore';
import { downloadBlob } from './download';
import { labelReferences } from './labelReferences';
import { columnSpecs } from './masterSchemaView';
import { printableHtml, printHtml } from './printTable';
import type { MasterSchemaEntry, MasterRecord } from './types';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** Spec 002 §9: export.csv, export.xlsx, export.pdf. */
export const EXPORT_FILE_NAMES: Record<ExportFormat, string> = { csv: 'export.csv', xlsx: 'export.xlsx', pdf: 'export.pdf' };

/** The query of GET /api/<name>/export: the list's current filter and sort, so the file is what the grid shows. */
export function exportQuery(format: ExportFormat, filterValues: Record<string, unknown> | undefined, sort: SortPayload) {
  return { format, filter: JSON.stringify(filterValues ?? {}), sort: JSON.stringify([sort.field, sort.order]) };
}

/**
 * Export of a master (every row matching the current search, in the current order): CSV, Excel and
 * PDF are made by the server; Print lays the same rows out as a table and opens the print dialog.
 */
export function useExport(definition: MasterSchemaEntry, filterValues: Record<string, unknown> | undefined, sort: SortPayload) {
  const { name, schema } = definition;
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState<ExportFormat | 'print' | null>(null);

  const exportFile = useCallback(
    async (format: ExportFormat) => {
      setBusy(format);
      try {
        const blob = await apiBlob(`/${name}/export`, { query: exportQuery(format, filterValues, sort) });
        downloadBlob(blob, EXPORT_FILE_NAMES[format]);
      } catch {
        // httpClient has shown the failure.
      } finally {
        setBusy(null);
      }
    },
    [filterValues, name, sort],
  );

  const print = useCallback(async () => {
    setBusy('print');
    try {
      const { data } = await dataProvider.getList<MasterRecord>(name, {
        pagination: { page: 1, perPage: ALL_PER_PAGE },
        sort,
        filter: filterValues ?? {},
      });
      const columns = columnSpecs(schema);
      printHtml(printableHtml(schema['x-title-plural'], columns, await labelReferences(dataProvider, columns, data)));
    } catch (error) {
      if (error instanceof Error && error.message === 'Printing is not available') showToast(error.message, 'error');
    } finally {
      setBusy(null);
    }
  }, [dataProvider, filterValues, name, schema, sort]);

  return { exportFile, print, busy };
}
