import * as v from 'valibot';
import { bridgeMethods } from '../../../src-shared/bridge/contract';

/** The text the upload dialog asks for next to the file; both may stay empty. */
export interface UploadFormValues {
  title: string;
  profile_url: string;
}

/**
 * Plain strings in, then the very entries of `addBriefcaseItem`'s schema, so what passes here
 * passes in main.
 */
export const uploadFormSchema = v.pipe(
  v.object({ title: v.string(), profile_url: v.string() }),
  v.transform((values): unknown => values),
  v.pick(bridgeMethods.addBriefcaseItem.args, ['title', 'profile_url']),
);

export type UploadDetails = v.InferOutput<typeof uploadFormSchema>;

export const UPLOAD_FORM_FIELDS = ['title', 'profile_url'] as const;

export const emptyUploadForm = (): UploadFormValues => ({ title: '', profile_url: '' });

/** Empty answers are left out of the call rather than sent as ''. */
export function uploadDetailsArgs({ title, profile_url }: UploadDetails): UploadDetails {
  return { ...(title ? { title } : {}), ...(profile_url ? { profile_url } : {}) };
}

const FILE_NAME_MAX_LENGTH = 255;

/** The bridge takes names up to 255 characters; a longer one keeps its extension (it says video). */
export function uploadFileName(name: string): string {
  if (name.length <= FILE_NAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  return name.slice(0, FILE_NAME_MAX_LENGTH - extension.length) + extension;
}
