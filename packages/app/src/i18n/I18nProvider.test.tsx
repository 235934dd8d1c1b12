import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FormattedMessage } from 'react-intl';
import { createAppStore } from '../app/store';
import { localeChanged } from '../features/settings/slice';
import { I18nProvider } from './I18nProvider';

function renderWithStore() {
  const { store } = createAppStore();
  render(
    <Provider store={store}>
      <I18nProvider>
        <p>
          <FormattedMessage id="app.shell.userMenu.logout" />
        </p>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe('languages', () => {
  it('shows English by default, left to right', async () => {
    renderWithStore();
    expect(await screen.findByText('Logout')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switches to Arabic right to left, and to Turkish left to right', async () => {
    const store = renderWithStore();
    act(() => {
      store.dispatch(localeChanged('ar'));
    });
    expect(await screen.findByText('تسجيل الخروج')).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');

    act(() => {
      store.dispatch(localeChanged('tr'));
    });
    expect(await screen.findByText('Çıkış Yap')).toBeTruthy();
    expect(document.documentElement.lang).toBe('tr');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
