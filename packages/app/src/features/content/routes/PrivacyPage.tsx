import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { siteConfig } from '../../../config/site';
import { PageTitle, Surface } from '../../shell/PageParts';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  margin-block-end: ${({ theme }) => theme.space[2]};
`;

const sections = ['payment', 'orders', 'return'] as const;

/** /privacy: Payment, Orders and Return. */
export function PrivacyPage() {
  const intl = useIntl();
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'app.content.privacy.title' })}</PageTitle>
      <Sections>
        {sections.map((section) => (
          <Surface key={section} aria-labelledby={`privacy-${section}`}>
            <Heading id={`privacy-${section}`}>
              {intl.formatMessage({ id: `app.content.privacy.${section}Title` })}
            </Heading>
            <p>
              {intl.formatMessage(
                { id: `app.content.privacy.${section}Text` },
                { email: siteConfig.supportEmail },
              )}
            </p>
          </Surface>
        ))}
      </Sections>
    </>
  );
}

export { PrivacyPage as Component };
