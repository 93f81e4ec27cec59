import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';

/**
 * A small in-memory react-admin dataProvider for stories: the server's list protocol (q searches
 * the given fields, other filters are equality, sort, pages), versions (a stale one is a 409) and
 * a unique field (a duplicate is a 409), with a little latency so loading states show.
 */
export interface MemoryDataProviderOptions {
  /** Fields `q` searches, per resource. */
  searchable?: Record<string, string[]>;
  /** The unique field and the record title for its 409 message, per resource. */
  unique?: Record<string, { field: string; label: string; title: string }>;
  latencyMs?: number;
}

type Row = RaRecord & Record<string, unknown>;

export function memoryDataProvider(seed: Record<string, Row[]>, options: MemoryDataProviderOptions = {}): DataProvider {
  const tables = new Map<string, Row[]>(Object.entries(seed).map(([name, rows]) => [name, rows.map((row) => ({ version: 1, status: 'Active', ...row }))]));
  const table = (resource: string) => {
    if (!tables.has(resource)) tables.set(resource, []);
    return tables.get(resource)!;
  };
  const wait = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), options.latencyMs ?? 250));
  const find = (resource: string, id: Identifier) => {
    const row = table(resource).find((r) => String(r.id) === String(id));
    if (!row) throw new HttpError('Not found', 404, { message: 'Not found' });
    return row;
  };
  const guardUnique = (resource: string, record: Row, id?: Identifier) => {
    const rule = options.unique?.[resource];
    if (!rule) return;
    const value = String(record[rule.field] ?? '').toLowerCase();
    if (table(resource).some((r) => String(r[rule.field] ?? '').toLowerCase() === value && String(r.id) !== String(id))) {
      const message = `A ${rule.title} with this ${rule.label} already exists`;
      throw new HttpError(message, 409, { message, errorType: 'OPERATIONAL' });
    }
  };

  const list = (resource: string, { pagination, sort, filter }: Partial<GetListParams>) => {
    let rows = [...table(resource)];
    for (const [key, value] of Object.entries(filter ?? {})) {
      if (value === undefined || value === '') continue;
      if (key === 'q') {
        const text = String(value).toLowerCase();
        const fields = options.searchable?.[resource] ?? ['name'];
        rows = rows.filter((row) => fields.some((field) => String(row[field] ?? '').toLowerCase().includes(text)));
      } else if (Array.isArray(value)) {
        rows = rows.filter((row) => value.map(String).includes(String(row[key])));
      } else {
        rows = rows.filter((row) => String(row[key]) === String(value));
      }
    }
    if (sort?.field) {
      const direction = sort.order === 'DESC' ? -1 : 1;
      rows.sort((a, b) => {
        const x = a[sort.field] as string | number;
        const y = b[sort.field] as string | number;
        return (x < y ? -1 : x > y ? 1 : 0) * direction;
      });
    }
    const total = rows.length;
    if (pagination) rows = rows.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage);
    return { data: rows, total };
  };

  const provider = {
    getList: (resource, params) => wait(list(resource, params)),
    getOne: (resource, { id }) => wait({ data: { ...find(resource, id) } }),
    getMany: (resource, { ids }) => wait({ data: table(resource).filter((row) => ids.map(String).includes(String(row.id))) }),
    getManyReference: (resource, { target, id, ...params }) =>
      wait(list(resource, { ...params, filter: { ...params.filter, [target]: id } })),
    create: (resource, { data }) => {
      const record = data as Row;
      guardUnique(resource, record);
      const rows = table(resource);
      const created = { status: 'Active', ...record, id: Math.max(0, ...rows.map((r) => Number(r.id))) + 1, version: 1 };
      rows.push(created);
      return wait({ data: { ...created } });
    },
    update: (resource, { id, data }) => {
      const current = find(resource, id);
      const record = data as Row;
      if (record.version !== undefined && record.version !== current.version) {
        const message = 'This record was changed by someone else. Reload it and try again.';
        throw new HttpError(message, 409, { message, errorType: 'OPERATIONAL' });
      }
      guardUnique(resource, record, id);
      Object.assign(current, record, { id: current.id, version: Number(current.version ?? 1) + 1 });
      return wait({ data: { ...current } });
    },
    updateMany: (resource, { ids, data }) => {
      for (const id of ids) Object.assign(find(resource, id), data);
      return wait({ data: ids });
    },
    delete: (resource, { id }) => {
      const row = find(resource, id);
      tables.set(resource, table(resource).filter((r) => r !== row));
      return wait({ data: row });
    },
    deleteMany: (resource, { ids }) => {
      tables.set(resource, table(resource).filter((r) => !ids.map(String).includes(String(r.id))));
      return wait({ data: ids });
    },
  } as DataProvider;

  // Errors thrown synchronously above must reach react-admin as rejected promises.
  return Object.fromEntries(
    Object.entries(provider).map(([name, method]) => [
      name,
      (...args: unknown[]) => {
        try {
          return (method as (...a: unknown[]) => Promise<unknown>)(...args);
        } catch (error) {
          return new Promise((_, reject) => setTimeout(() => reject(error), options.latencyMs ?? 250));
        }
      },
    ]),
  ) as unknown as DataProvider;
}
