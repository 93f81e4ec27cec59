import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001_foundation.js';

/** Versioned migrations, applied in name order at start-up. Add a file and list it here. */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
