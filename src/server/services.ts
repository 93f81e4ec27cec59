import type { Config } from './config.js';
import type { Database, Db } from './db/database.js';
import type { LoginCrypto } from './auth/loginCrypto.js';
import type { LoginLimiter } from './auth/loginLimiter.js';
import type { PermissionCache } from './auth/PermissionCache.js';
import type { TokenService } from './auth/tokens.js';
import type { Mailer } from './mail/Mailer.js';
import type { SecretBox } from './secrets/SecretBox.js';
import type { MasterDefinition } from './masters/MasterDefinition.js';
import type { MasterHooks } from './masters/masterHooks.js';
import type { WorkerPool } from './work/workerPool.js';
import type { ServerWorkerTasks } from './workerTasks.js';

/** What route modules are given: one object, built once at start-up. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  loginCrypto: LoginCrypto;
  loginLimiter: LoginLimiter;
  mailer: Mailer;
  /** Seals writeOnly values (secrets) before they are stored; opens them for the server's own use. */
  secrets: SecretBox;
  /** Call invalidate() after changing roles, menus or permissions. */
  permissions: PermissionCache;
  /** Every master loaded from schemas/masters, synced to its table. */
  masters: MasterDefinition[];
  /** The rules other areas attach to master tables (masterHooks.ts): the schema engine runs them in its transactions. */
  masterHooks: MasterHooks;
  /** Heavy work off the HTTP thread: the areas' tasks (workerTasks.ts) and export files (docs/heavy-work.md). */
  workers: WorkerPool<ServerWorkerTasks>;
}
