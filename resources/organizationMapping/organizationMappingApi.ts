import { apiRequest, httpClient } from '../../src/app/http/httpClient';
import type { MappingOrganization } from './types';

const list = async (path: string) => {
  const rows = await apiRequest<MappingOrganization[] | null>(path);
  return Array.isArray(rows) ? rows : [];
};

/** PUT with a JSON body, answering the server's message for the success toast. */
async function put(path: string, body: unknown, fallback: string): Promise<string> {
  const { json } = await httpClient(`/api${path}`, { method: 'PUT', body: JSON.stringify(body) });
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

/** The calls of spec 002 §7 'Organisation' the mapping screen makes. */
export const organizationMappingApi = {
  /** Organisations mapped under the active one. */
  mapped: () => list('/organization/organization-map'),
  /** Organisations under none, which could be mapped. */
  nonMapped: () => list('/organization/organization-nonmap'),
  map: (organizationIds: number[]) => put('/organization/map', { organizationIds }, 'Organization mapping updated successfully'),
  setStatus: (id: number, status: MappingOrganization['status']) =>
    put(`/organization/orgMap-status-update/${id}`, { status }, 'Sub Organization status updated successfully'),
};
