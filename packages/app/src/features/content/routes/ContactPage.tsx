import { useIntl } from 'react-intl';
import { ContactDetails } from '@wellness/ui/content';
import { siteConfig } from '../../../config/site';

/** /contact: address, e-mail, two phone numbers and a map, from the organisation's configuration. */
export function ContactPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ContactDetails
      address={siteConfig.contactAddress}
      email={siteConfig.supportEmail}
      phones={siteConfig.supportPhones}
      labels={{
        title: t('app.content.contact.title'),
        address: t('app.content.contact.address'),
        email: t('app.content.contact.email'),
        phone: t('app.content.contact.phones'),
        map: t('app.content.contact.map'),
      }}
    />
  );
}

export { ContactPage as Component };
