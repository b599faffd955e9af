import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { Company } from '../../../src-shared/domain/brand';
import { aSession, fail, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const company: Company = {
  name: 'Café Aurora',
  legal_name: 'Café Aurora S.A. de C.V.',
  tax_id: 'CAU200101AB1',
  country: 'MX',
  website: 'https://aurora.example',
  industry: 'beverages',
  size: '11-50',
  updated_at: '2026-03-01T12:00:00.000Z',
};

function renderCompany(bridge: Partial<BridgeApi> = {}) {
  return renderApp('/account-setting/company', {
    getSession: vi.fn(async () => ok(aSession('brand'))),
    ...bridge,
  });
}

describe('company page', () => {
  it('loads the saved company into the form', async () => {
    renderCompany({ getCompany: vi.fn(async () => ok(company)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresa' })).toBeVisible();
    expect(await screen.findByLabelText('Nombre comercial')).toHaveValue('Café Aurora');
    expect(screen.getByLabelText('Razón social')).toHaveValue('Café Aurora S.A. de C.V.');
    expect(screen.getByLabelText('RFC o identificador fiscal')).toHaveValue('CAU200101AB1');
    expect(screen.getByLabelText('País')).toHaveValue('MX');
    expect(screen.getByLabelText('Sitio web')).toHaveValue('https://aurora.example');
    expect(screen.getByLabelText('Industria')).toHaveValue('beverages');
    expect(screen.getByLabelText('Tamaño')).toHaveValue('11-50');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Empresa' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('saves a new company with what was typed and confirms with a toast', async () => {
    const saveCompany = vi.fn(async () => ok({ ...company, tax_id: 'ABC010101XY9' }));
    const { user } = renderCompany({ saveCompany });
    await user.type(await screen.findByLabelText('Nombre comercial'), 'Café Aurora');
    await user.type(screen.getByLabelText('RFC o identificador fiscal'), 'abc010101xy9');
    await user.selectOptions(screen.getByLabelText('País'), 'Colombia');
    await user.selectOptions(screen.getByLabelText('Industria'), 'Bebidas');
    await user.selectOptions(screen.getByLabelText('Tamaño'), '11 a 50 personas');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Guardamos los datos de tu empresa.')).toBeInTheDocument();
    expect(saveCompany).toHaveBeenCalledWith({
      name: 'Café Aurora',
      legal_name: '',
      tax_id: 'ABC010101XY9',
      country: 'CO',
      website: '',
      industry: 'beverages',
      size: '11-50',
    });
    // The form shows what the server stored.
    expect(screen.getByLabelText('País')).toHaveValue('MX');
  });

  it('does not send a form the shared rules refuse', async () => {
    const { user, bridge } = renderCompany();
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Escribe el nombre de la empresa.')).toBeInTheDocument();
    expect(screen.getAllByText('Elige una industria de la lista.')).toHaveLength(1);
    expect(screen.getByLabelText('Nombre comercial')).toHaveAttribute('aria-invalid', 'true');
    expect(bridge.saveCompany).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages under their fields', async () => {
    const saveCompany = vi.fn(async () =>
      fail('validation_error', {
        message: 'Revisa los datos.',
        fields: { tax_id: ['Ese RFC ya está registrado.'], website: ['El sitio no responde.'] },
      }),
    );
    const { user } = renderCompany({ getCompany: vi.fn(async () => ok(company)), saveCompany });
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ese RFC ya está registrado.')).toBeInTheDocument();
    expect(screen.getByLabelText('RFC o identificador fiscal')).toHaveAccessibleDescription(
      /Ese RFC ya está registrado\./,
    );
    expect(screen.getByLabelText('Sitio web')).toHaveAccessibleDescription(
      /El sitio no responde\./,
    );
    expect(screen.getByText('No pudimos guardar los datos de tu empresa')).toBeInTheDocument();
  });

  it('says when the company cannot be read and reads it again on retry', async () => {
    const getCompany = vi
      .fn()
      .mockResolvedValueOnce(fail('network_error', { status: 0 }))
      .mockResolvedValue(ok(company));
    const { user } = renderCompany({ getCompany });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los datos de tu empresa');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Nombre comercial')).toHaveValue('Café Aurora');
  });

  it('is for brands only', async () => {
    const { currentPath } = renderApp('/account-setting/company', {
      getSession: vi.fn(async () => ok(aSession('influencer'))),
    });
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
  });
});
