import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../../test/builders';
import { renderWizard, submitButton } from '../../../../test/render-wizard';

const chip = (name: string) => screen.getByRole('button', { name });

describe('family step', () => {
  it('starts a creator without answers at the default relationship, no children, no pets', async () => {
    await renderWizard('family');
    expect(screen.getByLabelText('Estado civil')).toHaveDisplayValue('Prefiero no decirlo');
    expect(screen.getByText('No has agregado hijos.')).toBeInTheDocument();
    expect(chip('Perro')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('is pre-filled from the user', async () => {
    await renderWizard('family', {
      user: {
        meta_info: {
          ...aUser().meta_info,
          relationship: 'married',
          pets: ['cat'],
          children: [{ gender: 'girl', age_range: '3-5' }],
        },
      },
    });
    expect(screen.getByLabelText('Estado civil')).toHaveDisplayValue('Casado(a)');
    expect(screen.getByLabelText('Género del hijo 1')).toHaveDisplayValue('Niña');
    expect(screen.getByLabelText('Edad del hijo 1')).toHaveDisplayValue('3 a 5 años');
    expect(chip('Gato')).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds and removes child rows', async () => {
    const { user } = await renderWizard('family');
    await user.click(screen.getByRole('button', { name: 'Agregar hijo' }));
    expect(screen.getByLabelText('Género del hijo 1')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Agregar hijo' }));
    expect(screen.getByLabelText('Género del hijo 2')).toHaveValue('');
    expect(screen.getByLabelText('Género del hijo 2')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Género del hijo 2'), 'Niño');

    await user.click(screen.getByRole('button', { name: 'Quitar hijo 1' }));
    expect(screen.queryByLabelText('Género del hijo 2')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Género del hijo 1')).toHaveDisplayValue('Niño');
    expect(screen.getByText(/para que esta fila se guarde/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar hijo' })).toHaveFocus();
  });

  it('refuses a fifth pet with a message', async () => {
    const { user } = await renderWizard('family');
    expect(screen.getByRole('group', { name: 'Mascotas' })).toBeInTheDocument();
    for (const name of ['Perro', 'Gato', 'Ave', 'Pez']) await user.click(chip(name));
    await user.click(chip('Conejo'));
    expect(screen.getByRole('alert')).toHaveTextContent('Puedes elegir hasta 4 mascotas.');
    expect(chip('Conejo')).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends only complete child rows, then goes to vanity', async () => {
    const { user, bridge, currentPath } = await renderWizard('family');
    await user.selectOptions(screen.getByLabelText('Estado civil'), 'En una relación');
    await user.click(screen.getByRole('button', { name: 'Agregar hijo' }));
    await user.selectOptions(screen.getByLabelText('Género del hijo 1'), 'Niña');
    await user.selectOptions(screen.getByLabelText('Edad del hijo 1'), '0 a 2 años');
    await user.click(screen.getByRole('button', { name: 'Agregar hijo' }));
    await user.selectOptions(screen.getByLabelText('Edad del hijo 2'), '18 años o más');
    await user.click(chip('Perro'));
    await user.click(submitButton());

    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/vanity'));
    expect(bridge.saveProfileSection).toHaveBeenCalledWith({
      section: 'family',
      values: {
        relationship: 'in_a_relationship',
        pets: ['dog'],
        children: [{ gender: 'girl', age_range: '0-2' }],
      },
    });
  });

  it('sends empty lists as their empty flags, a half-filled row included', async () => {
    const { user, bridge } = await renderWizard('family');
    await user.click(screen.getByRole('button', { name: 'Agregar hijo' }));
    await user.selectOptions(screen.getByLabelText('Género del hijo 1'), 'Otro');
    await user.click(submitButton());
    await waitFor(() => expect(bridge.saveProfileSection).toHaveBeenCalled());
    expect(bridge.saveProfileSection).toHaveBeenCalledWith({
      section: 'family',
      values: { relationship: 'prefer_not_to_say', empty_pets: true, empty_children: true },
    });
  });

  it('links back to demographics', async () => {
    const { user, currentPath } = await renderWizard('family');
    await user.click(screen.getByRole('link', { name: 'Anterior: Demografía' }));
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/demographics'));
  });
});
