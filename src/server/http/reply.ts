/** The envelope of every JSON answer: `{ data, message }`. */
export function ok<T>(data: T, message = 'Success'): { data: T; message: string } {
  return { data, message };
}
