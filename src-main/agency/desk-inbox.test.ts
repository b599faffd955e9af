import { describe, expect, it } from 'vitest';
import type { CastingApplication, CastingCall } from '../../src-shared/domain/casting-call';
import { deskLinesOf, dueState } from './desk-inbox';
import { deskRowOf } from './desk-rows';
import type { DeskSource } from './desk-source';
import {
  NOW,
  deskAccount,
  deskCollaboration,
  deskItem,
  deskNetwork,
  deskProposal,
  deskSource,
  deskUser,
  withCollaborations,
} from './desk-test-support';

const EXTRAS = {
  group: null,
  note: '',
  refresh: 'idle',
  refreshError: null,
  openLines: 0,
} as const;

function linesOf(source: DeskSource, now = NOW) {
  const row = deskRowOf(source, { ...EXTRAS, now });
  return deskLinesOf(source, row, now);
}

/** A finished profile, so only the line under test shows. */
const finishedUser = deskUser({
  first_name: 'Ana',
  last_name: 'López',
  question_text: 'Cocino.',
  telephone: '+52 55 1234 5678',
  vanity_name: 'ana.cocina',
  meta_info: {
    ...deskUser().meta_info,
    birthday: '1995-04-12',
    gender: 'female',
    relationship: 'single',
  },
});
const finished = (overrides: Partial<DeskSource> = {}) => {
  const base = deskSource();
  return deskSource({
    snapshot: {
      ...base.snapshot!,
      user: finishedUser,
      networks: [deskNetwork()],
      briefcase: [{ id: 'piece' } as never],
      prices: [{ id: 'price' } as never],
    },
    ...overrides,
  });
};
const brandSource = (overrides: Partial<DeskSource> = {}) =>
  deskSource({
    account: deskAccount({ id: 'embedded#brand-1', role: 'brand', displayName: 'Café Aurora' }),
    snapshot: { ...deskSource().snapshot!, user: deskUser({ id: 'brand-1', role: 'brand' }) },
    ...overrides,
  });

describe('the agency inbox rules', () => {
  it('a finished creator with nothing waiting has no line', () => {
    expect(linesOf(finished())).toEqual([]);
  });

  it('lists proposals whose turn is this side; a new round is a new line', () => {
    const waiting = deskProposal({ id: 'p-1', turn: 'creator' });
    const theirs = deskProposal({ id: 'p-2', turn: 'brand', status: 'countered' });
    const source = finished({ openProposals: { count: 2, results: [waiting, theirs] } });
    const lines = linesOf(source);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: 'proposal_to_answer',
      subject: 'Café Aurora',
      target: { screen: 'proposal', id: 'p-1' },
      accountId: 'embedded#user-1',
    });
    const countered = deskProposal({
      id: 'p-1',
      status: 'countered',
      rounds: [...waiting.rounds, { ...waiting.rounds[0]!, id: 'round-2', author: 'brand' }],
    });
    const next = linesOf(finished({ openProposals: { count: 1, results: [countered] } }));
    expect(next[0]!.id).not.toBe(lines[0]!.id);
    // The brand's side sees the counter the creator sent, named after the creator.
    const brandLines = linesOf(brandSource({ openProposals: { count: 1, results: [theirs] } }));
    expect(brandLines).toMatchObject([{ kind: 'proposal_to_answer', subject: 'Ana López' }]);
  });

  it('tells a creator of applications the brand moved in the last 14 days', () => {
    const application = (status: CastingApplication['status'], updated_at: string) =>
      ({
        id: `app-${status}-${updated_at}`,
        casting_call_title: 'Recetas navideñas',
        status,
        updated_at,
      }) as CastingApplication;
    const lines = linesOf(
      finished({
        applications: [
          application('applied', '2026-12-06T10:00:00.000Z'),
          application('accepted', '2026-12-06T10:00:00.000Z'),
          application('declined', '2026-11-01T10:00:00.000Z'),
        ],
      }),
    );
    expect(lines).toMatchObject([
      { kind: 'application_news', subject: 'Recetas navideñas', target: { screen: 'myWork' } },
    ]);
  });

  it('tells a brand of its open calls with applicants; one more applicant is news again', () => {
    const call = (count: number, status: CastingCall['status'] = 'open') =>
      ({
        id: 'call-1',
        title: 'Verano 2027',
        status,
        applications_count: count,
        updated_at: '2026-12-06T10:00:00.000Z',
      }) as CastingCall;
    const [first] = linesOf(brandSource({ castingCalls: [call(2)] }));
    expect(first).toMatchObject({ kind: 'applicants_waiting', count: 2, subject: 'Verano 2027' });
    const [again] = linesOf(brandSource({ castingCalls: [call(3)] }));
    expect(again!.id).not.toBe(first!.id);
    expect(linesOf(brandSource({ castingCalls: [call(0), call(4, 'closed')] }))).toEqual([]);
  });

  it('asks the creator for what the items need now, on the market calendar', () => {
    const items = [
      deskItem({ id: 'due-far', due_date: '2026-12-30' }),
      deskItem({ id: 'due-soon', due_date: '2026-12-09', number: 2 }),
      deskItem({ id: 'late', due_date: '2026-12-01', number: 3 }),
      deskItem({ id: 'changes', status: 'changes_requested', revisions_used: 1, number: 4 }),
      deskItem({ id: 'approved', status: 'approved', number: 5 }),
      deskItem({ id: 'submitted', status: 'draft_submitted', number: 6 }),
      deskItem({ id: 'published', status: 'published', due_date: '2026-12-01', number: 7 }),
    ];
    const lines = linesOf(finished(withCollaborations([deskCollaboration(items)])));
    const byItem = Object.fromEntries(
      lines.map((line) => [
        line.target.screen === 'collaboration' ? line.target.itemId : '',
        [line.kind, line.due],
      ]),
    );
    expect(byItem).toEqual({
      'due-soon': ['draft_to_hand_in', 'soon'],
      late: ['draft_to_hand_in', 'late'],
      changes: ['changes_asked', null],
      approved: ['publish_approved', null],
    });
    expect(lines.find((line) => line.kind === 'changes_asked')).toMatchObject({
      subject: 'Café Aurora',
      item: { network: 'instagram', content_type: 'reel', number: 4 },
    });
  });

  it('asks for no hand-in before the brand paid', () => {
    const unpaid = deskCollaboration([deskItem({ due_date: '2026-12-08' })], {
      money_status: 'unfunded',
    });
    expect(linesOf(finished(withCollaborations([unpaid])))).toEqual([]);
  });

  it('an item going from due soon to late is news again', () => {
    const collaboration = deskCollaboration([deskItem({ due_date: '2026-12-08' })]);
    const [soon] = linesOf(finished(withCollaborations([collaboration])));
    const [late] = linesOf(
      finished(withCollaborations([collaboration])),
      new Date('2026-12-10T18:00:00.000Z'),
    );
    expect([soon!.due, late!.due]).toEqual(['soon', 'late']);
    expect(late!.id).not.toBe(soon!.id);
  });

  it('asks a brand to review drafts and tells it of late items', () => {
    const items = [
      deskItem({ id: 'review', status: 'draft_submitted', waiting_since: '2026-12-06T09:00:00Z' }),
      deskItem({ id: 'late', due_date: '2026-12-02' }),
      deskItem({ id: 'fine', due_date: '2026-12-08' }),
    ];
    const lines = linesOf(brandSource(withCollaborations([deskCollaboration(items)])));
    expect(lines.map((line) => [line.kind, line.subject])).toEqual([
      ['draft_to_review', 'Ana López'],
      ['item_late', 'Ana López'],
    ]);
  });

  it('warns of access ending within 7 days, expired or revoked, judged at the time of reading', () => {
    const networks = [
      deskNetwork({
        uuid: 'tt',
        network: 'tiktok',
        username: 'ana.tt',
        access: { state: 'ok', expires_at: '2026-12-10T00:00:00.000Z', reason: null },
      }),
      deskNetwork({
        uuid: 'yt',
        network: 'youtube',
        username: 'AnaCocina',
        access: { state: 'revoked', expires_at: null, reason: 'Revocado' },
      }),
      deskNetwork({
        uuid: 'tw',
        network: 'twitch',
        access: { state: 'ok', expires_at: '2027-02-01T00:00:00.000Z', reason: null },
      }),
      deskNetwork({ uuid: 'typed', network: 'blog', access: null }),
    ];
    const base = finished();
    const lines = linesOf(finished({ snapshot: { ...base.snapshot!, networks } }));
    expect(lines.map((line) => [line.kind, line.network, line.subject])).toEqual([
      ['access_expiring', 'tiktok', 'ana.tt'],
      ['access_lost', 'youtube', 'AnaCocina'],
    ]);
  });

  it('says when the figures are older than 30 days, and when the profile is unfinished', () => {
    const old = deskNetwork({
      metrics: {
        values: { followers_count: 10 },
        read_at: '2026-10-01T00:00:00.000Z',
        source: 'manual',
      },
    });
    const base = finished();
    const lines = linesOf(finished({ snapshot: { ...base.snapshot!, networks: [old] } }));
    expect(lines).toMatchObject([{ kind: 'figures_old', count: 67 }]);
    const fresh = linesOf(deskSource());
    expect(fresh).toMatchObject([
      { kind: 'profile_unfinished', count: 9, target: { screen: 'profile' } },
    ]);
  });
});

describe('dueState', () => {
  it('reads the day on the Mexico City calendar', () => {
    // 03:00 UTC on the 8th is still the 7th in Mexico City.
    const lateEvening = new Date('2026-12-08T03:00:00.000Z');
    expect(dueState('2026-12-07', lateEvening)).toBe('soon');
    expect(dueState('2026-12-06', lateEvening)).toBe('late');
    expect(dueState('2026-12-09', lateEvening)).toBe('soon');
    expect(dueState('2026-12-10', lateEvening)).toBeNull();
  });
});
