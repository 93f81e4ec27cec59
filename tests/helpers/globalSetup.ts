import { prepareTemplates } from './testDatabases.js';

/** Seeds the template databases once before any test file copies them (vitest globalSetup). */
export default async function setup(): Promise<void> {
  await prepareTemplates();
}
