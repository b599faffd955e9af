import type { NetworkConnection } from '../../src-shared/domain/network';
import { grantStateAt } from '../../src-shared/rules/network-access';
import {
  DESK_STALE_COPY_HOURS,
  type DeskAccessAlert,
  type DeskRefreshState,
  type DeskRow,
} from '../../src-shared/domain/agency-desk';
import { profileProgress } from '../../src-shared/domain/profile-meter';
import type { DeskSource } from './desk-source';

const HOUR_MS = 60 * 60 * 1000;

/** What the desk adds to a copy: this desktop's group and note, and the refresh's standing. */
export interface DeskRowExtras {
  group: string | null;
  note: string;
  refresh: DeskRefreshState;
  refreshError: string | null;
  openLines: number;
  now: Date;
}

const followersOf = (network: NetworkConnection) =>
  network.metrics?.values.followers_count ??
  network.metrics?.values.subscribers_count ??
  network.followers;

/**
 * A network's access the creator must renew: expired or revoked, or ending within
 * ACCESS_EXPIRY_WARNING_DAYS. The state is judged again from `expires_at` at `now`, since a copy
 * read days ago said "ok" about a grant that may be ending by now.
 */
export function accessAlertOf(network: NetworkConnection, now: Date): DeskAccessAlert | null {
  const access = network.access;
  if (!access) return null;
  const base = { network: network.network, username: network.username };
  if (access.state === 'revoked' || access.state === 'expired') {
    return { ...base, state: access.state, expires_at: access.expires_at };
  }
  const state = grantStateAt(access.expires_at, now);
  if (state !== 'ok') return { ...base, state, expires_at: access.expires_at };
  return null;
}

/** The creator's figures over every network: total, the main network, the 30-day change. */
function figuresOf(networks: readonly NetworkConnection[]) {
  if (networks.length === 0) {
    return { mainNetwork: null, followers: null, er: null, change30d: null, figuresReadAt: null };
  }
  const main = networks.reduce((best, network) =>
    followersOf(network) > followersOf(best) ? network : best,
  );
  const followers = networks.reduce((sum, network) => sum + followersOf(network), 0);
  const changes = networks.flatMap((network) =>
    network.trend?.change_30d ? [network.trend.change_30d] : [],
  );
  let change30d: DeskRow['change30d'] = null;
  if (changes.length > 0) {
    const gained = changes.reduce((sum, change) => sum + change.followers, 0);
    const before = followers - gained;
    change30d = {
      followers: gained,
      percent: before > 0 ? Math.round((gained / before) * 10_000) / 100 : null,
    };
  }
  const readDates = networks.flatMap((network) =>
    network.metrics ? [Date.parse(network.metrics.read_at)] : [],
  );
  return {
    mainNetwork: main.network,
    followers,
    er: main.metrics?.values.er ?? null,
    change30d,
    figuresReadAt: readDates.length > 0 ? new Date(Math.min(...readDates)).toISOString() : null,
  };
}

/** The earliest due date of an open item in a collaboration in progress. */
function nextDueOf(source: DeskSource): string | null {
  const dates = source.collaborations
    .filter((summary) => summary.status === 'active' && summary.next_due)
    .map((summary) => summary.next_due!.due_date)
    .sort();
  return dates[0] ?? null;
}

/** A copy that was never synced, or not for a day, or whose refresh just failed. */
export function isStale(syncedAt: string | null, refresh: DeskRefreshState, now: Date): boolean {
  if (refresh === 'failed' || !syncedAt) return true;
  return now.getTime() - Date.parse(syncedAt) > DESK_STALE_COPY_HOURS * HOUR_MS;
}

/** One roster row from an account's copy. */
export function deskRowOf(source: DeskSource, extras: DeskRowExtras): DeskRow {
  const { account, snapshot } = source;
  const user = snapshot?.user ?? null;
  const role = user?.role ?? account.role;
  const networks = role === 'influencer' ? (snapshot?.networks ?? []) : [];
  const completeness =
    role === 'influencer' && user
      ? profileProgress(user, {
          networks: networks.length,
          verifiedNetworks: networks.filter((network) => network.connected).length,
          portfolioPieces: snapshot?.briefcase?.length ?? 0,
          priceLines: snapshot?.prices?.length ?? 0,
        })
      : null;
  const syncedAt = snapshot?.synced_at ?? account.syncedAt;
  return {
    accountId: account.id,
    role,
    name: account.displayName,
    handle: account.handle ?? null,
    email: account.email,
    photo: source.photo,
    ...figuresOf(networks),
    completeness: completeness ? { done: completeness.done, total: completeness.total } : null,
    openProposals: source.openProposals?.count ?? 0,
    collaborationsInProgress: source.collaborations.filter((c) => c.status === 'active').length,
    nextDueDate: nextDueOf(source),
    accessAlerts: networks.flatMap((network) => accessAlertOf(network, extras.now) ?? []),
    syncedAt,
    stale: isStale(syncedAt, extras.refresh, extras.now),
    refresh: extras.refresh,
    refreshError: extras.refreshError,
    group: extras.group,
    note: extras.note,
    openLines: extras.openLines,
  };
}
