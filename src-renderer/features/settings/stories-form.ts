import * as v from 'valibot';
import type { AppSettings } from '../../../src-shared/bridge/contract';
import { ApiBaseUrlSchema } from '../../../src-shared/schemas/settings';

/** The stories service's address, checked like the server's; left blank, the main server's `/v2`. */
export const StoriesFormSchema = v.strictObject({
  storiesBaseUrl: v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => (value === '' ? null : value)),
    v.nullable(ApiBaseUrlSchema),
  ),
});

export type StoriesFormValues = v.InferInput<typeof StoriesFormSchema>;
export type StoriesFormBody = v.InferOutput<typeof StoriesFormSchema>;

export const STORIES_FORM_FIELDS = ['storiesBaseUrl'] as const;

export const storiesFormFrom = (settings: AppSettings): StoriesFormValues => ({
  storiesBaseUrl: settings.storiesBaseUrl ?? '',
});
