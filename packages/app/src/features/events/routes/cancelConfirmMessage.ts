import type { IntlShape } from 'react-intl';
import type { RegisteredEventRow } from '@wellness/ui/events';

/**
 * Whether cancelling the registration may bring a refund. The registration list (EventRegistration in
 * openapi.yaml) does not say whether the member paid, so the rule is the event's: a price above 0 was paid
 * for (a paid event is only reached through checkout, §4), a free one was not.
 */
function registrationHasPayment(registration: RegisteredEventRow): boolean {
  return registration.event.price > 0;
}

/**
 * 'Cancel Event' confirmation in the member's language: the question, and §9's refund sentence only for a
 * registration that was paid for.
 */
export function cancelConfirmMessage(intl: IntlShape): (registration: RegisteredEventRow) => string {
  return (registration) => {
    const question = intl.formatMessage(
      { id: 'app.events.cancel.message' },
      { name: registration.event.name },
    );
    if (!registrationHasPayment(registration)) return question;
    return `${question} ${intl.formatMessage({ id: 'app.events.cancel.refund' })}`;
  };
}
