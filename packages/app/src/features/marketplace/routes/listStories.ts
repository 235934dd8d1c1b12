import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCREEN_TIMEOUT, textIn } from '../../../test/screen';

type PlayContext = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** A list screen shows its title and `count` cards. */
export function showsList(titleId: string, count: number) {
  return async ({ canvasElement, globals }: PlayContext) => {
    const t = await textIn(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: t(titleId) }, SCREEN_TIMEOUT);
    const list = await canvas.findByRole('list', { name: t(titleId) }, SCREEN_TIMEOUT);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(count);
  };
}

/** Sorting by price high to low puts `first` first; a search with no match says 'No match found'. */
export function sortsAndSearches(titleId: string, searchId: string, first: string) {
  return async (context: PlayContext) => {
    const t = await textIn(context.globals);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('list', { name: t(titleId) }, SCREEN_TIMEOUT);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('app.marketplace.list.sort') }),
      t('app.marketplace.list.sortHighToLow'),
    );
    await waitFor(async () => {
      const list = canvas.getByRole('list', { name: t(titleId) });
      await expect(within(list).getAllByRole('heading')[0]).toHaveTextContent(first);
    }, SCREEN_TIMEOUT);
    await userEvent.type(canvas.getByRole('searchbox', { name: t(searchId) }), 'zzz{Enter}');
    await canvas.findByText(t('app.marketplace.list.empty'), undefined, SCREEN_TIMEOUT);
    await userEvent.clear(canvas.getByRole('searchbox', { name: t(searchId) }));
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('list', { name: t(titleId) }, SCREEN_TIMEOUT);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('app.marketplace.list.sort') }),
      t('app.marketplace.list.sortDefault'),
    );
    await canvas.findByRole('list', { name: t(titleId) }, SCREEN_TIMEOUT);
    (document.activeElement as HTMLElement | null)?.blur();
  };
}
