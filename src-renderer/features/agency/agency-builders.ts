import type { SessionState } from '../../../src-shared/bridge/contract';
import type { DeskLine, DeskRow, DeskState } from '../../../src-shared/domain/agency-desk';
import type { User } from '../../../src-shared/domain/user';
import { anAccount, aUser } from '../../test/builders';

export const daysAgo = (days: number, now = Date.now()) =>
  new Date(now - days * 86_400_000).toISOString();

/** A creator's row with figures, fresh, nothing waiting. */
export function aDeskRow(overrides: Partial<DeskRow> = {}): DeskRow {
  return {
    accountId: 'account-user-1',
    role: 'influencer',
    name: 'Ana López',
    handle: 'ana.crea',
    email: 'ana@example.com',
    photo: null,
    mainNetwork: 'instagram',
    followers: 12_000,
    er: 3.5,
    change30d: { followers: 300, percent: 2.5 },
    figuresReadAt: daysAgo(2),
    completeness: { done: 9, total: 9 },
    openProposals: 0,
    collaborationsInProgress: 0,
    nextDueDate: null,
    accessAlerts: [],
    syncedAt: daysAgo(0.05),
    stale: false,
    refresh: 'done',
    refreshError: null,
    group: null,
    note: '',
    openLines: 0,
    ...overrides,
  };
}

export function aDeskLine(overrides: Partial<DeskLine> = {}): DeskLine {
  return {
    id: 'proposal_to_answer:proposal-1:1',
    accountId: 'account-user-1',
    kind: 'proposal_to_answer',
    at: daysAgo(1),
    subject: 'Café Aurora',
    item: null,
    network: null,
    count: null,
    due: null,
    target: { screen: 'proposal', id: 'proposal-1' },
    state: 'open',
    snoozedUntil: null,
    ...overrides,
  };
}

export function aDesk(rows: DeskRow[], lines: DeskLine[] = []): DeskState {
  return {
    rows,
    lines,
    openCount: lines.filter((line) => line.state === 'open').length,
    refreshing: 0,
    groups: [...new Set(rows.map((row) => row.group).filter((group) => group !== null))].sort(),
    builtAt: new Date().toISOString(),
  };
}

export const ana = aUser({ id: 'ana', first_name: 'Ana', last_name: 'López' });
export const jose = aUser({
  id: 'jose',
  first_name: 'José',
  last_name: 'Ñúñez',
  email: 'jose@crea.mx',
});
export const cafe = aUser({
  id: 'cafe',
  first_name: 'Café',
  last_name: 'Aurora',
  email: 'hola@cafeaurora.mx',
  role: 'brand',
});

/** A desktop holding these accounts, the first one in use. */
export function aDeskSession(users: User[] = [ana, jose, cafe], activeIndex = 0): SessionState {
  const accounts = users.map(anAccount);
  return { user: users[activeIndex]!, activeAccountId: accounts[activeIndex]!.id, accounts };
}

/** The rows of `aDeskSession`'s three accounts: two creators and a brand. */
export function threeRows(): DeskRow[] {
  return [
    aDeskRow({
      accountId: 'account-ana',
      name: 'Ana López',
      handle: 'ana.crea',
      followers: 12_000,
    }),
    aDeskRow({
      accountId: 'account-jose',
      name: 'José Ñúñez',
      handle: 'pepe.crea',
      email: 'jose@crea.mx',
      followers: 250_000,
      er: 1.2,
      change30d: { followers: -1_000, percent: -0.4 },
      group: 'Gaming',
      note: 'Prefiere que le escriban por la tarde',
    }),
    aDeskRow({
      accountId: 'account-cafe',
      role: 'brand',
      name: 'Café Aurora',
      handle: null,
      email: 'hola@cafeaurora.mx',
      mainNetwork: null,
      followers: null,
      er: null,
      change30d: null,
      figuresReadAt: null,
      completeness: null,
      openProposals: 2,
      openLines: 1,
    }),
  ];
}
