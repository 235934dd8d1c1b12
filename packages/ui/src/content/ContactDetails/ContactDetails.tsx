import { Mail, MapPin, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconDisc } from '../../components/IconDisc';
import { MapPlaceholder } from './MapPlaceholder';

export interface ContactDetailsLabels {
  title: string;
  address: string;
  email: string;
  phone: string;
  /** Accessible name of the map picture. */
  map: string;
}

export const defaultContactDetailsLabels: ContactDetailsLabels = {
  title: 'Contact Us',
  address: 'Address',
  email: 'Email',
  phone: 'Phone',
  map: 'Map showing our address',
};

export interface ContactDetailsProps {
  /** The organisation's address (configuration); line breaks are kept. */
  address: string;
  email: string;
  /** Two phone numbers (placeholders in the spec). */
  phones: readonly string[];
  /** Replaces the locally drawn map (e.g. an embedded map when one is configured). */
  map?: ReactNode;
  labels?: Partial<ContactDetailsLabels>;
}

const Root = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Title = styled.h1`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
`;

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  dd {
    margin: 0;
    margin-inline-start: calc(40px + ${({ theme }) => theme.space[3]});
    white-space: pre-line;
  }
  a {
    display: inline-flex;
    min-block-size: 24px;
    align-items: center;
  }
`;

const MapFrame = styled.div`
  min-block-size: 240px;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.sm};

  svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    min-block-size: 240px;
  }
`;

/** /contact: address, e-mail, two phone numbers and a map (§2). */
export function ContactDetails({ address, email, phones, map, labels }: ContactDetailsProps) {
  const text = { ...defaultContactDetailsLabels, ...labels };
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Title id={titleId}>{text.title}</Title>
      <List>
        <Item>
          <dt>
            <IconDisc size="sm">
              <MapPin />
            </IconDisc>
            {text.address}
          </dt>
          <dd>{address}</dd>
        </Item>
        <Item>
          <dt>
            <IconDisc size="sm">
              <Mail />
            </IconDisc>
            {text.email}
          </dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </Item>
        <Item>
          <dt>
            <IconDisc size="sm">
              <Phone />
            </IconDisc>
            {text.phone}
          </dt>
          {phones.map((phone) => (
            <dd key={phone}>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </dd>
          ))}
        </Item>
      </List>
      <MapFrame>{map ?? <MapPlaceholder label={text.map} />}</MapFrame>
    </Root>
  );
}
