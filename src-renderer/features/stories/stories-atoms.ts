import { atom } from 'jotai';
import type { ListPage } from '../../../src-shared/api/envelope';
import type { DownloadedStory } from '../../../src-shared/domain/instagram-story';

/**
 * The pages read by the last "Descargar mis historias", per account (user id): every read asks
 * Instagram again, so coming back to the screen shows them without a new download.
 */
export const downloadedStoriesAtom = atom<Readonly<Record<string, ListPage<DownloadedStory>[]>>>(
  {},
);
