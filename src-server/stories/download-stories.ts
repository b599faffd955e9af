import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { isVideoFileName } from '../../src-shared/domain/briefcase';
import { detectImageKind } from '../../src-shared/rules/image-file';
import { detectVideoKind } from '../../src-shared/rules/video-file';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { deleteMedia, saveMedia, type MediaExtension } from '../media/media-store';
import { downloadMedia, type DownloadLimits } from '../providers/download-media';
import type { FacebookConnect } from '../providers/facebook-connect';
import { AccessTokenRefusedError } from '../providers/fetch-json';
import type { GraphStory } from '../providers/instagram-stories';
import { redeemFor } from '../providers/oauth-redeem';
import { readWithFreshGrant } from '../social/refresh-metrics';
import { storedStoryIds } from './story-repository';

const LABEL = 'Instagram';
const STORY_FOLDER = 'stories';

/**
 * A story is at most 60 seconds of video (a few MB at Instagram's bitrate); the limit only stops
 * a runaway answer. The time allows a slow connection to fetch one.
 */
export const STORY_DOWNLOAD_LIMITS: DownloadLimits = {
  maxBytes: 100 * 1024 * 1024,
  timeoutMs: 60_000,
};

export interface StoryDownloadDeps {
  db: Kysely<Database>;
  facebook: FacebookConnect;
  mediaDir: string;
  now: () => Date;
  limits?: DownloadLimits;
}

/** The extension the bytes call for: JPEG, PNG, MP4 or QuickTime; null for anything else. */
function extensionOf(bytes: Buffer): MediaExtension | null {
  const video = detectVideoKind(bytes);
  if (video) return video;
  const image = detectImageKind(bytes);
  if (image === 'jpeg') return 'jpg';
  return image;
}

/** The account's stories from Graph; a refused grant asks the creator to connect again. */
async function readStories(deps: StoryDownloadDeps, userNetwork: string): Promise<GraphStory[]> {
  try {
    return await redeemFor(LABEL, () =>
      readWithFreshGrant(
        deps.db,
        userNetwork,
        { readAccount: deps.facebook.instagramStories },
        deps.now,
      ),
    );
  } catch (error) {
    if (error instanceof Error && error.cause instanceof AccessTokenRefusedError) {
      throw new ApiError(ErrorCode.networkReconnectRequired, {
        message:
          'Instagram ya no acepta la autorización guardada. Vuelve a conectar tu cuenta para descargar tus historias.',
      });
    }
    throw error;
  }
}

interface SavedStory {
  story: GraphStory;
  userNetwork: string;
  filePath: string;
  thumbnailPath: string | null;
}

/**
 * Stores one story's media (and a video's still) in the media folder; `saved` collects every
 * path written, so a failure later can take them all back. A story whose bytes are no image or
 * video this server serves is passed over.
 */
async function saveStoryMedia(
  deps: StoryDownloadDeps,
  story: GraphStory,
  saved: string[],
): Promise<Pick<SavedStory, 'filePath' | 'thumbnailPath'> | null> {
  const limits = deps.limits ?? STORY_DOWNLOAD_LIMITS;
  const bytes = await downloadMedia(story.media_url, limits);
  const extension = extensionOf(bytes);
  if (!extension) return null;
  const filePath = await saveMedia(deps.mediaDir, STORY_FOLDER, extension, bytes);
  saved.push(filePath);
  let thumbnailPath: string | null = null;
  if (story.thumbnail_url && (extension === 'mp4' || extension === 'mov')) {
    const still = await downloadMedia(story.thumbnail_url, limits);
    const stillExtension = extensionOf(still);
    if (stillExtension === 'jpg' || stillExtension === 'png') {
      thumbnailPath = await saveMedia(deps.mediaDir, STORY_FOLDER, stillExtension, still);
      saved.push(thumbnailPath);
    }
  }
  return { filePath, thumbnailPath };
}

/**
 * `social/download-stories/`: reads the current stories of each of the creator's verified
 * Instagram connections and keeps the new ones, media bytes downloaded into the media folder so
 * they outlive Instagram's 24 hours. All of Graph is read, and every file fetched, before any row
 * is written: a failure anywhere (502, or 409 to reconnect) leaves nothing behind. Stories kept
 * before are not fetched again.
 */
export async function downloadStories(deps: StoryDownloadDeps, userId: string): Promise<void> {
  const connections = await deps.db
    .selectFrom('user_networks')
    .select('uuid')
    .where('user_id', '=', userId)
    .where('network', '=', 'instagram')
    .where('connected', '=', true)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();
  if (connections.length === 0) throw new ApiError(ErrorCode.instagramNotConnected);

  const listed: { story: GraphStory; userNetwork: string }[] = [];
  for (const { uuid } of connections) {
    for (const story of await readStories(deps, uuid)) listed.push({ story, userNetwork: uuid });
  }
  const known = await storedStoryIds(
    deps.db,
    userId,
    listed.map(({ story }) => story.id),
  );
  const fresh = listed.filter(
    ({ story }, index) =>
      !known.has(story.id) && listed.findIndex((other) => other.story.id === story.id) === index,
  );
  if (fresh.length === 0) return;

  const written: string[] = [];
  let saved: SavedStory[] = [];
  let kept: Set<string>;
  try {
    // One at a time: a story's video is held in memory while it is written.
    for (const entry of fresh) {
      const media = await redeemFor(LABEL, () => saveStoryMedia(deps, entry.story, written));
      if (media) saved.push({ ...entry, ...media });
    }
    kept = await insertStories(deps, userId, saved);
  } catch (error) {
    await Promise.all(written.map((path) => deleteMedia(deps.mediaDir, path)));
    throw error;
  }
  // A download running at the same time kept some first: its files stay, these go.
  saved = saved.filter((entry) => !kept.has(entry.filePath));
  await Promise.all(
    saved.flatMap((entry) => [
      deleteMedia(deps.mediaDir, entry.filePath),
      deleteMedia(deps.mediaDir, entry.thumbnailPath),
    ]),
  );
}

/** Writes the rows of the stories saved; answers the file paths of the rows written. */
async function insertStories(
  deps: StoryDownloadDeps,
  userId: string,
  saved: readonly SavedStory[],
): Promise<Set<string>> {
  if (saved.length === 0) return new Set();
  const now = deps.now();
  const inserted = await deps.db
    .insertInto('instagram_stories')
    .values(
      saved.map((entry) => ({
        id: randomUUID(),
        user_id: userId,
        user_network: entry.userNetwork,
        story_id: entry.story.id,
        // docs/PRODUCT.md §9: the stored file's extension decides.
        media_type: isVideoFileName(entry.filePath) ? ('video' as const) : ('image' as const),
        file_path: entry.filePath,
        thumbnail_path: entry.thumbnailPath,
        permalink: entry.story.permalink,
        taken_at: entry.story.timestamp,
        fetched_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'story_id']).doNothing())
    .returning('file_path')
    .execute();
  return new Set(inserted.map((row) => row.file_path));
}
