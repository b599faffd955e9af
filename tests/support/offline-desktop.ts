import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { Connectivity } from '../../src-shared/domain/media-kit';
import type { AddNetworkAnswer, SocialNetwork } from '../../src-shared/domain/network';
import type { Role, User } from '../../src-shared/domain/user';
import { CoreApiClient } from '../../src-main/api/core-api-client';
import { imageForm } from '../../src-main/api/image-form';
import type { EventSink } from '../../src-main/ipc/event-sink';
import { BriefcaseService } from '../../src-main/marketplace/briefcase-service';
import { PricingService } from '../../src-main/marketplace/pricing-service';
import { NetworkService } from '../../src-main/networks/network-service';
import { AccountSync } from '../../src-main/offline/account-sync';
import { AccountMediaKitSource } from '../../src-main/offline/media-kit-source';
import { OfflineReads } from '../../src-main/offline/offline-reads';
import { OfflineStore } from '../../src-main/offline/offline-store';
import { registerWithCoreApi } from '../../src-main/offline/kit-export-records';
import { PendingVerifications } from '../../src-main/offline/pending-verifications';
import { AccountRegistry } from '../../src-main/session/account-registry';
import { SessionService } from '../../src-main/session/session-service';
import { startServer, type RunningServer } from '../../src-server/index';
import { MemoryTokenStore } from './memory-token-store';
import { fromTemplate } from './test-database';

/** Nothing listens on port 9 (discard) here: calls fail as a core API that does not answer. */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';

/**
 * Main's session and offline parts as `createMainServices` wires them, against a real core API,
 * with a switch that points the client at a dead address to go offline.
 */
export interface OfflineDesktop {
  dir: string;
  api: CoreApiClient;
  session: SessionService;
  store: OfflineStore;
  sync: AccountSync;
  reads: OfflineReads;
  kits: AccountMediaKitSource;
  /** Verification records of kits exported offline, registered by the account's next sync. */
  pending: PendingVerifications;
  networks: NetworkService;
  briefcase: BriefcaseService;
  pricing: PricingService;
  events: Array<{ event: string; payload: unknown }>;
  goOffline(): void;
  goOnline(): void;
}

export async function offlineDesktop(serverUrl: string): Promise<OfflineDesktop> {
  const dir = await mkdtemp(join(tmpdir(), 'offline-desktop-'));
  const target = { url: serverUrl };
  const events: OfflineDesktop['events'] = [];
  const sink: EventSink = { emit: (event, payload) => events.push({ event, payload }) };
  const api = new CoreApiClient({ baseUrl: async () => target.url, retryDelaysMs: [] });
  const store = new OfflineStore(dir);
  // Sign-ins here do not sync by themselves: each test syncs when it means to.
  const session = new SessionService({
    api,
    tokens: new MemoryTokenStore(),
    registry: new AccountRegistry(dir),
    events: sink,
    serverKey: async () => 'embedded',
    hooks: {
      activated: (accountId) => store.reopen(accountId),
      forgotten: (accountId) => store.remove(accountId),
    },
  });
  const pending = new PendingVerifications({
    folderFor: (accountId) => store.folderFor(accountId),
    register: registerWithCoreApi(api, session),
    log: () => undefined,
  });
  const sync = new AccountSync({
    api,
    session,
    store,
    log: () => undefined,
    pendingRecords: pending,
  });
  return {
    dir,
    api,
    session,
    store,
    sync,
    reads: new OfflineReads({ session, store, sync, log: () => undefined }),
    kits: new AccountMediaKitSource({ session, store, sync, pending }),
    pending,
    networks: new NetworkService(api, session),
    briefcase: new BriefcaseService(api, session),
    pricing: new PricingService(api, session),
    events,
    goOffline: () => {
      target.url = UNREACHABLE_URL;
    },
    goOnline: () => {
      target.url = serverUrl;
    },
  };
}

export interface CoreApiForTests {
  /** The running core API; read it inside tests, once `beforeAll` has started it. */
  readonly server: RunningServer;
  /** A fresh desktop (its own folder, no accounts) on that core API. */
  desktop(): Promise<OfflineDesktop>;
}

/** A core API (PGlite in memory) for the calling test file: started before its tests, closed after. */
export function coreApiForTests(): CoreApiForTests {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer({
      ...fromTemplate(),
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
    });
  });
  afterAll(() => running?.close());
  const server = (): RunningServer => {
    if (!running) throw new Error('the core API starts in beforeAll: use it inside tests');
    return running;
  };
  return {
    get server() {
      return server();
    },
    desktop: () => offlineDesktop(server().url),
  };
}

export async function picture(color: string, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: color } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A header-only MP4 (`ftyp` box) is enough for the core API to take it as a video. */
const MP4 = Uint8Array.from([
  0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d,
  0x6d, 0x70, 0x34, 0x31,
]);

async function signUp(desktop: OfflineDesktop, role: Role): Promise<string> {
  const state = await desktop.session.signUp({
    email: `offline.${randomUUID().slice(0, 8)}@ejemplo.mx`,
    password: 'contraseña-1',
  });
  await desktop.session.defineRole({ role });
  return state.activeAccountId!;
}

export interface CreatorSeed {
  networks: Array<{ network: SocialNetwork; followers: number }>;
  /** Briefcase pieces in upload order. */
  pieces: Array<{ title: string; kind: 'image' | 'video' }>;
  withPhoto?: boolean;
}

/** A creator signed up on this desktop (now its active account) with a full profile. */
export async function signUpCreator(
  desktop: OfflineDesktop,
  seed: CreatorSeed = {
    networks: [{ network: 'instagram', followers: 25_000 }],
    pieces: [{ title: 'Receta de mole', kind: 'image' }],
    withPhoto: true,
  },
): Promise<{ accountId: string; user: User }> {
  const accountId = await signUp(desktop, 'influencer');
  const { api, session } = desktop;
  const put = (body: unknown) =>
    session.withActiveToken((token) => api.put<User>(ApiPath.profile, body, { token }));
  await put({
    first_name: 'Sofía',
    last_name: 'Ramírez',
    birthday: '1995-03-01',
    question_text: 'Cocina mexicana para todos los días.',
  });
  await put({ country: 'MX', telephone: '+52 55 1234 5678', languages: ['es', 'en'] });
  await put({ gender: 'female', scholarship: 'bachelor' });
  let user = await put({ vanity_name: `sofia_${randomUUID().slice(0, 6)}` });
  for (const network of seed.networks) {
    await session.withActiveToken((token) =>
      api.post<AddNetworkAnswer>(
        ApiPath.addNetwork,
        { ...network, username: `cuenta.${randomUUID().slice(0, 6)}` },
        { token },
      ),
    );
  }
  await session.withActiveToken((token) =>
    api.post(
      ApiPath.pricing,
      { network: 'instagram', content_type: 'post', price: 350 },
      { token },
    ),
  );
  let hue = 0;
  for (const piece of seed.pieces) {
    hue += 40;
    const bytes =
      piece.kind === 'image' ? await picture(`hsl(${hue}, 70%, 50%)`) : Buffer.from(MP4);
    await desktop.briefcase.add({
      bytes,
      fileName: piece.kind === 'image' ? `${piece.title}.jpg` : `${piece.title}.mp4`,
      title: piece.title,
    } as Parameters<BriefcaseService['add']>[0]);
  }
  if (seed.withPhoto) {
    user = await session.withActiveToken(async (token) =>
      api.put<User>(
        ApiPath.profileImage,
        imageForm('profile_image', await picture('#2e86de'), 'yo.jpg'),
        { token },
      ),
    );
  }
  return { accountId, user };
}

export async function signUpBrand(desktop: OfflineDesktop): Promise<string> {
  return signUp(desktop, 'brand');
}

/** The connectivity events a desktop's sink received, in order. */
export function connectivityEvents(desktop: OfflineDesktop): Connectivity[] {
  return desktop.events
    .filter((event) => event.event === 'connectivityChanged')
    .map((event) => event.payload as Connectivity);
}
