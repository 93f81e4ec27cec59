import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/** One raw keep-alive connection: what was written and every byte the server answered on it. */
function openConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  const waiters: (() => void)[] = [];
  socket.on('data', (chunk) => {
    received += chunk;
    waiters.forEach((wake) => wake());
  });
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return {
    socket,
    ended,
    statusLines: () => received.match(/HTTP\/1\.1 \d{3}[^\r\n]*/g) ?? [],
    /** Resolves once `count` responses arrived on this socket (the test's timeout bounds the wait). */
    responses(count: number) {
      return new Promise<string[]>((resolve) => {
        const check = () => this.statusLines().length >= count && resolve(this.statusLines());
        waiters.push(check);
        check();
      });
    },
    headersOf: (status: string) => received.slice(received.indexOf(status)).split('\r\n\r\n')[0].toLowerCase(),
  };
}

const multipartUpload = (filename: string, size: number) => {
  const boundary = 'refused-upload';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: image/png\r\n\r\n`),
      Buffer.alloc(size, 0x41),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

describe.each(databaseKinds)('a refused upload on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { listen: true });
    token = (await server.login('ADMIN')).token;
  });
  afterAll(() => server?.close());

  it('leaves the keep-alive connection ready for the next request', async () => {
    const connection = openConnection(server.url);
    const { contentType, body } = multipartUpload('payroll.exe', 2 * 1024 * 1024);
    connection.socket.write(
      `POST /api/organization/1/logo HTTP/1.1\r\nhost: test\r\nauthorization: Bearer ${token}\r\n` +
        `content-type: ${contentType}\r\ncontent-length: ${body.length}\r\n\r\n`,
    );
    connection.socket.write(body);
    connection.socket.write('GET /api/health HTTP/1.1\r\nhost: test\r\n\r\n');
    const [refused, next] = await connection.responses(2);
    expect(refused).toMatch(/^HTTP\/1\.1 400/);
    expect(next).toMatch(/^HTTP\/1\.1 200/);
    expect(connection.socket.destroyed).toBe(false);
    connection.socket.destroy();
  });

  it('closes the connection when the unread body has no declared length', async () => {
    const connection = openConnection(server.url);
    const { contentType, body } = multipartUpload('payroll.exe', 256 * 1024);
    connection.socket.write(
      `POST /api/organization/1/logo HTTP/1.1\r\nhost: test\r\nauthorization: Bearer ${token}\r\n` +
        `content-type: ${contentType}\r\ntransfer-encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n`,
    );
    connection.socket.write(body);
    connection.socket.write('\r\n');
    const [refused] = await connection.responses(1);
    expect(refused).toMatch(/^HTTP\/1\.1 400/);
    expect(connection.headersOf(refused)).toContain('connection: close');
    await connection.ended;
  });
});
