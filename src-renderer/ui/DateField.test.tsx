import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Fecha de inicio"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output aria-label="Valor">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Limpiar
      </button>
      <button type="button" onClick={() => setValue('2027-01-10')}>
        Cargar
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Fecha de inicio' });
const value = () => screen.getByRole('status', { name: 'Valor' }).textContent;

describe('DateField', () => {
  it('shows the ISO value day first, with the format as its description', () => {
    render(<Harness initial="2026-07-01" />);
    expect(field()).toHaveValue('01/07/2026');
    expect(field()).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(field()).toHaveAccessibleDescription('Día, mes y año: dd/mm/aaaa');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
  });

  it('puts the slashes in while typing and reports the ISO date once it is a real day', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(field(), '1204');
    expect(field()).toHaveValue('12/04');
    expect(value()).toBe('12/04');
    await userEvent.type(field(), '1995');
    expect(field()).toHaveValue('12/04/1995');
    expect(value()).toBe('1995-04-12');
  });

  it('reports a day that does not exist as it was typed, for the form to refuse', async () => {
    render(<Harness />);
    await userEvent.type(field(), '31022026');
    expect(field()).toHaveValue('31/02/2026');
    expect(value()).toBe('31/02/2026');
  });

  it('takes a pasted ISO date and shows it the Mexican way', async () => {
    render(<Harness />);
    await userEvent.click(field());
    await userEvent.paste('2026-07-31');
    expect(field()).toHaveValue('31/07/2026');
    expect(value()).toBe('2026-07-31');
  });

  it('reports an emptied field as no date', async () => {
    render(<Harness initial="2026-07-01" />);
    await userEvent.clear(field());
    expect(value()).toBe('');
  });

  it('pads a short day and month when the field is left', async () => {
    render(<Harness />);
    await userEvent.type(field(), '1/7/2026');
    expect(value()).toBe('2026-07-01');
    fireEvent.blur(field());
    expect(field()).toHaveValue('01/07/2026');
  });

  it('follows a value set from outside (a reset, a loaded draft)', async () => {
    render(<Harness />);
    await userEvent.type(field(), '0101');
    await userEvent.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(field()).toHaveValue('10/01/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(field()).toHaveValue('');
  });

  it('is marked invalid and described by its error', () => {
    render(
      <DateField label="Fecha de fin" value="" onChange={() => {}} error="Escribe una fecha." />,
    );
    const input = screen.getByRole('textbox', { name: 'Fecha de fin' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Escribe una fecha.'));
  });
});
