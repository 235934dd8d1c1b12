import { MapPin, Tag } from 'lucide-react';
import styled from 'styled-components';
import { PackageBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import type { HealthHero } from '@wellness/api';

export type HeroCardHero = Pick<
  HealthHero,
  'uuid' | 'name' | 'image' | 'city' | 'country' | 'category' | 'packages'
>;

export interface HeroCardProps {
  hero: HeroCardHero;
  /** Opens the hero's details ('Know More'). */
  onOpen: (hero: HeroCardHero) => void;
  /** The category as the member's language names it. */
  categoryLabel?: (category: string) => string;
  fallbackImage?: string;
  openLabel?: string;
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

/** One health hero: portrait, name, category, place, required package and 'Know More'. */
export function HeroCard({
  hero,
  onOpen,
  categoryLabel = (category) => category,
  fallbackImage,
  openLabel = 'Know More',
  packageLabel = 'Membership package',
  as = 'article',
  titleAs = 'h3',
}: HeroCardProps) {
  const image = hero.image ?? fallbackImage;
  const required = hero.packages[0];
  const place = [hero.city, hero.country].filter(Boolean).join(', ');
  return (
    <Card
      as={as}
      media={image ? { src: image, alt: '' } : undefined}
      title={hero.name}
      titleAs={titleAs}
      footer={
        <Button
          variant="secondary"
          fullWidth
          aria-label={`${openLabel}: ${hero.name}`}
          onClick={() => onOpen(hero)}
        >
          {openLabel}
        </Button>
      }
    >
      <Body>
        <Fact>
          <Tag aria-hidden />
          {categoryLabel(hero.category)}
        </Fact>
        {place && (
          <Fact dir="auto">
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
