import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../src-shared/rules/image-file';
import { aListPage, aSession, fail, ok } from '../../test/builders';
import { aBrand, ids } from '../../test/marketplace-builders';
import { renderApp } from '../../test/render-app';
import { cropAvatar } from '../../image-crop/crop-avatar';

// jsdom draws nothing on a canvas: the crop → bytes step is replaced at its boundary.
vi.mock('../../image-crop/crop-avatar', () => ({ cropAvatar: vi.fn() }));

const CROPPED_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

beforeEach(() => {
  vi.mocked(cropAvatar).mockReset();
  vi.mocked(cropAvatar).mockResolvedValue(CROPPED_JPEG);
});

function renderBrands(bridge: Partial<BridgeApi> = {}) {
  return renderApp('/brands', { getSession: vi.fn(async () => ok(aSession('brand'))), ...bridge });
}

const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(within(dialog).getByLabelText('Elegir imagen'), { target: { files: [file] } });

describe('brands page', () => {
  it('starts empty and creates a brand in a dialog', async () => {
    const created = aBrand({ name: 'Café Aurora', industry: 'beverages' });
    const saveBrand = vi.fn(async () => ok(created));
    const { user } = renderBrands({ saveBrand });
    expect(await screen.findByRole('heading', { name: 'Aún no tienes marcas' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Nueva marca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva marca' });
    await user.type(within(dialog).getByLabelText('Nombre de la marca'), '  Café Aurora ');
    await user.selectOptions(within(dialog).getByLabelText('Industria'), 'Bebidas');
    await user.type(within(dialog).getByLabelText('Sitio web'), 'https://aurora.example');
    await user.type(within(dialog).getByLabelText('Descripción'), 'Café frío de especialidad.');
    await user.click(within(dialog).getByRole('button', { name: 'Crear marca' }));

    expect(await screen.findByText('Creamos la marca Café Aurora.')).toBeInTheDocument();
    expect(saveBrand).toHaveBeenCalledWith({
      brand: {
        name: 'Café Aurora',
        industry: 'beverages',
        website: 'https://aurora.example',
        description: 'Café frío de especialidad.',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Tus marcas' });
    expect(within(list).getByRole('heading', { name: 'Café Aurora' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Bebidas');
  });

  it('edits a brand with its id and shows the change in the list', async () => {
    const brand = aBrand();
    const saveBrand = vi.fn(async () => ok({ ...brand, name: 'Aurora Café' }));
    const { user } = renderBrands({
      listBrands: vi.fn(async () => ok(aListPage([brand]))),
      saveBrand,
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Café Aurora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Café Aurora' });
    const name = within(dialog).getByLabelText('Nombre de la marca');
    expect(name).toHaveValue('Café Aurora');
    expect(within(dialog).getByLabelText('Industria')).toHaveValue('beverages');
    await user.clear(name);
    await user.type(name, 'Aurora Café');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Guardamos los cambios de Aurora Café.')).toBeInTheDocument();
    expect(saveBrand).toHaveBeenCalledWith({
      id: ids.brand,
      brand: {
        name: 'Aurora Café',
        industry: 'beverages',
        website: 'https://aurora.example',
        description: '',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Aurora Café' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reasons when saving fails', async () => {
    const { user } = renderBrands({
      saveBrand: vi.fn(async () =>
        fail('validation_error', { fields: { name: ['Ya tienes una marca con ese nombre.'] } }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Nueva marca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva marca' });
    await user.type(within(dialog).getByLabelText('Nombre de la marca'), 'Café Aurora');
    await user.selectOptions(within(dialog).getByLabelText('Industria'), 'Bebidas');
    await user.click(within(dialog).getByRole('button', { name: 'Crear marca' }));
    expect(
      await within(dialog).findByText('Ya tienes una marca con ese nombre.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No pudimos guardar la marca');
  });

  describe('logo', () => {
    async function openLogo(bridge: Partial<BridgeApi> = {}) {
      const app = renderBrands({
        listBrands: vi.fn(async () => ok(aListPage([aBrand()]))),
        ...bridge,
      });
      await app.user.click(
        await screen.findByRole('button', { name: 'Cambiar el logo de Café Aurora' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Logo de Café Aurora' });
      return { ...app, dialog };
    }

    it('refuses a file that is not an image by its content, whatever its name', async () => {
      const { dialog, bridge } = await openLogo();
      choose(dialog, new File(['%PDF-1.7 no soy imagen'], 'logo.png', { type: 'image/png' }));
      expect(await within(dialog).findByText('Elige una imagen JPG o PNG.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Subir logo' })).toBeDisabled();
      expect(bridge.uploadBrandLogo).not.toHaveBeenCalled();
    });

    it('refuses an image over 5 MB', async () => {
      const { dialog } = await openLogo();
      const big = new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1);
      big.set(PNG_BYTES);
      choose(dialog, new File([big], 'logo.png', { type: 'image/png' }));
      expect(
        await within(dialog).findByText('La imagen pesa más de 5 MB. Elige una más ligera.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Subir logo' })).toBeDisabled();
    });

    it('uploads the cropped JPEG and shows the new logo', async () => {
      const logo = 'http://127.0.0.1:4100/media/brands/aurora.jpg';
      const uploadBrandLogo = vi.fn(async () => ok(aBrand({ logo })));
      const { dialog, user } = await openLogo({ uploadBrandLogo });
      choose(dialog, new File([PNG_BYTES], 'logo aurora.png', { type: 'image/png' }));
      await user.click(await within(dialog).findByRole('button', { name: 'Subir logo' }));

      expect(await screen.findByText('Actualizamos el logo de Café Aurora.')).toBeInTheDocument();
      expect(uploadBrandLogo).toHaveBeenCalledWith({
        brandId: ids.brand,
        bytes: CROPPED_JPEG,
        fileName: 'logo aurora.jpg',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('img', { name: 'Logo de Café Aurora' })).toHaveAttribute('src', logo);
    });
  });
});
