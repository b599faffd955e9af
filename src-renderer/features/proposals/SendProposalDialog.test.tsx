import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aListPage, fail, ok } from '../../test/builders';
import { installFakeBridge } from '../../test/fake-bridge';
import { aBrand, aProposal, ids } from '../../test/marketplace-builders';
import { Toaster } from '../../ui/Toaster';
import { SendProposalDialog } from './SendProposalDialog';

const twoBrands = aListPage([aBrand(), aBrand({ id: ids.otherBrand, name: 'Té Boreal' })]);

function renderDialog(
  bridge: Parameters<typeof installFakeBridge>[0] = {},
  applicationId?: string,
) {
  const fake = installFakeBridge({ listBrands: vi.fn(async () => ok(twoBrands)), ...bridge });
  const onSent = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <>
      <Toaster />
      <SendProposalDialog
        open
        onOpenChange={onOpenChange}
        creator={{ id: ids.creator, name: 'Ana López' }}
        {...(applicationId ? { applicationId } : {})}
        onSent={onSent}
      />
    </>,
  );
  return { bridge: fake, onSent, onOpenChange, user: userEvent.setup() };
}

/** The dialog as pages use it: opened by a button of theirs, without a Radix trigger. */
function OpenedByButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Hacer una oferta
      </button>
      <SendProposalDialog
        open={open}
        onOpenChange={setOpen}
        creator={{ id: ids.creator, name: 'Ana López' }}
        onSent={vi.fn()}
      />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Enviar propuesta a Ana López' });
const row = (position: number) => screen.getByRole('group', { name: `Entregable ${position}` });

async function fillValidOffer(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Té Boreal' });
  await user.selectOptions(screen.getByLabelText('Marca'), 'Té Boreal');
  await user.selectOptions(within(row(1)).getByLabelText('Red social'), 'Instagram');
  await user.selectOptions(within(row(1)).getByLabelText('Tipo de contenido'), 'Reel');
  await user.clear(within(row(1)).getByLabelText('Cantidad'));
  await user.type(within(row(1)).getByLabelText('Cantidad'), '2');
  await user.type(screen.getByLabelText('Precio (USD)'), '1,500.50');
  await user.type(screen.getByLabelText('Fecha de inicio'), '2026-07-01');
  await user.type(screen.getByLabelText('Fecha de fin'), '2026-07-31');
}

describe('SendProposalDialog', () => {
  it('says what is missing and sends nothing', async () => {
    const { bridge, user } = renderDialog();
    await screen.findByRole('option', { name: 'Té Boreal' });
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar propuesta' }));

    expect(await screen.findByText('Elige la marca que hace la propuesta.')).toBeInTheDocument();
    expect(within(row(1)).getByLabelText('Red social')).toHaveAccessibleDescription(
      'Elige una red social de la lista.',
    );
    expect(screen.getByLabelText('Precio (USD)')).toHaveAccessibleDescription(
      expect.stringContaining('Escribe una cantidad mayor que 0 en dólares.'),
    );
    expect(screen.getByLabelText('Fecha de inicio')).toHaveAccessibleDescription(
      'Escribe una fecha válida.',
    );
    expect(bridge.sendProposal).not.toHaveBeenCalled();
  });

  it('shows the platform fee and the brand\u2019s total under the price before sending', async () => {
    const getPlatformFees = vi.fn(async () => ok({ platform_fee_percent: 7.5 }));
    const { user } = renderDialog({ getPlatformFees });
    const lines = await within(dialog()).findByLabelText('Importes de la colaboración');
    expect(lines).toHaveTextContent('Comisión de la plataforma (7.5 %)');
    expect(lines).toHaveTextContent('Total para la marca');
    await user.type(screen.getByLabelText('Precio (USD)'), '1,500.50');
    // 7.5 % of 1,500.50 is 112.5375, rounded half up to the cent as the server does.
    await waitFor(() => expect(lines.textContent?.replace(/\s/g, ' ')).toContain('USD 112.54'));
    expect(lines.textContent?.replace(/\s/g, ' ')).toContain('USD 1,613.04');
    expect(getPlatformFees).toHaveBeenCalledOnce();
  });

  it('refuses an end date before the start date', async () => {
    const { bridge, user } = renderDialog();
    await fillValidOffer(user);
    await user.clear(screen.getByLabelText('Fecha de fin'));
    await user.type(screen.getByLabelText('Fecha de fin'), '2026-06-01');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar propuesta' }));
    expect(await screen.findByLabelText('Fecha de fin')).toHaveAccessibleDescription(
      'La fecha de fin no puede ser anterior a la de inicio.',
    );
    expect(bridge.sendProposal).not.toHaveBeenCalled();
  });

  it('shows the date range beside the other errors, and refuses contact details in the message', async () => {
    const { bridge, user } = renderDialog();
    await fillValidOffer(user);
    await user.clear(screen.getByLabelText('Precio (USD)'));
    await user.clear(screen.getByLabelText('Fecha de fin'));
    await user.type(screen.getByLabelText('Fecha de fin'), '2026-06-01');
    await user.type(screen.getByLabelText('Mensaje'), 'Escríbenos a hola@cafeaurora.mx');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar propuesta' }));

    expect(await screen.findByLabelText('Fecha de fin')).toHaveAccessibleDescription(
      'La fecha de fin no puede ser anterior a la de inicio.',
    );
    expect(screen.getByLabelText('Precio (USD)')).toHaveAccessibleDescription(
      expect.stringContaining('Escribe una cantidad mayor que 0 en dólares.'),
    );
    expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription(
      expect.stringContaining(
        'No incluyas datos de contacto: ni correos, ni teléfonos, ni sitios web.',
      ),
    );
    expect(bridge.sendProposal).not.toHaveBeenCalled();
  });

  it('offers only the content types of the row’s network', async () => {
    const { user } = renderDialog();
    const contentType = within(row(1)).getByLabelText('Tipo de contenido');
    expect(contentType).toBeDisabled();
    await user.selectOptions(within(row(1)).getByLabelText('Red social'), 'YouTube');
    const options = within(contentType)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Elige un tipo', 'Video', 'Short', 'En vivo']);

    // Twitch only streams: the single type is picked for the brand.
    await user.selectOptions(within(row(1)).getByLabelText('Red social'), 'Twitch');
    expect(contentType).toHaveDisplayValue('En vivo');
  });

  it('sends the offer with every row, then hands it back and closes', async () => {
    const proposal = aProposal();
    const { bridge, user, onSent, onOpenChange } = renderDialog(
      { sendProposal: vi.fn(async () => ok(proposal)) },
      ids.application,
    );
    await fillValidOffer(user);
    await user.click(screen.getByRole('button', { name: 'Agregar entregable' }));
    await user.selectOptions(within(row(2)).getByLabelText('Red social'), 'TikTok');
    await user.selectOptions(within(row(2)).getByLabelText('Tipo de contenido'), 'Video');
    await user.click(screen.getByRole('button', { name: 'Agregar entregable' }));
    await user.click(screen.getByRole('button', { name: 'Quitar entregable 3' }));
    expect(screen.queryByRole('group', { name: 'Entregable 3' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mensaje'), 'Campaña de verano');

    await user.click(within(dialog()).getByRole('button', { name: 'Enviar propuesta' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(proposal));
    expect(bridge.sendProposal).toHaveBeenCalledWith({
      brand_id: ids.otherBrand,
      creator_id: ids.creator,
      application_id: ids.application,
      deliverables: [
        { network: 'instagram', content_type: 'reel', quantity: 2 },
        { network: 'tiktok', content_type: 'video', quantity: 1 },
      ],
      price: 1500.5,
      start_date: '2026-07-01',
      end_date: '2026-07-31',
      message: 'Campaña de verano',
      revision_rounds: 2,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Propuesta enviada a Ana López')).toBeInTheDocument();
  });

  it('picks the only brand by itself and leaves application_id out when there is none', async () => {
    const { bridge, user } = renderDialog({
      listBrands: vi.fn(async () => ok(aListPage([aBrand()]))),
      sendProposal: vi.fn(async () => ok(aProposal())),
    });
    await waitFor(() => expect(screen.getByLabelText('Marca')).toHaveDisplayValue('Café Aurora'));
    await user.selectOptions(within(row(1)).getByLabelText('Red social'), 'Instagram');
    await user.selectOptions(within(row(1)).getByLabelText('Tipo de contenido'), 'Historia');
    await user.type(screen.getByLabelText('Precio (USD)'), '200');
    await user.type(screen.getByLabelText('Fecha de inicio'), '2026-07-01');
    await user.type(screen.getByLabelText('Fecha de fin'), '2026-07-01');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar propuesta' }));
    await waitFor(() => expect(bridge.sendProposal).toHaveBeenCalled());
    expect(bridge.sendProposal).toHaveBeenCalledWith(
      expect.not.objectContaining({ application_id: expect.anything() }),
    );
  });

  it('puts the server’s field messages under their fields and stays open', async () => {
    const { user, onSent } = renderDialog({
      sendProposal: vi.fn(async () =>
        fail('validation_error', {
          fields: {
            price: ['El precio supera tu presupuesto.'],
            'deliverables.0.quantity': ['Demasiadas piezas para esta red.'],
          },
        }),
      ),
    });
    await fillValidOffer(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar propuesta' }));
    expect(await screen.findByLabelText('Precio (USD)')).toHaveAccessibleDescription(
      expect.stringContaining('El precio supera tu presupuesto.'),
    );
    expect(within(row(1)).getByLabelText('Cantidad')).toHaveAccessibleDescription(
      'Demasiadas piezas para esta red.',
    );
    expect(onSent).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
  });

  it('tells in a toast what no field can show', async () => {
    const { user } = renderDialog({
      sendProposal: vi.fn(async () => fail('forbidden', { status: 403 })),
    });
    await fillValidOffer(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar propuesta' }));
    expect(await screen.findByText('No pudimos enviar la propuesta')).toBeInTheDocument();
    expect(screen.getByText('No tienes permiso para hacer esto.')).toBeInTheDocument();
  });

  it('gives focus back to the button that opened it, however it is closed', async () => {
    installFakeBridge({ listBrands: vi.fn(async () => ok(twoBrands)) });
    render(<OpenedByButton />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Hacer una oferta' });

    await user.click(opener);
    await screen.findByRole('option', { name: 'Té Boreal' });
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();

    opener.focus();
    await user.keyboard('{Enter}');
    await user.click(within(dialog()).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
