import { MapPin, Users } from 'lucide-react';
import styled from 'styled-components';
import { PackageBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import type { Wsg } from '@wellness/api';

/** §9: a WSG card's description is cut at 130 characters. */
const WSG_DESCRIPTION_LIMIT = 130;

/** The description as a card shows it: at most 130 characters, with '...' when it was longer. */
export function cutDescription(text: string, limit = WSG_DESCRIPTION_LIMIT): string {
  const chars = Array.from(text.trim());
  return chars.length <= limit ? chars.join('') : `${chars.slice(0, limit).join('').trimEnd()}...`;
}

export type WsgCardGroup = Pick<
  Wsg,
  'uuid' | 'name' | 'description' | 'coverImage' | 'numberOfMembers' | 'packages' | 'groupCategory'
> &
  Partial<Pick<Wsg, 'city' | 'state' | 'country'>>;

export interface WsgCardProps {
  group: WsgCardGroup;
  /** Opens the group details. */
  onOpen: (group: WsgCardGroup) => void;
  fallbackImage?: string;
  openLabel?: string;
  /** '{count} Members' in the member's language. */
  membersLabel?: (count: number) => string;
  packageLabel?: string;
  as?: 'article' | 'li';
  titleAs?: 'h2' | 'h3' | 'h4';
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Fact = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};

  svg {
    inline-size: 1rem;
    block-size: 1rem;
    flex: none;
  }
`;

/** One wellness support group: cover, name, description (130 characters), members, package badge and a button. */
export function WsgCard({
  group,
  onOpen,
  fallbackImage,
  openLabel = 'Know More',
  membersLabel = (count) => `${count} Members`,
  packageLabel = 'Membership package',
  as = 'article',
  titleAs = 'h3',
}: WsgCardProps) {
  const image = group.coverImage ?? fallbackImage;
  const required = group.packages[0];
  const place = [group.city, group.country].filter(Boolean).join(', ');
  return (
    <Card
      as={as}
      media={image ? { src: image, alt: '' } : undefined}
      title={<bdi>{group.name}</bdi>}
      titleAs={titleAs}
      footer={
        <Button
          variant="secondary"
          fullWidth
          aria-label={`${openLabel}: ${group.name}`}
          onClick={() => onOpen(group)}
        >
          {openLabel}
        </Button>
      }
    >
      <Body>
        <Description dir="auto">{cutDescription(group.description)}</Description>
        <Fact>
          <Users aria-hidden />
          {membersLabel(group.numberOfMembers)}
        </Fact>
        {place && (
          <Fact>
            <MapPin aria-hidden />
            {place}
          </Fact>
        )}
        {required && (
          <PackageBadge color={required.colour} title={packageLabel}>
            {required.name}
          </PackageBadge>
        )}
      </Body>
    </Card>
  );
}
