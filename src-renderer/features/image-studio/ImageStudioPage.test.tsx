import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { BridgeOutcome } from '../../../src-shared/bridge/bridge-error';
import type { GeneratedImage } from '../../../src-shared/domain/ai-image';
import { aListPage, fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { aConfiguredCatalog, aGeneratedImage, aSavedImage } from './image-studio-builders';
import { UI_WAIT_MS } from '../../test/ui-wait';

// The first wait covers the app's start (session, shell, route), slow on a busy machine.
const BOOT = { timeout: UI_WAIT_MS };

const configured = { getAiImageCatalog: vi.fn(async () => ok(aConfiguredCatalog())) };

const renderStudio = (bridge: Partial<BridgeApi> = {}) =>
  renderAs('influencer', '/image-studio', { ...configured, ...bridge });

const promptField = () => screen.findByRole('textbox', { name: 'Descripción' }, BOOT);

describe('image studio', () => {
  it('says in plain words that the server has no image provider, naming no setting', async () => {
    // The fake core API's catalog carries the server's setup text, IMAGE_API_KEY and all.
    const { bridge, user } = renderAs('influencer', '/image-studio');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'La generación de imágenes no está disponible' },
        BOOT,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'La generación de imágenes no está disponible en este servidor. Pide a quien lo administra que la active.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveTextContent(/IMAGE_API|_KEY|_URL/);
    expect(screen.queryByRole('button', { name: 'Generar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Estudio de imágenes' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    vi.mocked(bridge.getAiImageCatalog).mockResolvedValue(ok(aConfiguredCatalog()));
    await user.click(screen.getByRole('button', { name: 'Revisar de nuevo' }));
    expect(await screen.findByRole('button', { name: 'Generar' })).toBeEnabled();
  });

  it('groups the spec’s models by category and offers the styles', async () => {
    renderStudio();
    await promptField();
    const names = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(names('Clásicos')).toEqual(['Anime', 'Portrait', 'Realistic']);
    expect(names('Imagine')).toEqual([
      'Imagine V1',
      'V3',
      'V4',
      'V4 Creative',
      'V4.1',
      'V5',
      'Anime V5',
    ]);
    expect(names('Stable Diffusion XL')).toEqual(['SDXL 1.0']);
    expect(names('Estilo')).toEqual([
      'Ninguno',
      'Cyberpunk',
      'Neon',
      'Minecraft',
      'Tattoo',
      'Disney',
    ]);
    expect(screen.getByRole('radio', { name: 'Anime' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ninguno' })).toBeChecked();
  });

  it('generates with the chosen model and style and shows the image', async () => {
    const image = aGeneratedImage();
    const generateAiImage = vi.fn(async () => ok(image));
    const listAiImages = vi
      .fn<BridgeApi['listAiImages']>()
      .mockResolvedValueOnce(ok(aListPage([])))
      .mockResolvedValue(ok(aListPage([image])));
    const { user } = renderStudio({ generateAiImage, listAiImages });

    await user.type(await promptField(), '  Un gato astronauta en la Luna ');
    expect(screen.getByText('32/1000')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'V5' }));
    await user.click(screen.getByRole('radio', { name: 'Neon' }));
    await user.click(screen.getByRole('button', { name: 'Generar' }));

    expect(await screen.findByRole('img', { name: image.prompt })).toHaveAttribute(
      'src',
      image.image_url,
    );
    expect(generateAiImage).toHaveBeenCalledWith({
      prompt: 'Un gato astronauta en la Luna',
      model: 33,
      style: 2,
    });
    const card = screen.getByRole('region', { name: 'Tu imagen' });
    expect(card).toHaveTextContent('V5 · Imagine');
    expect(card).toHaveTextContent('Neon');
    // The new image joins the history, marked as the one on show; the prompt stays for a retry.
    expect(
      await screen.findByRole('button', { name: `Ver imagen: ${image.prompt}` }),
    ).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue(
      '  Un gato astronauta en la Luna ',
    );
  });

  it('shows the progress with the seconds and cancels without an error', async () => {
    let answer!: (outcome: BridgeOutcome<GeneratedImage>) => void;
    const generateAiImage = vi.fn(
      () =>
        new Promise<BridgeOutcome<GeneratedImage>>((resolve) => {
          answer = resolve;
        }),
    );
    const cancelAiImage = vi.fn(async () => {
      answer(fail('request_cancelled', { status: 0, message: 'Cancelado' }));
      return ok({ cancelled: true });
    });
    const { user } = renderStudio({ generateAiImage, cancelAiImage });

    await user.type(await promptField(), 'Un faro al atardecer');
    await user.click(screen.getByRole('button', { name: 'Generar' }));

    expect(await screen.findByRole('progressbar', { name: 'Generando… 0 s' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generar' })).toBeDisabled();
    expect(
      await screen.findByRole('progressbar', { name: 'Generando… 1 s' }, { timeout: UI_WAIT_MS }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(cancelAiImage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generar' })).toBeEnabled();
  });

  it('keeps a generation running while the creator visits another screen', async () => {
    let answer!: (outcome: BridgeOutcome<GeneratedImage>) => void;
    const image = aGeneratedImage();
    const { user, history } = renderStudio({
      generateAiImage: vi.fn(
        () =>
          new Promise<BridgeOutcome<GeneratedImage>>((resolve) => {
            answer = resolve;
          }),
      ),
    });
    await user.type(await promptField(), image.prompt);
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await screen.findByRole('progressbar');

    act(() => history.push('/briefcase'));
    await screen.findByRole('heading', { name: 'Portafolio', level: 1 });
    act(() => history.push('/image-studio'));
    expect(await screen.findByRole('progressbar')).toBeVisible();

    act(() => answer(ok(image)));
    expect(await screen.findByRole('img', { name: image.prompt })).toBeVisible();
  });

  it('shows the server’s own message when the provider fails', async () => {
    const message =
      'El servicio de imágenes no respondió bien. No se guardó nada; inténtalo de nuevo en unos minutos.';
    const { user } = renderStudio({
      generateAiImage: vi.fn(async () => fail('provider_unavailable', { status: 502, message })),
    });
    await user.type(await promptField(), 'Un faro al atardecer');
    await user.click(screen.getByRole('button', { name: 'Generar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos generar la imagen');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent('inicio de sesión');
    expect(screen.getByRole('button', { name: 'Generar' })).toBeEnabled();
  });

  it('says in plain words when the provider is not (or no longer) configured', async () => {
    const { user } = renderStudio({
      generateAiImage: vi.fn(async () =>
        fail('provider_not_configured', {
          status: 503,
          message:
            'El servicio de imágenes rechazó la clave de este servidor. Quien lo administra debe revisar IMAGE_API_KEY e IMAGE_API_URL.',
        }),
      ),
    });
    await user.type(await promptField(), 'Un faro al atardecer');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'La generación de imágenes no está disponible en este servidor. Pide a quien lo administra que la active.',
    );
    expect(alert).not.toHaveTextContent(/IMAGE_API/);
  });

  it('never shows a server setting name, whatever the code', async () => {
    const { user } = renderStudio({
      generateAiImage: vi.fn(async () =>
        fail('provider_unavailable', { status: 502, message: 'Falta IMAGE_API_URL.' }),
      ),
    });
    await user.type(await promptField(), 'Un faro al atardecer');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos generar la imagen');
    expect(alert).not.toHaveTextContent(/IMAGE_API/);
  });

  it('refuses a prompt over 1,000 characters without calling the server', async () => {
    const generateAiImage = vi.fn(async () => ok(aGeneratedImage()));
    const { user } = renderStudio({ generateAiImage });
    await user.click(await promptField());
    await user.paste('a'.repeat(5000));
    await user.click(screen.getByRole('button', { name: 'Generar' }));

    expect(
      await screen.findByText(
        'La descripción de la imagen no puede tener más de 1,000 caracteres.',
      ),
    ).toBeVisible();
    expect(screen.getByText('5000/1000')).toBeInTheDocument();
    expect(generateAiImage).not.toHaveBeenCalled();
  });

  it('keeps the prompt as a draft when the creator leaves', async () => {
    const { user, history } = renderStudio();
    await user.type(await promptField(), 'Una ciudad flotante');
    act(() => history.push('/briefcase'));
    await screen.findByRole('heading', { name: 'Portafolio', level: 1 });
    act(() => history.push('/image-studio'));
    expect(await promptField()).toHaveValue('Una ciudad flotante');
  });

  it('saves an image of the history to the briefcase', async () => {
    const image = aGeneratedImage();
    const saveAiImageToBriefcase = vi.fn(async () => ok(aSavedImage(image)));
    const { user } = renderStudio({
      listAiImages: vi.fn(async () => ok(aListPage([image]))),
      saveAiImageToBriefcase,
    });

    await user.click(
      await screen.findByRole('button', { name: `Ver imagen: ${image.prompt}` }, BOOT),
    );
    expect(screen.getByRole('heading', { name: 'Tu imagen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Guardar en portafolio' }));

    expect(await screen.findByText('Guardamos la imagen en tu portafolio')).toBeInTheDocument();
    expect(saveAiImageToBriefcase).toHaveBeenCalledWith({ id: image.id });
    const card = screen.getByRole('region', { name: 'Tu imagen' });
    expect(within(card).getByText('En tu portafolio')).toBeVisible();
    expect(
      within(card).queryByRole('button', { name: 'Guardar en portafolio' }),
    ).not.toBeInTheDocument();
  });

  it('exports an image and names the file; a closed dialog says nothing', async () => {
    const image = aGeneratedImage();
    const exportAiImage = vi
      .fn<BridgeApi['exportAiImage']>()
      .mockResolvedValueOnce(ok({ saved: false, fileName: null }))
      .mockResolvedValueOnce(ok({ saved: true, fileName: 'gato-astronauta.png' }));
    const { user } = renderStudio({
      listAiImages: vi.fn(async () => ok(aListPage([image]))),
      exportAiImage,
    });
    await user.click(
      await screen.findByRole('button', { name: `Ver imagen: ${image.prompt}` }, BOOT),
    );

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(exportAiImage).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/^Guardado:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Guardado: gato-astronauta.png')).toBeInTheDocument();
    expect(exportAiImage).toHaveBeenLastCalledWith({ id: image.id });
  });

  it('deletes an image only after confirming', async () => {
    const image = aGeneratedImage();
    const deleteAiImage = vi.fn(async () => ok({ removed: true as const }));
    const listAiImages = vi
      .fn<BridgeApi['listAiImages']>()
      .mockResolvedValueOnce(ok(aListPage([image])))
      .mockResolvedValue(ok(aListPage([])));
    const { user } = renderStudio({ listAiImages, deleteAiImage });
    await user.click(
      await screen.findByRole('button', { name: `Ver imagen: ${image.prompt}` }, BOOT),
    );

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta imagen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar imagen' }));

    expect(await screen.findByText('Eliminamos la imagen')).toBeInTheDocument();
    expect(deleteAiImage).toHaveBeenCalledWith({ id: image.id });
    expect(screen.queryByRole('region', { name: 'Tu imagen' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('Aún no has generado imágenes. Las que generes aparecerán aquí.'),
    ).toBeVisible();
  });
});
