import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { BRIEFCASE_VIDEO_MAX_BYTES } from '../../../src-shared/domain/briefcase';
import { fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { aBriefcaseItem, aVideoItem } from '../../test/briefcase-builders';
import { capturePoster } from './capture-poster';
import { bigFile, JPEG_BYTES, MP4_BYTES, PNG_BYTES } from './test-files';
import { UI_WAIT_MS } from '../../test/ui-wait';

// jsdom decodes no video and draws nothing on a canvas: the still is taken at its boundary.
vi.mock('./capture-poster', () => ({ capturePoster: vi.fn() }));

beforeEach(() => {
  vi.mocked(capturePoster).mockReset();
  vi.mocked(capturePoster).mockResolvedValue(JPEG_BYTES);
});

async function openUpload(bridge: Partial<BridgeApi> = {}) {
  const app = renderAs('influencer', '/briefcase', bridge);
  // The first wait covers the app's start (session, shell, route), slow on a busy machine.
  await app.user.click(
    await screen.findByRole('button', { name: 'Agregar pieza' }, { timeout: UI_WAIT_MS }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Agregar pieza' });
  const choose = (file: File) =>
    fireEvent.change(within(dialog).getByLabelText('Elegir archivo'), {
      target: { files: [file] },
    });
  return { ...app, dialog, choose };
}

describe('briefcase upload', () => {
  it.each([
    [
      'a text file renamed .jpg',
      new File(['hola, no soy una foto'], 'foto.jpg', { type: 'image/jpeg' }),
      'Ese archivo no es una imagen JPG o PNG, aunque su nombre lo diga.',
    ],
    ['an empty file', new File([], 'vacio.png'), 'El archivo está vacío (0 bytes). Elige otro.'],
    [
      'a video over 50 MB',
      bigFile(MP4_BYTES, 'largo.mp4', BRIEFCASE_VIDEO_MAX_BYTES + 1),
      'El video pesa más de 50 MB. Elige uno más ligero o recórtalo.',
    ],
    [
      'a file that is neither image nor video',
      new File(['%PDF-1.7'], 'tarifa.pdf'),
      'Elige una imagen JPG o PNG, o un video MP4 o MOV.',
    ],
  ])('refuses %s and sends nothing', async (_case, file, message) => {
    const { dialog, choose, bridge, user } = await openUpload();
    choose(file);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Subir pieza' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(bridge.addBriefcaseItem).not.toHaveBeenCalled();
    expect(capturePoster).not.toHaveBeenCalled();
  });

  it('uploads an image with its title and link and adds it to the grid', async () => {
    const saved = aBriefcaseItem({ title: 'Campaña café', profile_url: 'https://x.com/ana/1' });
    const addBriefcaseItem = vi.fn(async () => ok(saved));
    const { dialog, choose, user } = await openUpload({ addBriefcaseItem });
    choose(new File([PNG_BYTES], 'campaña.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('campaña.png')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Título (opcional)'), '  Campaña café ');
    await user.type(
      within(dialog).getByLabelText('Enlace de la publicación (opcional)'),
      'https://x.com/ana/1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Subir pieza' }));

    expect(await screen.findByText('Agregamos la pieza a tu portafolio.')).toBeInTheDocument();
    expect(addBriefcaseItem).toHaveBeenCalledWith({
      bytes: PNG_BYTES,
      fileName: 'campaña.png',
      title: 'Campaña café',
      profile_url: 'https://x.com/ana/1',
    });
    expect(capturePoster).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Ver imagen: Campaña café' })).toBeInTheDocument();
  });

  it('sends a video with the poster frame taken in the page', async () => {
    const addBriefcaseItem = vi.fn(async () => ok(aVideoItem()));
    const { dialog, choose, user } = await openUpload({ addBriefcaseItem });
    const file = new File([MP4_BYTES], 'receta.mp4', { type: 'video/mp4' });
    choose(file);
    await user.click(await within(dialog).findByRole('button', { name: 'Subir pieza' }));

    expect(await screen.findByText('Agregamos la pieza a tu portafolio.')).toBeInTheDocument();
    expect(capturePoster).toHaveBeenCalledWith(file);
    expect(addBriefcaseItem).toHaveBeenCalledWith({
      bytes: MP4_BYTES,
      fileName: 'receta.mp4',
      poster: JPEG_BYTES,
    });
    expect(
      screen.getByRole('button', { name: 'Ver video: Receta en 30 segundos' }),
    ).toBeInTheDocument();
  });

  it('sends a video without a poster when no frame could be taken', async () => {
    vi.mocked(capturePoster).mockResolvedValue(null);
    const addBriefcaseItem = vi.fn(async () => ok(aVideoItem({ thumbnail_url: null })));
    const { dialog, choose, user } = await openUpload({ addBriefcaseItem });
    choose(new File([MP4_BYTES], 'receta.mp4', { type: 'video/mp4' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Subir pieza' }));
    await waitFor(() => expect(addBriefcaseItem).toHaveBeenCalledOnce());
    expect(addBriefcaseItem).toHaveBeenCalledWith({ bytes: MP4_BYTES, fileName: 'receta.mp4' });
  });

  it('shows that it is working while the upload runs', async () => {
    let answer: (value: Awaited<ReturnType<BridgeApi['addBriefcaseItem']>>) => void = () => {};
    const addBriefcaseItem = vi.fn(
      () =>
        new Promise<Awaited<ReturnType<BridgeApi['addBriefcaseItem']>>>((resolve) => {
          answer = resolve;
        }),
    );
    const { dialog, choose, user } = await openUpload({ addBriefcaseItem });
    choose(new File([PNG_BYTES], 'foto.png', { type: 'image/png' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Subir pieza' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Subiendo tu pieza…');
    expect(within(dialog).getByRole('progressbar', { name: 'Subiendo tu pieza…' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Subir pieza' })).toBeDisabled();
    answer(ok(aBriefcaseItem()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a link that is not a web address and sends nothing', async () => {
    const { dialog, choose, bridge, user } = await openUpload();
    choose(new File([PNG_BYTES], 'foto.png', { type: 'image/png' }));
    await user.type(
      within(dialog).getByLabelText('Enlace de la publicación (opcional)'),
      'instagram.com/p/abc',
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Subir pieza' }));
    expect(
      await within(dialog).findByText(
        'Escribe una dirección web válida que empiece con http:// o https://.',
      ),
    ).toBeInTheDocument();
    expect(bridge.addBriefcaseItem).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server’s reason when the upload fails', async () => {
    const { dialog, choose, user } = await openUpload({
      addBriefcaseItem: vi.fn(async () => fail('briefcase_full', { status: 409 })),
    });
    choose(new File([PNG_BYTES], 'foto.png', { type: 'image/png' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Subir pieza' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos subir la pieza');
    expect(alert).toHaveTextContent('Tu portafolio ya tiene el máximo de piezas.');
  });
});
