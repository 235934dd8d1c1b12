import type { ElementType } from 'react';
import { Store } from 'lucide-react';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import type { Partner, PartnerType } from '@wellness/api';
import { truncatePartnerName } from '../partnerRules';

export type PartnerCardPartner = Pick<Partner, 'uuid' | 'name' | 'logo' | 'type'>;

interface PartnerCardProps {
  partner: PartnerCardPartner;
  /** Where the card leads (/partner/{uuid}); the whole card is the link. */
  href: string;
  /** The partner type as the member's language names it (0 Product, 1 Service, 2 Both). */
  typeLabel?: (type: PartnerType) => string;
  /** A router link component (react-router's Link) with `linkProps={{ to }}`. */
  linkAs?: ElementType;
  linkProps?: Record<string, unknown>;
  as?: 'article' | 'li';
  titleAs?: 'h2' | 'h3' | 'h4';
}

export const defaultPartnerTypeLabel = (type: PartnerType) =>
  type === 0 ? 'Product' : type === 1 ? 'Service' : 'Both';

/** The logo on a calm surface, whole (contain), with its box reserved so nothing moves while it loads. */
const LogoFrame = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  block-size: 100%;
  color: ${({ theme }) => theme.color.text.secondary};

  img {
    position: absolute;
    inset: ${({ theme }) => theme.space[4]};
    inline-size: calc(100% - 2 * ${({ theme }) => theme.space[4]});
    block-size: calc(100% - 2 * ${({ theme }) => theme.space[4]});
    object-fit: contain;
  }
  svg {
    inline-size: 40%;
    block-size: 40%;
  }
`;

/** §2 Partners list card: logo, name cut at 30 characters plus ' ...', and type. */
export function PartnerCard({
  partner,
  href,
  typeLabel = defaultPartnerTypeLabel,
  linkAs,
  linkProps,
  as = 'article',
  titleAs = 'h3',
}: PartnerCardProps) {
  const shortName = truncatePartnerName(partner.name);
  return (
    <Card
      as={as}
      media={
        <LogoFrame>
          {partner.logo ? (
            <img src={partner.logo} alt="" width={320} height={180} loading="lazy" />
          ) : (
            <Store aria-hidden="true" />
          )}
        </LogoFrame>
      }
      title={
        <span title={shortName === partner.name ? undefined : partner.name} dir="auto">
          {shortName}
        </span>
      }
      titleAs={titleAs}
      href={linkAs ? undefined : href}
      linkAs={linkAs}
      linkProps={linkProps}
    >
      <Badge tone={partner.type === 0 ? 'info' : partner.type === 1 ? 'success' : 'accent'}>
        {typeLabel(partner.type)}
      </Badge>
    </Card>
  );
}
