import type { AppSettings } from '../../../src-shared/bridge/contract';

/** The team server's address when one is in use; blank while the embedded one runs. */
export const serverUrlOf = (settings: AppSettings): string =>
  settings.apiMode === 'remote' ? (settings.apiBaseUrl ?? '') : '';
