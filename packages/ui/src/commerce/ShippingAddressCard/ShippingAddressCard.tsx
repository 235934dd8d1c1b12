import type { ElementType } from 'react';
import { MapPin, Pencil } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Panel, PanelHeader } from '../Panel';

interface ShippingAddress {
  name?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
  mobile?: string | null;
}

interface ShippingAddressCardLabels {
  title: string;
  editAddress: string;
  /** Shown, as a link to Edit Address's page, while the address is incomplete (the checkout gate). */
  incomplete: string;
  phone: string;
}

const defaultShippingAddressCardLabels: ShippingAddressCardLabels = {
  title: 'Shipping Address',
  editAddress: 'Edit Address',
  incomplete: 'Please complete your shipping address before checkout',
  phone: 'Phone',
};

interface ShippingAddressCardProps {
  address: ShippingAddress;
  /** Where Edit Address leads (§2: /changeaddress). */
  editHref?: string;
  /** A router link, e.g. `linkAs={Link}`: it gets `to` as well as `href`. */
  linkAs?: ElementType;
  labels?: Partial<ShippingAddressCardLabels>;
  headingLevel?: 2 | 3;
}

const Address = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-style: normal;
  overflow-wrap: anywhere;

  & > strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Warning = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warning.subtle};
  color: ${({ theme }) => theme.color.warning.fg};

  & > svg {
    flex: none;
  }
`;

/**
 * An address to ship to has address line 1, city, state, zip code and country; any of them blank makes it
 * incomplete (the server refuses the order with the same words). The spec's gate fired only when all were empty.
 */
export function isAddressIncomplete(address: ShippingAddress): boolean {
  return [address.addressLine1, address.zipCode, address.state, address.country, address.city]
    .map((part) => (part ?? '').trim())
    .some((part) => part === '');
}

const WarningLink = styled.a`
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const hasAny = (address: ShippingAddress) =>
  [
    address.name,
    address.addressLine1,
    address.addressLine2,
    address.city,
    address.country,
    address.mobile,
  ].some((part) => (part ?? '').trim() !== '');

/** Payment Summary's shipping address with Edit Address to /changeaddress (§2). */
export function ShippingAddressCard({
  address,
  editHref = '/changeaddress',
  linkAs,
  labels,
  headingLevel = 2,
}: ShippingAddressCardProps) {
  const text = { ...defaultShippingAddressCardLabels, ...labels };
  const Heading = `h${headingLevel}` as const;
  const cityLine = [address.city, address.state, address.zipCode].filter((part) => part?.trim()).join(', ');
  return (
    <Panel aria-label={text.title}>
      <PanelHeader>
        <Heading>{text.title}</Heading>
        <Button
          as={linkAs ?? 'a'}
          href={editHref}
          {...(linkAs ? { to: editHref } : {})}
          variant="tertiary"
          size="sm"
          leadingIcon={<Pencil aria-hidden />}
        >
          {text.editAddress}
        </Button>
      </PanelHeader>
      {isAddressIncomplete(address) && (
        <Warning role="note">
          <MapPin aria-hidden size={18} />
          <WarningLink as={linkAs ?? 'a'} href={editHref} {...(linkAs ? { to: editHref } : {})}>
            {text.incomplete}
          </WarningLink>
        </Warning>
      )}
      {hasAny(address) && (
        <Address>
          {address.name && <strong dir="auto">{address.name}</strong>}
          {address.addressLine1 && <span dir="auto">{address.addressLine1}</span>}
          {address.addressLine2 && <span dir="auto">{address.addressLine2}</span>}
          {cityLine && <span dir="auto">{cityLine}</span>}
          {address.country && <span dir="auto">{address.country}</span>}
          {address.mobile && (
            <span>
              {text.phone}: <bdi dir="ltr">{address.mobile}</bdi>
            </span>
          )}
        </Address>
      )}
    </Panel>
  );
}
