import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import esMX from '../i18n/locales/es-MX.json';
import { Loader } from './Loader';
import { LOADER_ROTATION_MS } from './loader-timing';

const messages = esMX.loader.messages;

describe('Loader', () => {
  it('rotates every 5 seconds', () => {
    expect(LOADER_ROTATION_MS).toBe(5000);
  });

  it('shows the first message, then the next one every LOADER_ROTATION_MS, wrapping around', () => {
    vi.useFakeTimers();
    render(<Loader />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(messages[0]!);

    act(() => vi.advanceTimersByTime(LOADER_ROTATION_MS - 1));
    expect(status).toHaveTextContent(messages[0]!);

    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent(messages[1]!);

    act(() => vi.advanceTimersByTime(LOADER_ROTATION_MS * (messages.length - 1)));
    expect(status).toHaveTextContent(messages[0]!);
  });

  it('stops its timer when it unmounts', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Loader />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
