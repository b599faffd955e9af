import * as v from 'valibot';
import type { AppSettings } from '../../../src-shared/bridge/contract';
import { ApiBaseUrlSchema } from '../../../src-shared/schemas/settings';

/** The stories service's address, checked like the server's; left blank, the main server's `/v2`. */
export const StoriesUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => (value === '' ? null : value)),
  v.nullable(ApiBaseUrlSchema),
);

export const storiesUrlOf = (settings: AppSettings): string => settings.storiesBaseUrl ?? '';
