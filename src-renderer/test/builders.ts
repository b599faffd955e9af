import type { ListPage } from '../../src-shared/api/envelope';
import type { NetworkConnection } from '../../src-shared/domain/network';
import { emptyMetaInfo, type Role, type User } from '../../src-shared/domain/user';
import type { AccountSummary, SessionState } from '../../src-shared/bridge/contract';
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
    ...overrides,
  };
}

/** A first page holding every item, as the core API answers a short list. */
export function aListPage<T>(results: T[]): ListPage<T> {
  return { results, count: results.length, page: 1, size_page: 20 };
}
