import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake is asked: the body of each `POST /v1/chat/completions` and its authorization. */
export interface CompletionCall {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content?: string | null; tool_call_id?: string; tool_calls?: unknown[] }[]; tools: { function: { name: string; parameters?: { required?: string[] } } }[] };
}

/**
 * A stand-in for an OpenAI-compatible chat completions server (CHAT_LLM_URL, an outside peer of
 * the chatbot service) on 127.0.0.1. In `tool` mode the first round asks for the tool `tool`, and
 * the next answers with the tool's result quoted (`args`: the call's arguments, a JSON object); `slow` never answers (the caller's time-out must
 * end it); `broken` answers 500.
 */
export async function startFakeOpenAi() {
  const calls: CompletionCall[] = [];
  const state = { mode: 'tool' as 'tool' | 'slow' | 'broken', tool: 'reporting_manager', args: {} as Record<string, unknown> };
  const server = http.createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.statusCode = 404;
      return void response.end();
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CompletionCall['body'];
    calls.push({ authorization: request.headers.authorization, body });
    if (state.mode === 'slow') return; // Held open until the caller gives up (or close() ends it).
    if (state.mode === 'broken') {
      response.statusCode = 500;
      return void response.end('{"error":{"message":"overloaded"}}');
    }
    const toolResult = body.messages.find((message) => message.role === 'tool');
    const message = toolResult
      ? { role: 'assistant', content: `From your records: ${toolResult.content}` }
      : { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: state.tool, arguments: JSON.stringify(state.args) } }] };
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ id: 'fake', object: 'chat.completion', model: body.model, choices: [{ index: 0, message, finish_reason: toolResult ? 'stop' : 'tool_calls' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** CHAT_LLM_URL: the API's base, as OpenAI's own (…/v1). */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A forwarding proxy in front of the product that notes each call's bearer token: it shows which
 * employee's token the chatbot service read the product with.
 */
export async function startRecordingProxy(productUrl: string) {
  const tokens: string[] = [];
  const server = http.createServer(async (request, response) => {
    tokens.push(request.headers.authorization ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name, value]) => typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>;
    const answer = await fetch(new URL(request.url!, productUrl), { method: request.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    response.statusCode = answer.status;
    response.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json');
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, tokens, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
