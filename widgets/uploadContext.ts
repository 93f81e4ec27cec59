/**
 * What the `upload` widget needs from the form that shows it, handed in as RJSF's `formContext`
 * (key `upload`). The widget knows no server: the app supplies the calls (bearer token, toasts),
 * a story or a test supplies fakes.
 */
export interface UploadTransport {
  /** POST `body` (multipart) to /api{path}; answers the `{ data, message }` envelope. Failures reject with an Error whose message may be shown. */
  upload(path: string, body: FormData): Promise<{ data: unknown; message?: string }>;
  /** GET /api{path} as a file (the preview image). */
  fetchFile(path: string): Promise<Blob>;
  /** A success message (the app toasts it). */
  notify(message: string): void;
}

export interface UploadFormContext {
  transport: UploadTransport;
  /** The record being edited: its properties fill the {placeholders} of ui:options.endpoint and preview. Without one (adding) nothing can be uploaded. */
  record?: Readonly<Record<string, unknown>>;
  /** Told once the server has stored an upload: the property and its new value. */
  onUploaded?: (property: string, value: string) => void;
}

export const UPLOAD_CONTEXT_KEY = 'upload';

/** The upload context in an RJSF formContext, when the form supplies one. */
export function uploadContextOf(formContext: unknown): UploadFormContext | undefined {
  const context = (formContext as Record<string, unknown> | null | undefined)?.[UPLOAD_CONTEXT_KEY];
  return context && typeof context === 'object' && 'transport' in context ? (context as UploadFormContext) : undefined;
}
