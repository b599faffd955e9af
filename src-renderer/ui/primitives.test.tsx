import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Menu, MenuItem } from './Menu';
import { SidePanel } from './SidePanel';
import { TextField } from './TextField';

describe('Button', () => {
  it('keeps its name, blocks clicks and reports busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain button unless told to submit', () => {
    render(<Button variant="ghost">Volver</Button>);
    expect(screen.getByRole('button', { name: 'Volver' })).toHaveAttribute('type', 'button');
  });
});

describe('TextField', () => {
  it('labels the input and describes it with its hint and error', () => {
    render(<TextField label="Usuario" hint="Sin espacios." error="Ya está en uso." />);
    const input = screen.getByLabelText('Usuario');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Sin espacios. Ya está en uso.');
  });

  it('is valid without an error', () => {
    render(<TextField label="Usuario" />);
    expect(screen.getByLabelText('Usuario')).not.toHaveAttribute('aria-invalid');
  });
});

describe('Alert', () => {
  it('interrupts for problems and waits politely otherwise', () => {
    render(
      <>
        <Alert tone="danger">Falló</Alert>
        <Alert tone="success">Listo</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Falló');
    expect(screen.getByRole('status')).toHaveTextContent('Listo');
  });
});

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with "Cerrar"', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        title="Quitar red"
        description="Esta acción no se puede deshacer."
        trigger={<Button>Quitar</Button>}
      >
        <p>Contenido</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar red' });
    expect(dialog).toHaveAccessibleDescription('Esta acción no se puede deshacer.');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opened by state, gives focus back to the button that opened it on Escape', async () => {
    const user = userEvent.setup();
    function Opened() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Nueva marca</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Nueva marca">
            <TextField label="Nombre" />
          </Dialog>
        </>
      );
    }
    render(<Opened />);
    const opener = screen.getByRole('button', { name: 'Nueva marca' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Nueva marca' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('SidePanel', () => {
  it('opened by state, gives focus back to the button that opened it on Escape', async () => {
    const user = userEvent.setup();
    function Opened() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Filtros</Button>
          <SidePanel open={open} onOpenChange={setOpen} title="Filtros">
            <TextField label="País" />
          </SidePanel>
        </>
      );
    }
    render(<Opened />);
    const opener = screen.getByRole('button', { name: 'Filtros' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Filtros' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('Menu', () => {
  it('opens from the keyboard and selects an item with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <Menu trigger={<button type="button">Opciones</button>}>
        <MenuItem onSelect={onSelect}>Editar</MenuItem>
      </Menu>,
    );
    screen.getByRole('button', { name: 'Opciones' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
