import type { IntlShape } from 'react-intl';

/** The columns the registered and completed tables share, in the member's language. */
export function registrationColumnLabels(intl: IntlShape) {
  const t = (id: string) => intl.formatMessage({ id });
  return {
    number: t('app.events.table.number'),
    name: t('app.events.table.name'),
    start: t('app.events.table.start'),
    end: t('app.events.table.end'),
    type: t('app.events.table.type'),
    status: t('app.events.table.status'),
  };
}
