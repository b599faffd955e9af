import { inject } from 'vitest';

/**
 * Options that start a test's core API from the run's migrated template (pglite-template-setup.ts);
 * empty outside the `node` project, where the server then creates its database itself.
 */
export function fromTemplate(): { dataTemplate?: string } {
  const template = inject('pgliteTemplate');
  return template ? { dataTemplate: template } : {};
}
