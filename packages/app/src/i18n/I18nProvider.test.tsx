import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
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
          <FormattedMessage id="app.shell.error.reload" />
        </p>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

// A language's catalog is a lazily loaded chunk: on a loaded 2-core machine it can take longer than
// findByText's default second to arrive, so each wait allows longer (it still ends as soon as the text shows).
const CATALOG_LOAD = { timeout: 10_000 };

describe('languages', () => {
  it('shows English by default, left to right', async () => {
    renderWithStore();
    expect(await screen.findByText('Reload', {}, CATALOG_LOAD)).toBeTruthy();
    // lang and dir are set by an effect after the catalog renders, so wait for them too.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'), CATALOG_LOAD);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switches to Arabic right to left, and to Turkish left to right', async () => {
    const store = renderWithStore();
    act(() => {
      store.dispatch(localeChanged('ar'));
    });
    expect(await screen.findByText('إعادة التحميل', {}, CATALOG_LOAD)).toBeTruthy();
    // lang and dir are set by an effect after the catalog renders, so wait for them too.
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'), CATALOG_LOAD);
    expect(document.documentElement.dir).toBe('rtl');

    act(() => {
      store.dispatch(localeChanged('tr'));
    });
    expect(await screen.findByText('Yenile', {}, CATALOG_LOAD)).toBeTruthy();
    // lang and dir are set by an effect after the catalog renders, so wait for them too.
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'), CATALOG_LOAD);
    expect(document.documentElement.dir).toBe('ltr');
  });
});
