import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle, THEME_TOOLTIP_MS } from '../components/layout/preference-toggles';
import { themeChanged } from '../lib/preferences-slice';
import { renderPage } from '../testing/render';

function mockSystemDark(dark: boolean) {
  const listeners: ((event: { matches: boolean }) => void)[] = [];
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes('dark') ? dark : false,
    media: query,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener),
    removeEventListener: jest.fn(),
  }));
  return (next: boolean) => act(() => listeners.forEach((listener) => listener({ matches: next })));
}

describe('theme and language preferences', () => {
  it("is dark by default and light on request, through Blueprint's dark class", () => {
    mockSystemDark(false);
    const { store } = renderPage(<ThemeToggle />);
    expect(document.body).toHaveClass('bp6-dark');
    act(() => {
      store.dispatch(themeChanged('light'));
    });
    expect(document.body).not.toHaveClass('bp6-dark');
    expect(document.documentElement.lang).toBe('es');
  });

  it('follows the system colour scheme live when set to auto', () => {
    const systemChanges = mockSystemDark(false);
    const { store } = renderPage(<ThemeToggle />);
    act(() => {
      store.dispatch(themeChanged('auto'));
    });
    expect(document.body).not.toHaveClass('bp6-dark');
    systemChanges(true);
    expect(document.body).toHaveClass('bp6-dark');
  });

  it('names the new theme in a tooltip that hides after 2000 ms', async () => {
    jest.useFakeTimers();
    mockSystemDark(true);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderPage(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: /Cambiar tema/ }));
    expect(store.getState().preferences.theme).toBe('auto');
    expect(await screen.findByText('Tema: automático')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(THEME_TOOLTIP_MS - 100);
    });
    expect(screen.getByText('Tema: automático')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(100);
    });
    // Then Blueprint's closing transition runs its own timers.
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Tema: automático')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
