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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 8080);
  const { MS_TENANT_ID, MS_CLIENT_ID, MS_CLIENT_SECRET } = env;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
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
    ...overrides,
  };
}

function secretKeyOf(text: string): Buffer {
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('SECRET_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32)');
  return key;
}
