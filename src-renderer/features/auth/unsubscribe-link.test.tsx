import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSession, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';

describe('a mail’s unsubscribe link opened in the app', () => {
  it('says it is done, naming the address, and that account notices still come', async () => {
    const { bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(aSession('influencer'))),
    });
    await screen.findByRole('heading', { level: 1 });
    act(() =>
      bridge.emit('unsubscribeLinkOpened', {
        ok: true,
        email: 'ana@correo.mx',
        message: 'Listo: ya no te enviaremos correos informativos a esta dirección.',
      }),
    );
    expect(
      await screen.findByText('Te diste de baja de los correos informativos'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Ya no enviaremos correos informativos a ana@correo\.mx/),
    ).toBeVisible();
  });

  it('says why not: the server’s reason, or that it did not answer', async () => {
    const { bridge } = renderApp('/sign-in', {});
    await screen.findByRole('heading', { level: 1 });
    act(() =>
      bridge.emit('unsubscribeLinkOpened', {
        ok: false,
        email: 'ana@correo.mx',
        message: 'Este enlace para darte de baja no es válido.',
      }),
    );
    expect(await screen.findByText('Este enlace para darte de baja no es válido.')).toBeVisible();
    act(() =>
      bridge.emit('unsubscribeLinkOpened', { ok: false, email: 'ana@correo.mx', message: null }),
    );
    expect(await screen.findByText(/El servidor no respondió/)).toBeVisible();
    expect(screen.getAllByText('No pudimos darte de baja').length).toBeGreaterThan(0);
  });
});
