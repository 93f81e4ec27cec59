import path from 'node:path';

export interface MicrosoftConfig {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** The identity provider's base address; Microsoft's by default (MS_AUTHORITY: another cloud, or a test's local provider). */
  authority: string;
}

export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its files when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl?: string;
  /** Server processes sharing the port (WORKERS, Node's cluster); more than one needs databaseUrl. */
  workers: number;
  production: boolean;
  /** Serve the browser app through Vite's dev middleware (hot reload) instead of dist/client. */
  dev: boolean;
  /** Base address users reach the product on; used in reset-password links and the Microsoft redirect. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Seals stored secrets (SECRET_KEY, base64 of 32 bytes); without it a key kept in the database does. */
  secretKey?: Buffer;
  microsoft?: MicrosoftConfig;
  adminEmpId?: string;
  adminPassword?: string;
  schemasDir: string;
  clientDir: string;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY), in Fastify's trustProxy terms: false
   * trusts none, a list the proxies' addresses/CIDRs, a function the nearest N hops.
   */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  /**
   * Whether this process runs the attendance processing loop (ATTENDANCE_PROCESSING=off: other
   * instances process the marks; tests that read the marks a change leaves behind).
   */
  attendanceProcessing: boolean;
  /**
   * Where browsers reach the chatbot service (CHATBOT_URL, docs/chatbot.md): told to the app by
   * `GET /api/users/auth/config` and allowed by the Content-Security-Policy's connect-src.
   */
  chatbotUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 8080);
  const { MS_TENANT_ID, MS_CLIENT_ID, MS_CLIENT_SECRET } = env;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    workers: Math.max(1, Math.floor(Number(env.WORKERS ?? 1)) || 1),
    production: env.NODE_ENV === 'production',
    dev: false,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'HR Console <no-reply@hr-console.local>',
    secretKey: env.SECRET_KEY ? secretKeyOf(env.SECRET_KEY) : undefined,
    microsoft:
      MS_TENANT_ID && MS_CLIENT_ID && MS_CLIENT_SECRET
        ? {
            tenantId: MS_TENANT_ID,
            clientId: MS_CLIENT_ID,
            clientSecret: MS_CLIENT_SECRET,
            authority: (env.MS_AUTHORITY ?? `https://login.microsoftonline.com/${MS_TENANT_ID}`).replace(/\/$/, ''),
          }
        : undefined,
    adminEmpId: env.ADMIN_EMP_ID || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    schemasDir: path.resolve(env.SCHEMAS_DIR ?? './schemas/masters'),
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    attendanceProcessing: env.ATTENDANCE_PROCESSING !== 'off',
    chatbotUrl: (env.CHATBOT_URL ?? `http://localhost:${env.CHATBOT_PORT ?? 8090}`).replace(/\/$/, ''),
    ...overrides,
  };
}

function secretKeyOf(text: string): Buffer {
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('SECRET_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32)');
  return key;
}

/**
 * Unset: trust no proxy. `2`: the nearest two hops, whatever their address (as Express counts; only
 * for a server reachable solely through that many proxies). `10.0.0.0/8, 127.0.0.1`: those
 * addresses/CIDRs. Fastify 5 ignores a plain number (it fails closed), hence the function.
 */
export function trustProxyOf(text: string | undefined): Config['trustProxy'] {
  const value = text?.trim();
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  if (value === 'true' || value === 'false') {
    throw new Error('TRUST_PROXY takes a hop count or the addresses/CIDRs of your proxies, not true/false');
  }
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}
