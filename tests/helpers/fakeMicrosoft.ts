import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A stand-in for Microsoft's identity platform on 127.0.0.1 (a third party, not our own server): it
 * publishes a key set under `authority` and answers the token request with an ID token for whatever
 * claims the test sets in `next` (the nonce our server chose, the employee's e-mail).
 */
export async function startFakeMicrosoft(clientId: string, tenant: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const next: { claims: Record<string, unknown> } = { claims: {} };
  let authority = '';
  const server = http.createServer(async (request, response) => {
    if (request.url?.endsWith('/discovery/v2.0/keys')) return void response.end(JSON.stringify({ keys: [jwk] }));
    if (request.url?.endsWith('/oauth2/v2.0/token')) {
      const idToken = await new SignJWT(next.claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(`${authority}/v2.0`)
        .setAudience(clientId)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      response.setHeader('content-type', 'application/json');
      return void response.end(JSON.stringify({ id_token: idToken }));
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  authority = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${tenant}`;
  return { authority, next, close: () => new Promise((resolve) => server.close(resolve)) };
}
