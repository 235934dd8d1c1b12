import type { IntlShape } from 'react-intl';
import type { NotificationMessage } from './slice';

/** A toast's words in the language shown: a catalog message, or the server's own text. */
export function notificationText(intl: IntlShape, message: NotificationMessage): string {
  return 'text' in message ? message.text : intl.formatMessage({ id: message.id }, message.values);
}
