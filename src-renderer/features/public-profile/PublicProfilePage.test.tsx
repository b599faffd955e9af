import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/builders';
import { creatorId } from '../../test/finder-builders';
import { aPublicNetwork, aPublicProfile } from '../../test/public-profile-builders';
import { renderAs } from '../../test/render-as';

const profile = aPublicProfile({
  profile_image: 'http://127.0.0.1:4100/media/ana.jpg',
  networks: [
    aPublicNetwork(),
    aPublicNetwork({
      network: 'youtube',
      username: 'UCx9Ana',
      name: 'Ana en la Cocina',
      followers: 1_250_000,
      er: null,
      aqs: null,
      views_avg: 48_200,
      source: 'youtube',
    }),
    aPublicNetwork({
      network: 'blog',
      username: 'anacocina',
      name: 'Cocina de Ana',
      url: 'https://cocinadeana.mx',
      followers: 900,
      connected: false,
      er: null,
      aqs: null,
      source: 'manual',
    }),
    aPublicNetwork({
      network: 'tiktok',
      username: 'ana.tt',
      connected: false,
      followers: 5_000,
      er: null,
      aqs: null,
      read_at: null,
      source: null,
    }),
  ],
  prices: [{ id: 'p1', network: 'instagram', content_type: 'reel', price: 1500 }],
});

describe('public profile by handle', () => {
  it('shows the creator, every network with its figures and badge, and the rate card', async () => {
    const getPublicProfile = vi.fn(async () => ok(profile));
    renderAs('brand', '/profile/Ana.Crea', { getPublicProfile });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
    // Handles are matched in any case; the shared rule lowercases what the address carries.
    expect(getPublicProfile).toHaveBeenCalledWith({ vanity_name: 'ana.crea' });
    expect(screen.getByRole('link', { name: '@ana.crea' })).toHaveAttribute(
      'href',
      'https://marcacreadores.mx/ana.crea',
    );
    expect(screen.getByRole('button', { name: 'Copiar el enlace del perfil' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Foto de Ana López' })).toHaveAttribute(
      'src',
      profile.profile_image,
    );

    const about = screen.getByRole('region', { name: 'Sobre el creador' });
    expect(about).toHaveTextContent('Microinfluencer');
    expect(about).toHaveTextContent('México');
    expect(about).toHaveTextContent('Español e Inglés');
    expect(about).toHaveTextContent('Cocino recetas mexicanas');

    const rows = within(screen.getByRole('region', { name: 'Redes' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent(
      'InstagramVerificada@ana.crea12.3K seguidoresER 3.46%AQS 78Datos al 5 mar 2026 según Instagram',
    );
    expect(rows[1]).toHaveTextContent(
      'YouTubeVerificadaAna en la Cocina1.2M seguidores48.2K vistas en promedio',
    );
    expect(rows[1]).not.toHaveTextContent('UCx9Ana');
    expect(rows[2]).toHaveTextContent('BlogCocina de Ana');
    expect(rows[2]).not.toHaveTextContent('Verificada');
    expect(within(rows[2]!).getByRole('link', { name: 'cocinadeana.mx' })).toHaveAttribute(
      'href',
      'https://cocinadeana.mx',
    );
    expect(rows[2]).toHaveTextContent('900 seguidoresDatos al 5 mar 2026, capturados a mano');
    expect(rows[3]).toHaveTextContent(
      'TikTokSin verificar@ana.tt5K seguidoresSin datos leídos todavía',
    );

    const prices = within(screen.getByRole('region', { name: 'Precios' })).getAllByRole('row');
    expect(prices[1]).toHaveTextContent('InstagramReelUSD 1,500.00');
    expect(screen.queryByRole('link', { name: 'Editar mi perfil' })).toBeNull();
  });

  it('lets the creator edit from their own public profile', async () => {
    renderAs('influencer', '/profile/ana.crea', {
      getPublicProfile: vi.fn(async () => ok(aPublicProfile({ id: 'user-1' }))),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
    expect(screen.getByText('Tu perfil público')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar mi perfil' })).toHaveAttribute(
      'href',
      '/setting-public-profile/profile?is_edit=true',
    );
  });

  it('says "No encontramos ese perfil" for an unknown handle, with the way home', async () => {
    const { user, currentPath } = renderAs('influencer', '/profile/nadie.aqui', {
      getPublicProfile: vi.fn(async () =>
        fail('not_found', { status: 404, message: 'No encontramos un perfil.' }),
      ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos ese perfil' }),
    ).toBeVisible();
    expect(
      screen.getByText('Nadie usa el nombre de usuario «nadie.aqui», o ese perfil ya no existe.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir al inicio' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
  });

  it.each([
    ['a handle with spaces', 'ana crea'],
    ['an emoji', 'ana🙂'],
  ])('refuses %s without asking the server', async (_case, typed) => {
    const getPublicProfile = vi.fn(async () => ok(aPublicProfile()));
    renderAs('influencer', `/profile/${encodeURIComponent(typed)}`, { getPublicProfile });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos ese perfil' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        `«${typed}» no puede ser un nombre de usuario: solo lleva letras, números, punto (.) y guion bajo (_), de 3 a 30 caracteres.`,
      ),
    ).toBeInTheDocument();
    expect(getPublicProfile).not.toHaveBeenCalled();
  });

  it('says when the profile could not be read and reads it again on retry', async () => {
    const getPublicProfile = vi
      .fn()
      .mockResolvedValueOnce(fail('internal_error', { status: 500, message: 'Falló.' }))
      .mockResolvedValue(ok(profile));
    const { user } = renderAs('influencer', '/profile/ana.crea', { getPublicProfile });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar este perfil');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
  });

  it('offline, says the profile needs the server and opens it once the server answers', async () => {
    const getPublicProfile = vi
      .fn()
      .mockResolvedValueOnce(fail('network_error', { status: 0, message: 'Sin red.' }))
      .mockResolvedValue(ok(profile));
    const { bridge } = renderAs('brand', '/profile/ana.crea', {
      getPublicProfile,
      getConnectivity: vi.fn(async () =>
        ok({ online: false, checked_at: new Date().toISOString() }),
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sin conexión con el servidor');
    expect(alert).toHaveTextContent('Lo abriremos en cuanto vuelva la conexión.');

    act(() =>
      bridge.emit('connectivityChanged', { online: true, checked_at: new Date().toISOString() }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
    expect(getPublicProfile).toHaveBeenCalledTimes(2);
  });

  it('reads another creator when the handle in the address changes', async () => {
    const getPublicProfile = vi.fn(async ({ vanity_name }: { vanity_name: string }) =>
      ok(
        vanity_name === 'ana.crea'
          ? aPublicProfile()
          : aPublicProfile({
              id: creatorId(2),
              vanity_name,
              first_name: 'Luis',
              last_name: 'Pérez',
            }),
      ),
    );
    const { history } = renderAs('influencer', '/profile/ana.crea', { getPublicProfile });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
    act(() => history.push('/profile/luis.p'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Luis Pérez' })).toBeVisible();
  });
});
