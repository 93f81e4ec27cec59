import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../src/app/http/httpClient';
import type { ChartNode } from '../../src/shared/employeeRecords';


const TOPS = '';
const level = (empId: string) => apiRequest<ChartNode[]>('/employee/org-chart', { query: { empId: empId || undefined } });

/**
 * The organisation chart's state: the levels read so far (by the Emp ID of their manager; '' for
 * the tops), which people are open, and the one found by search (every level above them opened).
 */
export function useOrgChart() {
  const [levels, setLevels] = useState<Record<string, ChartNode[]>>({});
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [found, setFound] = useState<string | null>(null);

  const load = useCallback(async (empId: string) => {
    const nodes = await level(empId);
    setLevels((before) => ({ ...before, [empId]: nodes }));
    return nodes;
  }, []);

  useEffect(() => {
    void load(TOPS).catch(() => setLevels({ [TOPS]: [] }));
  }, [load]);

  const toggle = useCallback(
    (empId: string) => {
      setOpen((before) => {
        const next = new Set(before);
        if (next.has(empId)) next.delete(empId);
        else next.add(empId);
        return next;
      });
      if (!levels[empId]) void load(empId).catch(() => undefined);
    },
    [levels, load],
  );

  /** Opens every level from the top down to `empId` and marks them found. */
  const reveal = useCallback(
    async (empId: string) => {
      const path = await apiRequest<string[]>('/employee/org-chart/path', { query: { empId } });
      const above = path.slice(0, -1);
      await Promise.all(above.filter((id) => !levels[id]).map((id) => load(id)));
      setOpen((before) => new Set([...before, ...above]));
      setFound(empId);
    },
    [levels, load],
  );

  return { tops: levels[TOPS] ?? null, levels, open, found, toggle, reveal };
}
