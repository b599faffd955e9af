import { describe, expect, it } from 'vitest';
import { deskRowOf } from './desk-rows';
import {
  NOW,
  deskCollaboration,
  deskItem,
  deskNetwork,
  deskSource,
  withCollaborations,
} from './desk-test-support';

const EXTRAS = {
  group: 'Moda',
  note: 'Prefiere WhatsApp',
  refresh: 'idle',
  refreshError: null,
  openLines: 2,
  now: NOW,
} as const;

describe('a roster row from an account copy', () => {
  it('sums followers, names the largest network and sums the 30-day change', () => {
    const base = deskSource();
    const networks = [
      deskNetwork({
        uuid: 'ig',
        network: 'instagram',
        metrics: {
          values: { followers_count: 12_000, er: 4.2 },
          read_at: '2026-12-05T10:00:00.000Z',
          source: 'instagram',
        },
        trend: {
          points: [],
          change_30d: { followers: 2_000, percent: 20, since: '2026-11-05T00:00:00Z' },
        },
      }),
      deskNetwork({
        uuid: 'yt',
        network: 'youtube',
        metrics: {
          values: { subscribers_count: 3_000 },
          read_at: '2026-12-01T10:00:00.000Z',
          source: 'youtube',
        },
        trend: {
          points: [],
          change_30d: { followers: -500, percent: -14.29, since: '2026-11-01T00:00:00Z' },
        },
      }),
    ];
    const row = deskRowOf(deskSource({ snapshot: { ...base.snapshot!, networks } }), EXTRAS);
    expect(row).toMatchObject({
      mainNetwork: 'instagram',
      followers: 15_000,
      er: 4.2,
      // +1,500 over the 13,500 there were.
      change30d: { followers: 1_500, percent: 11.11 },
      figuresReadAt: '2026-12-01T10:00:00.000Z',
      group: 'Moda',
      note: 'Prefiere WhatsApp',
      openLines: 2,
      name: 'Ana López',
      handle: 'ana.cocina',
    });
  });

  it('counts the home meter, open proposals, collaborations and the next due date', () => {
    const collaborations = [
      deskCollaboration([deskItem({ due_date: '2026-12-15' })], { id: 'c1' }),
      deskCollaboration([deskItem({ id: 'i2', due_date: '2026-12-11' })], { id: 'c2' }),
      deskCollaboration([deskItem({ id: 'i3', due_date: '2026-12-09' })], {
        id: 'c3',
        status: 'completed',
      }),
    ];
    const row = deskRowOf(
      deskSource({
        openProposals: { count: 3, results: [] },
        ...withCollaborations(collaborations),
      }),
      EXTRAS,
    );
    expect(row).toMatchObject({
      completeness: { done: 0, total: 9 },
      openProposals: 3,
      collaborationsInProgress: 2,
      nextDueDate: '2026-12-11',
      followers: null,
      mainNetwork: null,
    });
  });

  it('calls a copy stale after a day, when never synced, or when its refresh failed', () => {
    const base = deskSource();
    const at = (synced_at: string) => deskSource({ snapshot: { ...base.snapshot!, synced_at } });
    expect(deskRowOf(at('2026-12-07T10:00:00.000Z'), EXTRAS).stale).toBe(false);
    expect(deskRowOf(at('2026-12-06T10:00:00.000Z'), EXTRAS).stale).toBe(true);
    expect(
      deskRowOf(at('2026-12-07T10:00:00.000Z'), {
        ...EXTRAS,
        refresh: 'failed',
        refreshError: 'network',
      }),
    ).toMatchObject({ stale: true, refresh: 'failed', refreshError: 'network' });
    expect(
      deskRowOf(
        deskSource({ snapshot: null, account: { ...base.account, syncedAt: null } }),
        EXTRAS,
      ).stale,
    ).toBe(true);
  });

  it('a brand row has no figures nor meter', () => {
    const base = deskSource();
    const row = deskRowOf(
      deskSource({
        account: { ...base.account, role: 'brand', displayName: 'Café Aurora', handle: null },
        snapshot: {
          ...base.snapshot!,
          user: { ...base.snapshot!.user!, role: 'brand' },
          networks: [deskNetwork()],
        },
      }),
      EXTRAS,
    );
    expect(row).toMatchObject({
      role: 'brand',
      followers: null,
      completeness: null,
      accessAlerts: [],
    });
  });
});
