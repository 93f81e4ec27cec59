import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogoPng } from '../../src/server/seed/demoLogo.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

const INVALID_TYPE = 'Please upload a valid file type: png, jpeg, jpg';

describe.each(databaseKinds)('user files and addresses on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let acme: Record<string, any>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await server.login('ADMIN')).token;
    [acme] = (await server.app.inject({ url: '/api/organization?filter={"organizationCode":"ACME"}', headers: bearer(admin) })).json();
  });
  afterAll(() => server?.close());

  const upload = (filename: string, bytes: Buffer, claimedType = 'image/png') => {
    const boundary = '----userfiles';
    return server.app.inject({
      method: 'POST',
      url: `/api/organization/${acme.id}/logo`,
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${claimedType}\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };
  const expectNeverAPage = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  };

  it('judges an uploaded image by its bytes, not its name or claimed type', async () => {
    const page = Buffer.from('<!doctype html><script>fetch("/api/employee/getEmployeeProfile")</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
    for (const [name, bytes] of [['logo.png', page], ['logo.png', svg], ['logo.jpg', svg]] as const) {
      const refused = await upload(name, bytes);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(INVALID_TYPE);
    }
    expect((await upload('logo.svg', svg, 'image/svg+xml')).json().message).toBe(INVALID_TYPE);
  });

  it('serves a logo as an image that cannot become a page', async () => {
    const saved = await upload('logo.png', demoLogoPng([10, 120, 60]), 'text/html');
    expect(saved.statusCode).toBe(200);
    const served = await server.app.inject({ url: `/api/organization/file/${saved.json().data.logoFile}`, headers: bearer(admin) });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="org-\d+-\d+\.png"$/);
    expectNeverAPage(served.headers);
  });

  it('serves the ID card as a download that cannot become a page', async () => {
    const served = await server.app.inject({ url: '/api/users/docs/idcard/ADMIN.pdf', headers: bearer(admin) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="ADMIN.pdf"');
    expectNeverAPage(served.headers);
  });

  it('accepts only http(s) addresses where a schema holds a URL', async () => {
    acme = (await server.app.inject({ url: `/api/organization/${acme.id}`, headers: bearer(admin) })).json();
    const save = (dm: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/organization/${acme.id}`,
        headers: bearer(admin),
        payload: { ...acme, collaborationUrls: { dm } },
      });
    for (const address of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>']) {
      const refused = await save(address);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([
        { field: 'collaborationUrls.dm', message: 'Direct Messages URL must be a web address starting with http:// or https://' },
      ]);
    }
    const saved = await save('https://chat.acme.example/dm');
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
