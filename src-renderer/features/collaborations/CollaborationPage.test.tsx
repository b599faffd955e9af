import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Collaboration } from '../../../src-shared/domain/collaboration';
import type { Role } from '../../../src-shared/domain/user';
import { fail, ok } from '../../test/builders';
import {
  aCollaboration,
  anEvent,
  anItem,
  aVersion,
  collaborationIds,
} from '../../test/collaboration-builders';
import { renderAs } from '../../test/render-as';

const path = `/collaborations/${collaborationIds.collaboration}?item=${collaborationIds.item}`;

function renderCollaboration(
  role: Role,
  collaboration: Collaboration,
  bridge: Parameters<typeof renderAs>[2] = {},
) {
  return renderAs(role, path, {
    getCollaboration: vi.fn(async () => ok(collaboration)),
    ...bridge,
  });
}

/** The draft waiting for the brand: version 2 after one round of changes (the only one). */
const waiting = aCollaboration({
  items: [
    anItem({
      status: 'draft_submitted',
      revisions_used: 1,
      waiting_since: '2027-01-12T16:00:00.000Z',
      versions: [aVersion(1), aVersion(2, { note: 'Ahora el vaso sale al inicio.' })],
      events: [
        anEvent(),
        anEvent({
          action: 'draft_submitted',
          actor: 'creator',
          actor_name: 'Ana López',
          to_status: 'draft_submitted',
          version: 1,
        }),
        anEvent({
          action: 'changes_requested',
          actor: 'brand',
          actor_name: 'Café Aurora',
          to_status: 'changes_requested',
          note: 'Que el vaso se vea antes.',
          version: 1,
        }),
        anEvent({
          action: 'draft_submitted',
          actor: 'creator',
          actor_name: 'Ana López',
          to_status: 'draft_submitted',
          version: 2,
        }),
      ],
    }),
  ],
});

const stagedImage = {
  token: '9b2f8a84-5b1f-4c55-a0f1-1f2d3e4c5b6a',
  file_name: 'portada.png',
  media_type: 'image' as const,
  size_bytes: 320_000,
  preview_url: '/staged/abc/9b2f8a84-5b1f-4c55-a0f1-1f2d3e4c5b6a',
};

/** The note the item shows for a move waiting in the queue, found by its status. */
const pendingNote = async () => {
  const status = await screen.findByText('Pendiente de enviar', { selector: 'strong' });
  return status.closest('.pending-action') as HTMLElement;
};

describe('a collaboration', () => {
  it('shows the deal, its items with where each stands, and the next step for the creator', async () => {
    renderCollaboration('influencer', aCollaboration());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Café Aurora × Ana López' }),
    ).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Acuerdo' });
    expect(summary).toHaveTextContent('USD 1,500.00');
    expect(summary).toHaveTextContent('Del 10 de enero de 2030 al 31 de enero de 2030');
    const items = screen.getByRole('navigation', { name: 'Piezas de la colaboración' });
    expect(within(items).getAllByRole('button')).toHaveLength(2);
    expect(within(items).getByRole('button', { name: /Reel 1 de Instagram/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText('Entrega tu borrador.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Entregar borrador' })).toBeEnabled();
    expect(screen.getByText('Todavía no hay borradores de esta pieza.')).toBeVisible();
  });

  it('hands in a draft: files picked in main, a caption, then sent', async () => {
    const handed = aCollaboration({
      items: [anItem({ status: 'draft_submitted', versions: [aVersion(1)] })],
    });
    const handInDraft = vi.fn(async () => ok(handed));
    const { user } = renderCollaboration('influencer', aCollaboration(), {
      stageDraftFiles: vi.fn(async () =>
        ok({
          files: [
            {
              token: '9b2f8a84-5b1f-4c55-a0f1-1f2d3e4c5b6a',
              file_name: 'portada.png',
              media_type: 'image' as const,
              size_bytes: 320_000,
              preview_url: '/staged/abc/9b2f8a84-5b1f-4c55-a0f1-1f2d3e4c5b6a',
            },
          ],
          refused: [
            { file_name: 'notas.txt', reason: 'No es una imagen JPG o PNG ni un video MP4 o MOV.' },
          ],
        }),
      ),
      handInDraft,
    });
    await user.click(await screen.findByRole('button', { name: 'Entregar borrador' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Entregar borrador de Reel 1 de Instagram',
    });
    // Nothing picked: said at once, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Entregar borrador' }));
    expect(await within(dialog).findByText('Agrega al menos una imagen o un video.')).toBeVisible();
    expect(handInDraft).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Elegir archivos' }));
    expect(await within(dialog).findByText('portada.png')).toBeVisible();
    expect(within(dialog).getByText('312.5 KB')).toBeVisible();
    expect(within(dialog).getByText(/notas\.txt: No es una imagen/)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Texto de la publicación'), 'Mi mañana #verano');
    await user.click(within(dialog).getByRole('button', { name: 'Entregar borrador' }));
    await waitFor(() =>
      expect(handInDraft).toHaveBeenCalledWith({
        itemId: collaborationIds.item,
        files: ['9b2f8a84-5b1f-4c55-a0f1-1f2d3e4c5b6a'],
        caption: 'Mi mañana #verano',
        planned_publish_date: null,
        note: '',
      }),
    );
    expect(await screen.findByText('Esperando la revisión de Café Aurora.')).toBeVisible();
  });

  it('refuses a caption over the network’s limit with the limit, and contact details in the note', async () => {
    const handInDraft = vi.fn();
    const { user } = renderCollaboration('influencer', aCollaboration(), {
      stageDraftFiles: vi.fn(async () =>
        ok({
          files: [
            {
              token: '9b2f8a84-5b1f-4c55-a0f1-1f2d3e4c5b6b',
              file_name: 'a.png',
              media_type: 'image' as const,
              size_bytes: 2_400_000,
              preview_url: '/staged/abc/9b2f8a84-5b1f-4c55-a0f1-1f2d3e4c5b6b',
            },
          ],
          refused: [],
        }),
      ),
      handInDraft,
    });
    await user.click(await screen.findByRole('button', { name: 'Entregar borrador' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Elegir archivos' }));
    await within(dialog).findByText('a.png');
    const caption = within(dialog).getByLabelText('Texto de la publicación');
    await user.click(caption);
    await user.paste('a'.repeat(2201));
    await user.type(
      within(dialog).getByLabelText('Nota para la marca'),
      'escríbeme a ana@correo.mx',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Entregar borrador' }));
    expect(
      await within(dialog).findByText('El texto no puede pasar de 2,200 caracteres en esta red.'),
    ).toBeVisible();
    expect(handInDraft).not.toHaveBeenCalled();
  });

  it('lets the brand compare the new version with the one before and says why no more changes can be asked', async () => {
    const reviewDraft = vi.fn(async () =>
      ok(
        aCollaboration({
          items: [anItem({ status: 'approved', versions: waiting.items[0]!.versions })],
        }),
      ),
    );
    const { user } = renderCollaboration('brand', waiting, { reviewDraft });
    const compare = await screen.findByRole('group', { name: 'Comparación de versiones' });
    expect(compare).toHaveTextContent('Versión 2 (la más reciente)');
    expect(compare).toHaveTextContent('Versión 1 (anterior)');
    expect(compare).toHaveTextContent('Ahora el vaso sale al inicio.');
    const askChanges = screen.getByRole('button', { name: 'Pedir cambios' });
    expect(askChanges).toBeDisabled();
    expect(askChanges).toHaveAccessibleDescription(
      'Ya se usó la ronda de cambios incluida en el acuerdo: puedes aprobar o rechazar.',
    );
    const timeline = screen.getByRole('list', { name: 'Historial de Reel 1 de Instagram' });
    expect(timeline).toHaveTextContent('Café Aurora pidió cambios a la versión 1');
    expect(timeline).toHaveTextContent('Que el vaso se vea antes.');

    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() =>
      expect(reviewDraft).toHaveBeenCalledWith({
        itemId: collaborationIds.item,
        review: { decision: 'approve', version: 2, note: '' },
      }),
    );
    expect(await screen.findByText('Esperando que Ana López publique.')).toBeVisible();
  });

  it('asks for changes with a note while rounds are left, and reads the item again when it moved on', async () => {
    const first = aCollaboration({
      items: [
        anItem({
          status: 'draft_submitted',
          waiting_since: '2027-01-12T16:00:00.000Z',
          versions: [aVersion(1)],
        }),
      ],
    });
    const getCollaboration = vi.fn(async () => ok(first));
    const reviewDraft = vi.fn(async () =>
      fail('draft_version_outdated', {
        status: 409,
        message: 'Ese borrador ya se revisó o hay una versión más reciente.',
      }),
    );
    const { user } = renderAs('brand', path, { getCollaboration, reviewDraft });
    expect(await screen.findByText('Queda 1 ronda de cambios incluida.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pedir cambios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir cambios a la versión 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar cambios' }));
    expect(
      await within(dialog).findByText('Escribe una nota que explique qué cambiar.'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Qué debe cambiar'), 'Más luz natural.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar cambios' }));
    await waitFor(() =>
      expect(reviewDraft).toHaveBeenCalledWith({
        itemId: collaborationIds.item,
        review: { decision: 'request_changes', version: 1, note: 'Más luz natural.' },
      }),
    );
    // A newer draft came meanwhile: the page reads the collaboration again.
    await waitFor(() => expect(getCollaboration).toHaveBeenCalledTimes(2));
  });

  it('queues the brand’s approval when the server turns out to be gone, and shows it pending (issue 34)', async () => {
    const reviewDraft = vi.fn(async () => fail('network_error', { status: 0 }));
    const { user, bridge } = renderCollaboration('brand', waiting, { reviewDraft });
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));

    await waitFor(() =>
      expect(bridge.queueAction).toHaveBeenCalledWith({
        kind: 'reviewDraft',
        args: {
          itemId: collaborationIds.item,
          review: { decision: 'approve', version: 2, note: '' },
        },
      }),
    );
    expect(reviewDraft).toHaveBeenCalledOnce();
    expect(await pendingNote()).toHaveTextContent('Revisión de borrador: Aprobar');
    expect(screen.queryByText('No pudimos guardar tu revisión')).toBeNull();
  });

  it('queues a hand-in the server never got, files and all, instead of failing (issue 34)', async () => {
    const handInDraft = vi.fn(async () => fail('network_error', { status: 0 }));
    const { user, bridge } = renderCollaboration('influencer', aCollaboration(), {
      stageDraftFiles: vi.fn(async () => ok({ files: [stagedImage], refused: [] })),
      handInDraft,
    });
    await user.click(await screen.findByRole('button', { name: 'Entregar borrador' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Entregar borrador de Reel 1 de Instagram',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Elegir archivos' }));
    await within(dialog).findByText('portada.png');
    await user.type(within(dialog).getByLabelText('Texto de la publicación'), 'Mi mañana #verano');
    await user.click(within(dialog).getByRole('button', { name: 'Entregar borrador' }));

    await waitFor(() =>
      expect(bridge.queueAction).toHaveBeenCalledWith({
        kind: 'handInDraft',
        args: {
          itemId: collaborationIds.item,
          files: [stagedImage.token],
          caption: 'Mi mañana #verano',
          planned_publish_date: null,
          note: '',
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await pendingNote()).toHaveTextContent('Borrador con 1 archivo');
    // The queued hand-in keeps its files, and is not offered again while it waits.
    expect(bridge.discardStagedFiles).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Entregar borrador' })).toBeNull();
  });

  it('queues a post link the server never got instead of failing (issue 34)', async () => {
    const publishItem = vi.fn(async () => fail('network_error', { status: 0 }));
    const approved = aCollaboration({
      items: [anItem({ status: 'approved', versions: [aVersion(1)] })],
    });
    const { user, bridge } = renderCollaboration('influencer', approved, { publishItem });
    await user.click(await screen.findByRole('button', { name: 'Entregar enlace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enlace de Reel 1 de Instagram' });
    const url = 'https://www.instagram.com/reel/C1a2b3c4d5e/';
    await user.type(within(dialog).getByLabelText('Enlace de la publicación'), url);
    await user.click(within(dialog).getByRole('button', { name: 'Entregar enlace' }));

    await waitFor(() =>
      expect(bridge.queueAction).toHaveBeenCalledWith({
        kind: 'publishItem',
        args: { itemId: collaborationIds.item, post: { post_url: url } },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await pendingNote()).toHaveTextContent('Enlace de la publicación');
  });

  it('refuses another network’s post link before sending it', async () => {
    const publishItem = vi.fn();
    const approved = aCollaboration({
      items: [anItem({ status: 'approved', versions: [aVersion(1)] })],
    });
    const { user } = renderCollaboration('influencer', approved, { publishItem });
    await user.click(await screen.findByRole('button', { name: 'Entregar enlace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enlace de Reel 1 de Instagram' });
    await user.type(
      within(dialog).getByLabelText('Enlace de la publicación'),
      'https://www.tiktok.com/@ana/video/7312345678901234567',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Entregar enlace' }));
    expect(
      await within(dialog).findByText(
        'Ese enlace no es de Instagram: pega el de la publicación en Instagram.',
      ),
    ).toBeVisible();
    expect(publishItem).not.toHaveBeenCalled();
  });

  it('shows a cancellation asked by the other side with its reason, to confirm or decline', async () => {
    const asked = aCollaboration({
      items: [
        anItem({
          cancel_request: {
            by: 'brand',
            reason: 'Se pospuso la campaña.',
            at: '2027-01-12T16:00:00.000Z',
          },
        }),
      ],
    });
    const answerItemCancellation = vi.fn(async () =>
      ok(aCollaboration({ items: [anItem({ status: 'cancelled' })], status: 'cancelled' })),
    );
    const { user } = renderCollaboration('influencer', asked, { answerItemCancellation });
    expect(await screen.findByText('Café Aurora pidió cancelar esta pieza')).toBeVisible();
    expect(screen.getByText('Se pospuso la campaña.')).toBeVisible();
    // Nothing else moves while it waits: no hand-in offered.
    expect(screen.queryByRole('button', { name: 'Entregar borrador' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelación' }));
    await waitFor(() =>
      expect(answerItemCancellation).toHaveBeenCalledWith({
        itemId: collaborationIds.item,
        cancel: { action: 'confirm', reason: '' },
      }),
    );
    expect(await screen.findByText('Cancelada de común acuerdo.')).toBeVisible();
  });

  it('shows the post, its figures with their moment and source, and why a reading failed', async () => {
    const measured = aCollaboration({
      items: [
        anItem({
          status: 'measured',
          figures_readable: true,
          post_url: 'https://www.instagram.com/reel/C9aurora01/',
          published_at: '2027-01-20T18:00:00.000Z',
          versions: [aVersion(1)],
          figures: [
            {
              id: 'figures-1',
              checkpoint: 'publication',
              source: 'instagram',
              views: 18_500,
              likes: 1_240,
              comments: 86,
              shares: 64,
              reach: null,
              read_at: '2027-01-20T18:05:00.000Z',
            },
          ],
          figures_problem: {
            checkpoint: 'day',
            message: 'Instagram no respondió. Lo intentaremos de nuevo.',
            retry_at: '2027-01-21T19:00:00.000Z',
          },
        }),
      ],
    });
    renderCollaboration('brand', measured);
    const table = await screen.findByRole('table', { name: 'Cifras de la publicación' });
    expect(table).toHaveTextContent('Al publicar');
    expect(table).toHaveTextContent('18,500');
    expect(table).toHaveTextContent('1,240');
    expect(table).toHaveTextContent('—');
    expect(table).toHaveTextContent('Instagram');
    expect(screen.getByRole('link', { name: 'Ver la publicación' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/reel/C9aurora01/',
    );
    expect(screen.getByText('No pudimos leer las cifras')).toBeVisible();
    expect(screen.getByText('Instagram no respondió. Lo intentaremos de nuevo.')).toBeVisible();
  });

  it('says the collaboration is not this account’s when the server does not know it', async () => {
    renderAs('brand', path, {
      getCollaboration: vi.fn(async () =>
        fail('not_found', { status: 404, message: 'No encontramos esa colaboración.' }),
      ),
    });
    expect(await screen.findByText('No encontramos esta colaboración')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver colaboraciones' })).toBeVisible();
  });
});
