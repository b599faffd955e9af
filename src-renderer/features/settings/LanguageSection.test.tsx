import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { LanguageSection } from './LanguageSection';

describe('LanguageSection', () => {
  it('is a select of the languages the app speaks, with the current one chosen', () => {
    render(<LanguageSection language="es-MX" />);
    const select = screen.getByRole('combobox', { name: 'Idioma de la aplicación' });
    expect(select).toHaveValue('es-MX');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Español (México)']);
    expect(select).toHaveAccessibleDescription(
      'Por ahora la aplicación solo está en español de México.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps the app in the language chosen', async () => {
    render(<LanguageSection language="es-MX" />);
    const select = screen.getByRole('combobox', { name: 'Idioma de la aplicación' });
    await userEvent.selectOptions(select, 'Español (México)');
    expect(i18n.language).toBe('es-MX');
    expect(select).toHaveValue('es-MX');
  });
});
