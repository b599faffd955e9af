import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../../test/builders';
import { renderWizard, submitButton } from '../../../../test/render-wizard';

const chip = (name: string) => screen.getByRole('button', { name });

describe('demographics step', () => {
  it('starts a creator without answers at the default gender and scholarship', async () => {
    await renderWizard('demographics');
    expect(screen.getByLabelText('Género')).toHaveValue('prefer_not_to_say');
    expect(screen.getByLabelText('Género')).toHaveDisplayValue('Prefiero no decirlo');
    expect(screen.getByLabelText('Escolaridad')).toHaveDisplayValue('Licenciatura');
    expect(chip('Mestizo')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('is pre-filled from the user', async () => {
    await renderWizard('demographics', {
      user: {
        meta_info: {
          ...aUser().meta_info,
          gender: 'female',
          scholarship: 'master',
          ethnicity: ['indigenous'],
        },
      },
    });
    expect(screen.getByLabelText('Género')).toHaveDisplayValue('Mujer');
    expect(screen.getByLabelText('Escolaridad')).toHaveDisplayValue('Maestría');
    expect(chip('Indígena')).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a fifth ethnicity with a message', async () => {
    const { user } = await renderWizard('demographics');
    expect(screen.getByRole('group', { name: 'Etnia' })).toBeInTheDocument();
    for (const name of ['Mestizo', 'Indígena', 'Afrodescendiente', 'Latino']) {
      await user.click(chip(name));
    }
    await user.click(chip('Asiático'));
    expect(screen.getByRole('alert')).toHaveTextContent('Puedes elegir hasta 4 etnias.');
    expect(chip('Asiático')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Latino')).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves the choices, then goes to family', async () => {
    const { user, bridge, currentPath } = await renderWizard('demographics');
    await user.selectOptions(screen.getByLabelText('Género'), 'No binario');
    await user.selectOptions(screen.getByLabelText('Escolaridad'), 'Preparatoria o bachillerato');
    await user.click(chip('Afrodescendiente'));
    await user.click(submitButton());
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/family'));
    expect(bridge.saveProfileSection).toHaveBeenCalledWith({
      section: 'demographics',
      values: { gender: 'non_binary', scholarship: 'high_school', ethnicity: ['afro_descendant'] },
    });
  });

  it('sends no ethnicity as empty_ethnicity', async () => {
    const { user, bridge } = await renderWizard('demographics');
    await user.click(submitButton());
    await waitFor(() => expect(bridge.saveProfileSection).toHaveBeenCalled());
    expect(bridge.saveProfileSection).toHaveBeenCalledWith({
      section: 'demographics',
      values: { gender: 'prefer_not_to_say', scholarship: 'bachelor', empty_ethnicity: true },
    });
  });

  it('links back to basic_info', async () => {
    const { user, currentPath } = await renderWizard('demographics');
    await user.click(screen.getByRole('link', { name: 'Anterior: Básicos' }));
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/basic_info'));
  });
});
