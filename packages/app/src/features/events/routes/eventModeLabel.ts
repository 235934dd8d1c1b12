import type { IntlShape } from 'react-intl';
import { modeMessageId } from '../paths';

/**
 * An event's mode ('Online', 'In-Person', 'Hybrid') in the member's language; a mode the catalogs do not
 * know yet is shown as the server sends it.
 */
export function eventModeLabel(intl: IntlShape): (mode: string) => string {
  return (mode) => {
    const id = modeMessageId(mode);
    return id in intl.messages ? intl.formatMessage({ id }) : mode;
  };
}
