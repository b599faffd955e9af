import type { ListPage } from '../../src-shared/api/envelope';
import type { MediaKit } from '../../src-shared/domain/media-kit';
import type { NetworkConnection } from '../../src-shared/domain/network';
import { emptyMetaInfo, type Role, type User } from '../../src-shared/domain/user';
import type { AccountSummary, AppSettings, SessionState } from '../../src-shared/bridge/contract';
import type { BridgeErrorPayload, BridgeOutcome } from '../../src-shared/bridge/bridge-error';

export const ok = <T>(value: T): BridgeOutcome<T> => ({ ok: true, value });

export const fail = (
  code: string,
  extra: Partial<Omit<BridgeErrorPayload, 'code'>> = {},
): BridgeOutcome<never> => ({
  ok: false,
  error: { status: 400, message: `server says ${code}`, ...extra, code },
});

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ana@example.com',
    role: 'influencer',
    permissions: [],
    first_name: 'Ana',
    last_name: 'López',
    profile_image: null,
    question_text: '',
    telephone: '',
    country: 'MX',
    meta_info: emptyMetaInfo(),
    vanity_name: null,
    ...overrides,
  };
}

export function anAccount(user: User): AccountSummary {
  return {
    id: `account-${user.id}`,
    email: user.email,
    role: user.role,
    displayName: `${user.first_name} ${user.last_name}`.trim() || user.email,
    avatarUrl: user.profile_image,
    server: 'embedded',
    syncedAt: null,
  };
}

export const signedOutSession = (): SessionState => ({
  user: null,
  activeAccountId: null,
  accounts: [],
});

/** A session whose active account has the given role (`null` = still has to choose one). */
export function aSession(
  role: Role | null = 'influencer',
  overrides: Partial<User> = {},
): SessionState {
  const user = aUser({ role, ...overrides });
  const account = anAccount(user);
  return { user, activeAccountId: account.id, accounts: [account] };
}

export function aNetwork(overrides: Partial<NetworkConnection> = {}): NetworkConnection {
  return {
    uuid: 'network-1',
    network: 'instagram',
    username: 'ana.crea',
    name: 'Ana Crea',
    followers: 12345,
    connected: true,
    is_channel: false,
    url: '',
    metrics: null,
    trend: { points: [], change_30d: null },
    access: null,
    ...overrides,
  };
}

/** A first page holding every item, as the core API answers a short list. */
export function aListPage<T>(results: T[]): ListPage<T> {
  return { results, count: results.length, page: 1, size_page: 20 };
}

/** This desktop's settings: the embedded core API and the default data folder. */
export function anAppSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    apiMode: 'embedded',
    apiBaseUrl: null,
    language: 'es-MX',
    dataDir: '/home/ana/.config/marca-creadores',
    pendingDataDir: null,
    storiesBaseUrl: null,
    ...overrides,
  };
}

/** A creator's media kit as main reads it, fresh from the core API (no figures yet). */
export function aMediaKit(overrides: Partial<MediaKit> = {}): MediaKit {
  return {
    accountId: 'account-user-1',
    name: 'Ana López',
    handle: 'ana.crea',
    bio: '',
    category: 'other',
    country: 'MX',
    languages: ['es'],
    photo: null,
    networks: [],
    prices: [],
    highlights: [],
    collaborations: [],
    synced_at: '2026-01-15T12:00:00.000Z',
    ...overrides,
  };
}
