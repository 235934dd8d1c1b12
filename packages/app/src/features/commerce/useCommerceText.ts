import { useIntl } from 'react-intl';

/** The screens' words: `t(id, values)` over the commerce catalog, and the status of an order in words. */
export function useCommerceText() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const statusLabel = (status: string) => {
    // 'on-hold' → 'onHold': catalog keys are letters only.
    const id = `app.commerce.status.${status.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
    return intl.messages[id] ? t(id) : status;
  };
  return { t, statusLabel, intl };
}
