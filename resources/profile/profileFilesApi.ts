import { apiBlob, apiRequest } from '../../src/app/http/httpClient';

export interface ProfileImagesInfo {
  empId: string;
  folderName: string;
  photo: string | null;
  banner: string | null;
}

/** A file of Other Documents (GET /api/employee/doc-info). */
export interface DocumentRow {
  id: number;
  empId: string;
  folderName: string;
  fileName: string;
  originalName: string;
  documentType: string;
  documentNumber: string | null;
  expiryDate: string | null;
  verified: boolean;
  uploadedBy: string;
  uploadedAt: string;
}

export type ImageKind = 'photo' | 'banner';

export const fetchImages = (empId: string) => apiRequest<ProfileImagesInfo>(`/profileImage/info/${encodeURIComponent(empId)}`, { silent: true });
/** The employee's own image by POST, HR's for an employee by PUT (spec 002 §7). */
export const uploadImage = (kind: ImageKind, file: File, empId?: string) => {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<{ fileName: string }>(`/profileImage/${kind}${empId ? `/${encodeURIComponent(empId)}` : ''}`, { method: empId ? 'PUT' : 'POST', body });
};

/** A users/docs file as an object URL (the bearer token is needed, so no plain <img src>). */
export const fileUrl = async (folderName: string, fileName: string) =>
  URL.createObjectURL(await apiBlob(`/users/docs/${encodeURIComponent(folderName)}/${encodeURIComponent(fileName)}`, { silent: true }));
export const downloadFile = (folderName: string, fileName: string) =>
  apiBlob(`/users/doc-info/download/${encodeURIComponent(folderName)}/${encodeURIComponent(fileName)}`);

const docPath = (empId?: string) => `/employee/doc-info${empId ? `/hr/${encodeURIComponent(empId)}` : ''}`;
export const fetchDocuments = (empId?: string) => apiRequest<DocumentRow[]>(docPath(empId));
export const uploadDocument = (fields: { documentType: string; documentNumber: string; expiryDate: string }, file: File, empId?: string) => {
  const body = new FormData();
  // The fields go before the file, so the server has them when the file arrives.
  for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
  body.append('file', file);
  return apiRequest<DocumentRow>(docPath(empId), { method: 'POST', body });
};
