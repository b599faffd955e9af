import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../../../../src-shared/rules/image-file';
import { sessionAtom } from '../../../../../session/session-atoms';
import { aUser, fail, ok } from '../../../../../test/builders';
import { renderWizard } from '../../../../../test/render-wizard';
import { cropAvatar } from '../../../../../image-crop/crop-avatar';

// jsdom draws nothing on a canvas: the crop → bytes step is replaced at its boundary.
vi.mock('../../../../../image-crop/crop-avatar', () => ({ cropAvatar: vi.fn() }));

const CROPPED_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

const creator = {
  first_name: 'Ana',
  last_name: 'López',
  question_text: 'Viajes y comida.',
  meta_info: { ...aUser().meta_info, birthday: '1994-05-17' },
};

beforeEach(() => {
  vi.mocked(cropAvatar).mockReset();
  vi.mocked(cropAvatar).mockResolvedValue(CROPPED_JPEG);
});

async function openDialog(bridge: Parameters<typeof renderWizard>[1] = {}) {
  const app = await renderWizard('profile', { user: creator, ...bridge });
  await app.user.click(screen.getByRole('button', { name: 'Cambiar foto' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar foto de perfil' });
  return { ...app, dialog };
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Elegir imagen'), { target: { files: [file] } });

describe('avatar editor', () => {
  it('offers only JPEG and PNG files and waits for one before uploading', async () => {
    const { dialog } = await openDialog();
    const input = within(dialog).getByLabelText('Elegir imagen');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(within(dialog).getByRole('button', { name: 'Subir' })).toBeDisabled();
  });

  it('refuses a file whose content is not JPEG or PNG, whatever its name', async () => {
    const { dialog } = await openDialog();
    choose(new File(['esto no es una imagen'], 'foto.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByText('Elige una imagen JPG o PNG.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Subir' })).toBeDisabled();
    expect(within(dialog).queryByText('Vista previa')).not.toBeInTheDocument();
  });

  it('refuses other extensions', async () => {
    const { dialog } = await openDialog();
    choose(new File([PNG_BYTES], 'animacion.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText('Elige una imagen JPG o PNG.')).toBeInTheDocument();
  });

  it('refuses files over 5 MB', async () => {
    const { dialog, bridge } = await openDialog();
    const big = new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1);
    big.set(PNG_BYTES);
    choose(new File([big], 'enorme.png', { type: 'image/png' }));
    expect(
      await within(dialog).findByText('La imagen pesa más de 5 MB. Elige una más ligera.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Subir' })).toBeDisabled();
    expect(bridge.uploadProfileImage).not.toHaveBeenCalled();
  });

  it('uploads the cropped JPEG, replaces the user and confirms with a toast', async () => {
    const updated = aUser({ ...creator, profile_image: 'http://127.0.0.1:4100/media/ana.jpg' });
    const uploadProfileImage = vi.fn(async () => ok(updated));
    const { dialog, user, store } = await openDialog({ bridge: { uploadProfileImage } });
    choose(new File([PNG_BYTES], 'mi foto.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Vista previa')).toBeInTheDocument();
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Tu foto de perfil se actualizó.')).toBeInTheDocument();
    expect(cropAvatar).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), null);
    expect(uploadProfileImage).toHaveBeenCalledWith({
      bytes: CROPPED_JPEG,
      fileName: 'mi foto.jpg',
    });
    expect(store.get(sessionAtom).user?.profile_image).toBe(updated.profile_image);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Tu foto de perfil' })).toHaveAttribute(
      'src',
      updated.profile_image,
    );
  });

  it('shows an upload failure inside the dialog and keeps it open', async () => {
    const { dialog, user } = await openDialog({
      bridge: {
        uploadProfileImage: vi.fn(async () =>
          fail('unsupported_media_type', { status: 415, message: 'No es una imagen.' }),
        ),
      },
    });
    choose(new File([PNG_BYTES], 'foto.png', { type: 'image/png' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Subir' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos subir tu foto');
    expect(alert).toHaveTextContent('Ese tipo de archivo no es compatible.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
