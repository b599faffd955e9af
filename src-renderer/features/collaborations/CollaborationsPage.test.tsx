import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  CollaborationSummary,
  ReviewQueueEntry,
} from '../../../src-shared/domain/collaboration';
import { aListPage, ok } from '../../test/builders';
import {
  aCollaboration,
  anItem,
  aVersion,
  collaborationIds,
} from '../../test/collaboration-builders';
import { renderAs } from '../../test/render-as';

function aSummary(overrides: Partial<CollaborationSummary> = {}): CollaborationSummary {
  const { items: _items, ...summary } = aCollaboration();
  return { ...summary, ...overrides };
}

describe('collaborations', () => {
  it('lists the creator’s collaborations with progress, the next item due and the late ones', async () => {
    const listCollaborations = vi.fn(async () =>
      ok(
        aListPage([
          aSummary({
            item_counts: { published: 1, pending: 2 },
            items_total: 3,
            late_count: 2,
            next_due: {
              id: collaborationIds.item,
              network: 'instagram',
              content_type: 'reel',
              number: 2,
              due_date: '2030-01-31',
              status: 'pending',
            },
          }),
        ]),
      ),
    );
    renderAs('influencer', '/my_work/collaborations', { listCollaborations });
    const list = await screen.findByRole('list', { name: 'Mis colaboraciones' });
    const row = within(list).getAllByRole('listitem')[0]!;
    expect(within(row).getByRole('link', { name: 'Café Aurora' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/collaborations/${collaborationIds.collaboration}?item=`),
    );
    expect(row).toHaveTextContent('1 de 3 piezas publicadas');
    expect(row).toHaveTextContent('Próxima: Reel 2 de Instagram · 31 de enero de 2030');
    expect(row).toHaveTextContent('2 atrasadas');
    expect(row).toHaveTextContent('USD 1,500.00');
  });

  it('says which collaborations the brand has not paid yet (issue 32)', async () => {
    const listCollaborations = vi.fn(async () =>
      ok(aListPage([aSummary({ money_status: 'unfunded' })])),
    );
    renderAs('influencer', '/my_work/collaborations', { listCollaborations });
    const list = await screen.findByRole('list', { name: 'Mis colaboraciones' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Pendiente de pago');
  });

  it('says what will appear when there is nothing yet', async () => {
    renderAs('influencer', '/my_work/collaborations');
    expect(await screen.findByText('Todavía no hay colaboraciones')).toBeVisible();
    expect(screen.getByText(/Cuando aceptes una propuesta/)).toBeVisible();
  });

  it('gives the brand its drafts to review, the longest waiting first, each leading to its item', async () => {
    const entry = (number: number, waiting: string): ReviewQueueEntry => {
      const item = anItem({
        id: `00000000-0000-4000-8000-0000000c0c0${number}`,
        number,
        status: 'draft_submitted',
        revisions_used: 1,
        waiting_since: waiting,
      });
      const { versions: _v, events: _e, figures: _f, figures_problem: _p, ...rest } = item;
      return {
        item: rest,
        collaboration: {
          id: collaborationIds.collaboration,
          brand: { id: 'b', name: 'Café Aurora', logo: null },
          creator: aCollaboration().creator,
          revision_rounds: 2,
        },
        version: aVersion(2),
        waiting_since: waiting,
      };
    };
    const listReviewQueue = vi.fn(async () =>
      ok(aListPage([entry(1, '2027-01-10T10:00:00.000Z'), entry(2, '2027-01-12T10:00:00.000Z')])),
    );
    renderAs('brand', '/collaborations?tab=review', { listReviewQueue });
    const queue = await screen.findByRole('list', { name: 'Borradores por revisar' });
    const rows = within(queue).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Reel 1 de Instagram');
    expect(rows[0]).toHaveTextContent('Ana López · Café Aurora · Versión 2');
    expect(rows[0]).toHaveTextContent('Esperando desde 10 de enero de 2027');
    expect(rows[0]).toHaveTextContent('Queda 1 ronda de cambios');
    expect(
      within(rows[1]!).getByRole('link', { name: 'Revisar: Reel 2 de Instagram' }),
    ).toHaveAttribute('href', expect.stringContaining('item=00000000-0000-4000-8000-0000000c0c02'));
    expect(screen.getByRole('link', { name: 'Por revisar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
