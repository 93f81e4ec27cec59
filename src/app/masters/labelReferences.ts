import type { DataProvider } from 'react-admin';
import type { ColumnSpec } from './masterSchemaView';
import type { MasterRecord } from './types';

/**
 * The rows with each reference column's id replaced by the referenced record's label, as the grid
 * shows it (for print). An id whose record cannot be read (gone, or a list the role may not view)
 * stays as it is.
 */
export async function labelReferences(dataProvider: DataProvider, columns: readonly ColumnSpec[], rows: readonly MasterRecord[]): Promise<MasterRecord[]> {
  const labelled = rows.map((row) => ({ ...row }));
  for (const { field, reference } of columns) {
    if (!reference) continue;
    const ids = [...new Set(rows.map((row) => row[field]).filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) continue;
    const { data } = await dataProvider.getMany<MasterRecord>(reference.resource, { ids }).catch(() => ({ data: [] as MasterRecord[] }));
    const labels = new Map(data.map((record) => [record.id, record[reference.optionText]]));
    for (const row of labelled) {
      const label = labels.get(row[field] as number);
      if (label !== undefined && label !== null) row[field] = label;
    }
  }
  return labelled;
}
