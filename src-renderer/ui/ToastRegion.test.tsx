import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { toast } from './toast';
import { ToastRegion } from './ToastRegion';
import { toastBandHeight } from './use-toast-band';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Tu contraoferta">
        <p>Términos</p>
      </Dialog>
      <ToastRegion />
    </>
  );
}

/** Where sonner put its list of toasts: "top-center", "bottom-right"… */
const placement = () => {
  const list = document.querySelector('[data-sonner-toaster]');
  return list
    ? `${list.getAttribute('data-y-position')}-${list.getAttribute('data-x-position')}`
    : null;
};

describe('toasts beside dialogs', () => {
  it('go to the top while a dialog is open, where its buttons never are, and back after', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    act(() => toast.info({ title: 'Guardado' }));
    await screen.findByText('Guardado');
    expect(placement()).toBe('bottom-right');

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    await waitFor(() => expect(placement()).toBe('top-center'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(placement()).toBe('bottom-right'));
  });

  it('over a dialog show one at a time: an error raised after an info takes its place', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    // With a link it stays 12 s: long enough that only the rule can take it off screen here.
    act(() => toast.info({ title: 'Guardada sin conexión', link: 'marcacreadores.mx/ana' }));
    await screen.findByText('Guardada sin conexión');
    expect(placement()).toBe('top-center');
    act(() => toast.error({ title: 'Ya tienes una contraoferta pendiente' }));
    await screen.findByText('Ya tienes una contraoferta pendiente');
    const shown = () =>
      [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')].map(
        (item) => item.textContent,
      );
    await waitFor(() => expect(shown()).toEqual([expect.stringContaining('pendiente')]), {
      timeout: 2_000,
    });
  });
});

/** The band the shell's content column leaves free at the bottom, in px. */
const band = () =>
  Number.parseFloat(document.documentElement.style.getPropertyValue('--ui-toast-band'));

describe('the band toasts keep at the bottom', () => {
  it('is reserved while a toast shows there, and not while toasts sit over a dialog', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await waitFor(() => expect(band()).toBe(0));
    act(() =>
      toast.success({ title: 'Tu perfil público está listo', link: 'marcacreadores.mx/ana' }),
    );
    await screen.findByText('Tu perfil público está listo');
    await waitFor(() => expect(band()).toBeGreaterThan(0));

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    await waitFor(() => expect(band()).toBe(0));
  });

  it('covers sonner’s offset, the front toast and the edges of two stacked behind it', () => {
    const region = document.createElement('div');
    region.innerHTML = `
      <ol data-sonner-toaster data-y-position="bottom"
          style="--offset-bottom: 24px; --front-toast-height: 80px; --gap: 14px">
        <li data-sonner-toast></li><li data-sonner-toast></li>
        <li data-sonner-toast></li><li data-sonner-toast></li>
        <li data-sonner-toast data-removed="true"></li>
      </ol>`;
    expect(toastBandHeight(region)).toBe(24 + 80 + 2 * 14 + 8);
    region.querySelector('ol')?.setAttribute('data-y-position', 'top');
    expect(toastBandHeight(region)).toBe(0);
  });

  it('measures the band a toast over a dialog takes at the top, one toast there', () => {
    const region = document.createElement('div');
    region.innerHTML = `
      <ol data-sonner-toaster data-y-position="top"
          style="--offset-top: 8px; --front-toast-height: 92px; --gap: 14px">
        <li data-sonner-toast></li>
      </ol>`;
    expect(toastBandHeight(region, 'top')).toBe(8 + 92 + 8);
    expect(toastBandHeight(region, 'bottom')).toBe(0);
  });
});
