import type * as v from 'valibot';
import type { AppSettings } from '../../../src-shared/bridge/contract';
import type { ApiSettingsSchema } from '../../../src-shared/schemas/settings';

export type ServerFormValues = v.InferInput<typeof ApiSettingsSchema>;
export type ServerFormBody = v.InferOutput<typeof ApiSettingsSchema>;

export const SERVER_FORM_FIELDS = ['apiBaseUrl'] as const;

/** The team server's address when one is in use; blank while the embedded one runs. */
export const serverFormFrom = (settings: AppSettings): ServerFormValues => ({
  apiBaseUrl: settings.apiMode === 'remote' ? (settings.apiBaseUrl ?? '') : '',
});
