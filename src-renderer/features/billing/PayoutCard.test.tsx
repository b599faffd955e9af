import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';

vi.mock('./confetti', () => ({ celebrate: vi.fn(async () => {}) }));

const payoutsSection = () => screen.getByRole('region', { name: 'Cobros' });

describe('payout address', () => {
  it('checks the e-mail, saves it and shows it masked with a way to change it', async () => {
    const savePayoutEmail = vi.fn(async () =>
      ok({ email_masked: 'an***@gm***.com', updated_at: '2026-11-21T18:00:00Z' }),
    );
    const { user } = renderAs('influencer', '/billing', { savePayoutEmail });
    const email = await screen.findByLabelText('Correo de PayPal');

    await user.type(email, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(
      await screen.findByText(
        'Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.',
      ),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(savePayoutEmail).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, '  Ana@Gmail.com ');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(await within(payoutsSection()).findByText('Pagos a an***@gm***.com')).toBeVisible();
    expect(savePayoutEmail).toHaveBeenCalledWith({ email: 'ana@gmail.com' });
    expect(screen.queryByLabelText('Correo de PayPal')).toBeNull();

    await user.click(within(payoutsSection()).getByRole('button', { name: 'Cambiar' }));
    expect(screen.getByLabelText('Correo de PayPal')).toHaveValue('');
    await user.click(within(payoutsSection()).getByRole('button', { name: 'Cancelar' }));
    expect(within(payoutsSection()).getByText('Pagos a an***@gm***.com')).toBeVisible();
  });

  it('shows the saved address masked when the page opens', async () => {
    renderAs('influencer', '/billing', {
      getPayoutAccount: vi.fn(async () =>
        ok({ email_masked: 'an***@gm***.com', updated_at: '2026-11-21T18:00:00Z' }),
      ),
    });
    expect(await screen.findByText('Pagos a an***@gm***.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cambiar' })).toBeVisible();
  });

  it('puts the server’s message under the field when it refuses the address', async () => {
    const { user } = renderAs('influencer', '/billing', {
      savePayoutEmail: vi.fn(async () =>
        fail('validation_error', { fields: { email: ['Ese correo no es válido.'] } }),
      ),
    });
    await user.type(await screen.findByLabelText('Correo de PayPal'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(await screen.findByText('Ese correo no es válido.')).toBeVisible();
    expect(screen.getByLabelText('Correo de PayPal')).toHaveAttribute('aria-invalid', 'true');
  });
});
