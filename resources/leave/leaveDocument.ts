/** The supporting document chosen on /leaveApply, as the apply sends it (docs/leave-applications.md). */
export interface LeaveDocument {
  name: string;
  /** `data:<type>;name=<file name>;base64,<bytes>`, the form the server reads (as the holiday attachment). */
  dataUrl: string;
}

/** The server's limits, said before the bytes travel: PDF, PNG or JPEG, at most 2 MB (the server checks the bytes). */
export const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'];

/** Why a chosen file cannot be sent, or null. */
export function documentProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!DOCUMENT_EXTENSIONS.includes(extension)) return 'Please upload a valid file type: .pdf, .png, .jpeg, .jpg';
  if (file.size === 0) return 'Attachment is an empty file';
  if (file.size > DOCUMENT_MAX_BYTES) return 'Attachment must be at most 2 MB';
  return null;
}

/** A browser's data URL with the file's name put in, so the approver sees the name it was uploaded as. */
export const namedDataUrl = (dataUrl: string, name: string) => dataUrl.replace(/^data:([^;,]*)(;base64,)/, (_, type: string, rest: string) => `data:${type || 'application/octet-stream'};name=${encodeURIComponent(name)}${rest}`);

/** Reads a chosen file into the document the apply sends. */
export function readDocument(file: File): Promise<LeaveDocument> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ name: file.name, dataUrl: namedDataUrl(String(reader.result), file.name) });
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
