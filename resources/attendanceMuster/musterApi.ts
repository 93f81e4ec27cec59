import { apiBlob, apiRequest } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';
import { showToast } from '../../src/app/toast/toastStore';
import type { MusterBreakdown, MusterPage } from '../../src/shared/musterRow';
import type { MusterApi, MusterQuery } from './types';

/** The muster's server calls (spec 001 §7 Muster); `base` is HR's muster or the caller's team muster. */
export function musterApi(base: '/attendance-muster' | '/attendance-muster/team'): MusterApi {
  return {
    list: (query: MusterQuery, signal?: AbortSignal) => apiRequest<MusterPage>(base, { query: { ...query }, signal }),
    breakdown: (empId: string, monthYear: string) => apiRequest<MusterBreakdown>('/attendance-muster/breakdown', { query: { empId, monthYear } }),
    process: async (monthYear: string, isAll: boolean, empIds: string[]) =>
      (await apiRequest<{ jobId: number }>('/attendance-muster', { method: 'POST', query: { monthYear, isAll, empId: isAll ? undefined : empIds.join(',') } })).jobId,
    download: async (query: MusterQuery, fileName: string) => downloadBlob(await apiBlob(`${base}/export`, { query: { ...query } }), fileName),
    notify: (message, severity) => void showToast(message, severity),
  };
}
