import { ApiPath, StoriesPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { ListPage } from '../../src-shared/api/envelope';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { BridgeParsedArgs, SavedFileAnswer } from '../../src-shared/bridge/contract';
import type { DownloadedStory, InstagramStory } from '../../src-shared/domain/instagram-story';
import { CoreApiClient } from '../api/core-api-client';
import type { FileDialogs } from '../exports/ports';
import type { SessionService } from '../session/session-service';
import { storyFileKind, storyFileName } from './saved-file-names';
import { saveWithDialog } from './save-file';

/** Where the stories service (the spec's `v2`) answers, resolved per call from settings. */
export interface StoriesBase {
  url: string;
  /**
   * True when it is the core API's own `/v2`: then a 401 means the session expired. A service
   * elsewhere refusing the token is that service's problem, never a reason to sign out.
   */
  own: boolean;
}

export interface StoriesServiceParts {
  api: CoreApiClient;
  session: SessionService;
  dialogs: FileDialogs;
  storiesBase: () => Promise<StoriesBase>;
}

/**
 * The core API reads Graph and fetches every new story's files (up to 60 s each) before it
 * answers, so this call may take minutes; a 502 there is Instagram's, not worth repeating.
 */
const DOWNLOAD_STORIES_TIMEOUT_MS = 5 * 60_000;
/** The core API keeps story files of up to 100 MB. */
const STORY_FILE_MAX_BYTES = 100 * 1024 * 1024;
const STORY_FILE_TIMEOUT_MS = 2 * 60_000;

const foreignServiceRefused = () =>
  new BridgeError({
    status: 502,
    code: ErrorCode.providerUnavailable,
    message:
      'El servicio de historias no aceptó tu sesión. Revisa su dirección en Configuración o déjala en blanco para usar la del servidor.',
  });

const unexpectedStory = () =>
  new BridgeError({
    status: 502,
    code: ErrorCode.internal,
    message: 'El servicio de historias respondió algo inesperado. Inténtalo de nuevo.',
  });

const notStoryMedia = () =>
  new BridgeError({
    status: 415,
    code: ErrorCode.unsupportedMediaType,
    message: 'El archivo de la historia no es la imagen o el video que se esperaba.',
  });

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//i.test(value);

/** What the renderer shows and main downloads must be a story with web addresses, nothing else. */
function checkedStory(value: InstagramStory): InstagramStory {
  const ok =
    typeof value === 'object' &&
    value !== null &&
    typeof value.id === 'string' &&
    (value.media_type === 'image' || value.media_type === 'video') &&
    isHttpUrl(value.media_url) &&
    (value.thumbnail_url === null || isHttpUrl(value.thumbnail_url)) &&
    typeof value.permalink === 'string' &&
    typeof value.taken_at === 'string';
  if (!ok) throw unexpectedStory();
  return value;
}

/** A creator's Instagram stories: downloaded by the core API, read from the stories service. */
export class StoriesService {
  constructor(private readonly parts: StoriesServiceParts) {}

  download({ page }: BridgeParsedArgs<'downloadStories'>): Promise<ListPage<DownloadedStory>> {
    const { api, session } = this.parts;
    return session.withActiveToken((token) =>
      api.get<ListPage<DownloadedStory>>(ApiPath.downloadStories, {
        token,
        query: { page },
        timeoutMs: DOWNLOAD_STORIES_TIMEOUT_MS,
        retry: false,
      }),
    );
  }

  async getStory({ id }: BridgeParsedArgs<'getStory'>): Promise<InstagramStory> {
    const base = await this.base();
    const story = await this.parts.session.withActiveToken(async (token) => {
      try {
        return await clientFor(base).get<InstagramStory>(StoriesPath.historia(id), { token });
      } catch (error) {
        if (!base.own && error instanceof BridgeError && error.status === 401) {
          throw foreignServiceRefused();
        }
        throw error;
      }
    });
    return checkedStory(story);
  }

  /**
   * The story's image or video, checked against what the story says it is, then the native save
   * dialog and an atomic write. Media files are public: no token goes with them.
   */
  async saveFile({ id }: BridgeParsedArgs<'saveStoryFile'>): Promise<SavedFileAnswer> {
    const story = await this.getStory({ id });
    const base = await this.base();
    const { bytes } = await clientFor(base).getBytes(story.media_url, {
      maxBytes: STORY_FILE_MAX_BYTES,
      timeoutMs: STORY_FILE_TIMEOUT_MS,
    });
    const kind = storyFileKind(story, bytes);
    if (!kind) throw notStoryMedia();
    return saveWithDialog(this.parts.dialogs, {
      bytes,
      defaultName: storyFileName(story, kind),
      kind,
      title:
        story.media_type === 'video'
          ? 'Guardar video de la historia'
          : 'Guardar imagen de la historia',
    });
  }

  /** The embedded core API failing to start is, here too, a server that does not answer. */
  private async base(): Promise<StoriesBase> {
    try {
      return await this.parts.storiesBase();
    } catch (error) {
      if (error instanceof BridgeError) throw error;
      throw new BridgeError({
        status: 0,
        code: ErrorCode.network,
        message: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
      });
    }
  }
}

/**
 * A client of its own per call: the address may change in settings at any time, and a service
 * elsewhere that does not answer says nothing about the core API's reachability.
 */
function clientFor(base: StoriesBase): CoreApiClient {
  return new CoreApiClient({ baseUrl: async () => base.url });
}
