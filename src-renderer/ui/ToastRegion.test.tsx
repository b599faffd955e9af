import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { toast } from './toast';
import { ToastRegion } from './ToastRegion';

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
});
