import { useIntl } from 'react-intl';
import { PrivacySections } from '@wellness/ui/content';
import { siteConfig } from '../../../config/site';

const sections = ['payment', 'orders', 'return'] as const;

/** /privacy: Payment, Orders and Return. */
export function PrivacyPage() {
  const intl = useIntl();
  return (
    <PrivacySections
      title={intl.formatMessage({ id: 'app.content.privacy.title' })}
      sections={sections.map((section) => ({
        id: section,
        title: intl.formatMessage({ id: `app.content.privacy.${section}Title` }),
        paragraphs: [
          intl.formatMessage(
            { id: `app.content.privacy.${section}Text` },
            { email: siteConfig.supportEmail },
          ),
        ],
      }))}
    />
  );
}

export { PrivacyPage as Component };
