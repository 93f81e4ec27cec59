/** A failed call to the product: its status and message. */
export class ProductError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type Query = Record<string, string | number | undefined>;

/**
 * The product's API as the signed-in employee: every call carries the employee's own bearer token
 * (so the chatbot reads no more than the employee may) and their time zone.
 */
export function productClient(productUrl: string, token: string, timeZone: string) {
  const headers = { authorization: `Bearer ${token}`, 'x-time-zone': timeZone };
  const url = (path: string, query: Query = {}) => {
    const address = new URL(`/api${path}`, productUrl);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) address.searchParams.set(name, String(value));
    return address;
  };
  async function send<T>(path: string, init: RequestInit, query?: Query): Promise<T> {
    const response = await fetch(url(path, query), { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    const text = await response.text();
    let body: { data?: T; message?: string } | null = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (!response.ok) throw new ProductError(response.status, body?.message ?? `The product answered ${response.status}`);
    return body?.data as T;
  }
  const withBody = (method: string, body: unknown): RequestInit =>
    body instanceof FormData ? { method, body } : { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  return {
    get: <T>(path: string, query?: Query) => send<T>(path, { method: 'GET' }, query),
    post: <T>(path: string, body: unknown) => send<T>(path, withBody('POST', body)),
    put: <T>(path: string, body: unknown) => send<T>(path, withBody('PUT', body)),
    delete: <T>(path: string, query?: Query) => send<T>(path, { method: 'DELETE' }, query),
  };
}

export type ProductClient = ReturnType<typeof productClient>;
