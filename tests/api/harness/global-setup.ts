import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates } from './database-templates';

/**
 * Vitest's global setup of the `api` project (run once, only when API test files are selected):
 * migrates the databases every test server copies, and throws them away at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, dispose } = await createDatabaseTemplates(process.env.DATABASE_URL?.trim());
  project.provide('apiDatabaseTemplates', templates);
  return dispose;
}
