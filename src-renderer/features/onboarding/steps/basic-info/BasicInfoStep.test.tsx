import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../../test/builders';
import { renderWizard, submitButton } from '../../../../test/render-wizard';

const withPhone = {
  country: 'MX',
  telephone: '+52 55 1234 5678',
  meta_info: { ...aUser().meta_info, languages: ['es', 'en'] },
};

const chip = (name: string) => screen.getByRole('button', { name });

describe('basic_info step', () => {
  it('is pre-filled from the user', async () => {
    await renderWizard('basic_info', { user: withPhone });
    expect(screen.getByRole('button', { name: /cambiar país$/ })).toHaveAccessibleName(
      '+52 México, cambiar país',
    );
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+52 55 1234 5678');
    expect(chip('Español')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Inglés')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Francés')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('starts a creator without a phone at Mexico’s dial code, which is not yet a phone', async () => {
    await renderWizard('basic_info', { user: { telephone: '' } });
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+52');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      'Escribe un teléfono válido para continuar.',
    );
  });

  it('keeps the languages one Tab stop, with the arrow keys inside', async () => {
    const { user } = await renderWizard('basic_info', { user: withPhone });
    const group = screen.getByRole('group', { name: 'Idiomas que hablas' });
    const chips = within(group).getAllByRole('button');
    expect(chips.filter((chip) => chip.tabIndex === 0)).toHaveLength(1);

    screen.getByLabelText('Teléfono').focus();
    await user.tab();
    expect(chips[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(chips[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(chips.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(chips[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(chips.at(-1)).toHaveFocus();
    await user.keyboard(' ');
    expect(chips.at(-1)).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(chips.at(-1)).toHaveAttribute('aria-pressed', 'false');

    // Tab leaves the group at once, and coming back lands on the chip last used.
    await user.tab();
    expect(group).not.toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(chips.at(-1)).toHaveFocus();
  });

  it('resets the number to the new dial code when the country changes', async () => {
    const { user } = await renderWizard('basic_info', { user: withPhone });
    const trigger = screen.getByRole('button', { name: /cambiar país$/ });
    await user.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Buscar país' });
    expect(search).toHaveFocus();
    await user.type(search, 'colom');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('+57 Colombia, cambiar país');
    expect(trigger).toHaveFocus();
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+57');
    expect(await screen.findByText(/al número le faltan dígitos/i)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('lets the keyboard walk the country list and Escape close it', async () => {
    const { user } = await renderWizard('basic_info', { user: withPhone });
    const trigger = screen.getByRole('button', { name: /cambiar país$/ });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox', { name: 'Buscar país' });
    const listbox = screen.getByRole('listbox', { name: 'Países' });
    const selected = within(listbox).getByRole('option', { selected: true });
    expect(selected).toHaveTextContent('México');
    expect(search).toHaveAttribute('aria-activedescendant', selected.id);

    await user.keyboard('{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).not.toBe(selected.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+52 55 1234 5678');
  });

  it('says what is wrong with the phone and disables save until it is fixed', async () => {
    const { user } = await renderWizard('basic_info', { user: withPhone });
    const phone = screen.getByLabelText('Teléfono');
    await user.type(phone, 'a');
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('usa solo números, espacios, guiones y paréntesis'),
    );
    expect(submitButton()).toBeDisabled();

    await user.clear(phone);
    await user.type(phone, '55 1234 5678');
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('El número debe empezar con +52, la clave de México.'),
    );

    await user.clear(phone);
    await user.type(phone, '+52 (55) 1234-5678');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('warns above four languages and refuses a sixth with one message, not two', async () => {
    const { user } = await renderWizard('basic_info', { user: withPhone });
    await user.click(chip('Francés'));
    await user.click(chip('Alemán'));
    expect(screen.queryByText(/el máximo/)).not.toBeInTheDocument();

    await user.click(chip('Italiano'));
    expect(screen.getByText(/Ya elegiste 5 idiomas, el máximo/)).toBeInTheDocument();

    await user.click(chip('Portugués'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ya elegiste 5 idiomas, el máximo. Para agregar otro, quita uno primero.',
    );
    expect(screen.getAllByText(/idiomas/, { selector: 'p' })).toHaveLength(1);
    expect(screen.queryByText('Puedes elegir hasta 5 idiomas.')).not.toBeInTheDocument();
    expect(chip('Portugués')).toHaveAttribute('aria-pressed', 'false');

    await user.click(chip('Italiano'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/el máximo/)).not.toBeInTheDocument();
  });

  it('saves country, phone and languages, then goes to demographics', async () => {
    const { user, bridge, currentPath } = await renderWizard('basic_info', { user: withPhone });
    await user.click(chip('Inglés'));
    await user.click(chip('Francés'));
    await user.click(submitButton());
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/demographics'));
    expect(bridge.saveProfileSection).toHaveBeenCalledWith({
      section: 'basic_info',
      values: { country: 'MX', telephone: '+52 55 1234 5678', languages: ['es', 'fr'] },
    });
  });

  it('sends an empty language list as empty_languages', async () => {
    const { user, bridge } = await renderWizard('basic_info', { user: withPhone });
    await user.click(chip('Español'));
    await user.click(chip('Inglés'));
    await user.click(submitButton());
    await waitFor(() => expect(bridge.saveProfileSection).toHaveBeenCalled());
    expect(bridge.saveProfileSection).toHaveBeenCalledWith({
      section: 'basic_info',
      values: { country: 'MX', telephone: '+52 55 1234 5678', empty_languages: true },
    });
  });

  it('links back to profile', async () => {
    const { user, currentPath } = await renderWizard('basic_info', { user: withPhone });
    await user.click(screen.getByRole('link', { name: 'Anterior: Perfil' }));
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/profile'));
  });
});
