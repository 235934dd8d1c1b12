import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MapPin } from 'lucide-react';
import { siteConfig } from '../../../config/site';
import { PageTitle, Surface } from '../../shell/PageParts';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    margin-block-start: ${({ theme }) => theme.space[3]};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

/** A map drawn locally: no tiles from another host. */
const Map = styled.figure`
  margin: 0;
  min-block-size: 16rem;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  background:
    repeating-linear-gradient(
      0deg,
      transparent 0 38px,
      ${({ theme }) => theme.color.border.subtle} 38px 40px
    ),
    repeating-linear-gradient(
      90deg,
      transparent 0 38px,
      ${({ theme }) => theme.color.border.subtle} 38px 40px
    ),
    ${({ theme }) => theme.color.primary.subtle};
  color: ${({ theme }) => theme.color.primary.default};

  svg {
    inline-size: 48px;
    block-size: 48px;
  }
`;

/** /contact: address, e-mail, two phone numbers and a map (from the organisation's configuration). */
export function ContactPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <PageTitle>{t('app.content.contact.title')}</PageTitle>
      <Layout>
        <Surface>
          <Details>
            <dt>{t('app.content.contact.address')}</dt>
            <dd>{siteConfig.contactAddress}</dd>
            <dt>{t('app.content.contact.email')}</dt>
            <dd>
              <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
            </dd>
            <dt>{t('app.content.contact.phones')}</dt>
            {siteConfig.supportPhones.map((phone) => (
              <dd key={phone}>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phone}
                </a>
              </dd>
            ))}
          </Details>
        </Surface>
        <Map aria-label={`${t('app.content.contact.map')}: ${siteConfig.contactAddress}`} role="img">
          <MapPin aria-hidden="true" />
        </Map>
      </Layout>
    </>
  );
}

export { ContactPage as Component };
