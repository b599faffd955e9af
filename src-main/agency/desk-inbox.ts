import {
  DESK_APPLICATION_NEWS_DAYS,
  DESK_DUE_SOON_HOURS,
  DESK_OLD_FIGURES_DAYS,
  type DeskLine,
  type DeskRow,
} from '../../src-shared/domain/agency-desk';
import type { Collaboration, CollaborationItem } from '../../src-shared/domain/collaboration';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import { marketToday } from '../../src-shared/rules/market-calendar';
import type { DeskSource } from './desk-source';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A line before this desktop's done/snooze is applied to it. */
export type FreshLine = Omit<DeskLine, 'state' | 'snoozedUntil'>;

const personName = (party: { first_name: string; last_name: string }) =>
  [party.first_name, party.last_name].filter(Boolean).join(' ');

/** On the market's calendar: past its day is late, within DESK_DUE_SOON_HOURS is soon. */
export function dueState(dueDate: string, now: Date): DeskLine['due'] {
  if (dueDate < marketToday(now)) return 'late';
  if (dueDate <= marketToday(new Date(now.getTime() + DESK_DUE_SOON_HOURS * HOUR_MS))) {
    return 'soon';
  }
  return null;
}

function line(
  source: DeskSource,
  fields: Pick<FreshLine, 'id' | 'kind' | 'at' | 'subject' | 'target'> & Partial<FreshLine>,
): FreshLine {
  return {
    accountId: source.account.id,
    item: null,
    network: null,
    count: null,
    due: null,
    ...fields,
  };
}

/** Proposals whose turn is this account's side: a new round makes a new line. */
function proposalLines(source: DeskSource, side: ProposalSide): FreshLine[] {
  return (source.openProposals?.results ?? [])
    .filter((proposal) => proposal.turn === side)
    .map((proposal) =>
      line(source, {
        id: `proposal_to_answer:${proposal.id}:${proposal.rounds.length}`,
        kind: 'proposal_to_answer',
        at: proposal.rounds.at(-1)?.created_at ?? proposal.updated_at,
        subject: side === 'creator' ? proposal.brand.name : personName(proposal.creator),
        target: { screen: 'proposal', id: proposal.id },
      }),
    );
}

/** A creator's applications the brand moved lately; a brand's open calls with applicants. */
function applicationLines(source: DeskSource, side: ProposalSide, now: Date): FreshLine[] {
  if (side === 'creator') {
    const since = now.getTime() - DESK_APPLICATION_NEWS_DAYS * DAY_MS;
    return source.applications
      .filter((application) => application.status !== 'applied')
      .filter((application) => Date.parse(application.updated_at) >= since)
      .map((application) =>
        line(source, {
          id: `application_news:${application.id}:${application.status}`,
          kind: 'application_news',
          at: application.updated_at,
          subject: application.casting_call_title,
          count: null,
          target: { screen: 'myWork' },
        }),
      );
  }
  return source.castingCalls
    .filter((call) => call.status === 'open' && call.applications_count > 0)
    .map((call) =>
      line(source, {
        // A new applicant changes the count: a new line.
        id: `applicants_waiting:${call.id}:${call.applications_count}`,
        kind: 'applicants_waiting',
        at: call.updated_at,
        subject: call.title,
        count: call.applications_count,
        target: { screen: 'castingCall', id: call.id },
      }),
    );
}

const OPEN_ITEM = new Set<CollaborationItem['status']>([
  'pending',
  'draft_submitted',
  'changes_requested',
  'approved',
]);

/** What an item asks of this side now, if anything. */
function itemKind(
  item: CollaborationItem,
  collaboration: Collaboration,
  side: ProposalSide,
  due: DeskLine['due'],
): DeskLine['kind'] | null {
  if (side === 'brand') {
    if (item.status === 'draft_submitted') return 'draft_to_review';
    return due === 'late' && OPEN_ITEM.has(item.status) ? 'item_late' : null;
  }
  if (item.status === 'changes_requested') return 'changes_asked';
  if (item.status === 'approved') return 'publish_approved';
  // Hand-ins are asked for once the brand paid (issue 32), and reach the desk when due soon.
  if (item.status === 'pending' && collaboration.money_status !== 'unfunded' && due) {
    return 'draft_to_hand_in';
  }
  return null;
}

function collaborationLines(source: DeskSource, side: ProposalSide, now: Date): FreshLine[] {
  const lines: FreshLine[] = [];
  for (const summary of source.collaborations) {
    if (summary.status !== 'active') continue;
    const collaboration = source.collaborationDetails.get(summary.id);
    if (!collaboration) continue;
    for (const item of collaboration.items) {
      const due = OPEN_ITEM.has(item.status) ? dueState(item.due_date, now) : null;
      const kind = itemKind(item, collaboration, side, due);
      if (!kind) continue;
      lines.push(
        line(source, {
          // A new status, round or due state (soon → late) is news again.
          id: `${kind}:${item.id}:${item.revisions_used}:${item.due_date}:${due ?? 'open'}`,
          kind,
          at: item.waiting_since ?? item.updated_at,
          subject:
            side === 'creator' ? collaboration.brand.name : personName(collaboration.creator),
          item: {
            network: item.network,
            content_type: item.content_type,
            number: item.number,
            due_date: item.due_date,
          },
          network: item.network,
          due,
          target: { screen: 'collaboration', id: collaboration.id, itemId: item.id },
        }),
      );
    }
  }
  return lines;
}

/** Access alerts, old figures and an unfinished profile, from the row built of the same copy. */
function creatorLines(source: DeskSource, row: DeskRow, now: Date): FreshLine[] {
  const at = row.syncedAt ?? now.toISOString();
  const lines: FreshLine[] = row.accessAlerts.map((alert) => {
    const network = (source.snapshot?.networks ?? []).find(
      (one) => one.network === alert.network && one.username === alert.username,
    );
    const kind = alert.state === 'expiring' ? 'access_expiring' : 'access_lost';
    return line(source, {
      id: `${kind}:${network?.uuid ?? alert.network}:${alert.state}:${alert.expires_at ?? 'none'}`,
      kind,
      at,
      subject: alert.username,
      network: alert.network,
      target: { screen: 'networks' },
    });
  });
  if (row.figuresReadAt) {
    const days = Math.floor((now.getTime() - Date.parse(row.figuresReadAt)) / DAY_MS);
    if (days > DESK_OLD_FIGURES_DAYS) {
      lines.push(
        line(source, {
          id: `figures_old:${source.account.id}:${row.figuresReadAt}`,
          kind: 'figures_old',
          at: row.figuresReadAt,
          subject: row.name,
          count: days,
          target: { screen: 'networks' },
        }),
      );
    }
  }
  const completeness = row.completeness;
  if (completeness && completeness.done < completeness.total) {
    lines.push(
      line(source, {
        // One line per account while gaps remain: each step saved is no news.
        id: `profile_unfinished:${source.account.id}`,
        kind: 'profile_unfinished',
        at,
        subject: row.name,
        count: completeness.total - completeness.done,
        target: { screen: 'profile' },
      }),
    );
  }
  return lines;
}

/** Everything an account's copy says is waiting for this desk (issue 33's inbox rules). */
export function deskLinesOf(source: DeskSource, row: DeskRow, now: Date): FreshLine[] {
  if (row.role !== 'influencer' && row.role !== 'brand') return [];
  const side: ProposalSide = row.role === 'brand' ? 'brand' : 'creator';
  return [
    ...proposalLines(source, side),
    ...applicationLines(source, side, now),
    ...collaborationLines(source, side, now),
    ...(side === 'creator' ? creatorLines(source, row, now) : []),
  ];
}
