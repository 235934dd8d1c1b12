import { useState } from 'react';
import styled from 'styled-components';
import { PackageBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailCover, DetailLayout } from '../../components/DetailLayout';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { HeroLimitDialog, type HeroLimitDialogLabels } from '../HeroLimitDialog';
import type { HealthHero } from '@wellness/api';

/** The hero as shown: the app passes its words translated (category, days, areas, channel, bracket). */
type HeroDetailsHero = Omit<HealthHero, 'category'> & { category: string };

export interface HeroDetailsLabels {
  preferredDays: string;
  hours: string;
  package: string;
  experience: string;
  areas: string;
  diseases: string;
  category: string;
  channel: string;
  ageBracket: string;
  reason: string;
  location: string;
  request: string;
  confirmTitle: string;
  confirmMessage: string;
  confirmYes: string;
  confirmCancel: string;
}

const defaultHeroDetailsLabels: HeroDetailsLabels = {
  preferredDays: 'Preferred Days',
  hours: 'Mentoring Hours',
  package: 'Required Membership',
  experience: 'Experience',
  areas: 'Focus Areas',
  diseases: 'Disease Types',
  category: 'Category',
  channel: 'Session Type',
  ageBracket: 'Age Bracket',
  reason: 'Reason for Mentoring',
  location: 'Location',
  request: 'Request Session',
  confirmTitle: 'Request Session',
  confirmMessage: 'Are you sure you want to register for this Health Hero Session ?',
  confirmYes: 'Yes',
  confirmCancel: 'Cancel',
};

interface HeroDetailsProps {
  hero: HeroDetailsHero | null;
  /** §4: false when the package allows no more sessions; Request Session then shows the upgrade dialog. */
  canRequest: boolean;
  /** The hero is the member's own profile: no Request Session (a member cannot book themselves). */
  ownProfile?: boolean;
  /** Said in its place. */
  ownProfileText?: string;
  /** Called once the member says Yes (§2: to /healthHero/apply with this hero). */
  onRequest: (hero: HeroDetailsHero) => void;
  /** 'Upgrade Now' in the limit dialog (to /packages). */
  onUpgrade: () => void;
  /** The limit is not known yet (the member's sessions or the packages are loading): the button waits. */
  checking?: boolean;
  fallbackImage?: string;
  loading?: boolean;
  loadingLabel?: string;
  error?: boolean | string;
  errorText?: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** Shown when the address names no hero. */
  notFoundText?: string;
  labels?: Partial<HeroDetailsLabels>;
  limitLabels?: Partial<HeroLimitDialogLabels>;
  /** 'hours' in the member's language. */
  hoursText?: (hours: number) => string;
}

const OwnProfileNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  dd {
    margin: 0;
  }
`;

const About = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
    white-space: pre-line;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : '—');

/** Health hero details: portrait, every §2 fact, the hero's own words and 'Request Session' with its dialogs. */
export function HeroDetails({
  hero,
  canRequest,
  ownProfile = false,
  ownProfileText = 'This is your own Health Hero profile.',
  onRequest,
  onUpgrade,
  checking = false,
  fallbackImage,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  onRetry,
  retryLabel,
  notFoundText = 'No Health Hero found!',
  labels: labelOverrides,
  limitLabels,
  hoursText = (hours) => `${hours} hours`,
}: HeroDetailsProps) {
  const labels = { ...defaultHeroDetailsLabels, ...labelOverrides };
  const [dialog, setDialog] = useState<'confirm' | 'limit' | null>(null);
  if (loading) return <LoadingIndicator label={loadingLabel} />;
  if (error)
    return (
      <ErrorState
        message={typeof error === 'string' ? error : errorText}
        onRetry={onRetry}
        retryLabel={retryLabel}
      />
    );
  if (!hero) return <EmptyState title={notFoundText} titleAs="p" />;

  const required = hero.packages[0];
  const image = hero.image ?? fallbackImage;
  const location = [hero.city, hero.country].filter(Boolean).join(', ');
  return (
    <DetailLayout>
      {image ? <DetailCover src={image} alt="" /> : null}
      <Summary>
        <Title dir="auto">{hero.name}</Title>
        <Facts>
          <dt>{labels.category}</dt>
          <dd>{hero.category}</dd>
          {location && (
            <>
              <dt>{labels.location}</dt>
              <dd dir="auto">{location}</dd>
            </>
          )}
          <dt>{labels.preferredDays}</dt>
          <dd>{list(hero.preferredDays)}</dd>
          <dt>{labels.hours}</dt>
          <dd>{hoursText(hero.numberOfHours)}</dd>
          {required && (
            <>
              <dt>{labels.package}</dt>
              <dd>
                <PackageBadge color={required.colour}>{required.name}</PackageBadge>
              </dd>
            </>
          )}
          <dt>{labels.channel}</dt>
          <dd>{hero.mentoringChannel}</dd>
          <dt>{labels.ageBracket}</dt>
          <dd>{hero.ageBracket}</dd>
          <dt>{labels.areas}</dt>
          <dd>{list(hero.areaOfMentoring)}</dd>
          <dt>{labels.diseases}</dt>
          <dd dir="auto">{list(hero.diseaseType)}</dd>
        </Facts>
        {ownProfile ? (
          <OwnProfileNote>{ownProfileText}</OwnProfileNote>
        ) : (
          <Button
            disabled={checking}
            aria-busy={checking || undefined}
            onClick={() => setDialog(canRequest ? 'confirm' : 'limit')}
          >
            {labels.request}
          </Button>
        )}
      </Summary>
      {/* The hero's own words may be in another script than the page: isolated, they keep their direction. */}
      <About>
        <p dir="auto">{hero.discrip}</p>
        <h2>{labels.experience}</h2>
        <p dir="auto">{hero.experience}</p>
        <h2>{labels.reason}</h2>
        <p dir="auto">{hero.reasonForMentoring}</p>
      </About>
      <ConfirmDialog
        open={dialog === 'confirm'}
        title={labels.confirmTitle}
        message={labels.confirmMessage}
        confirmLabel={labels.confirmYes}
        cancelLabel={labels.confirmCancel}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          onRequest(hero);
        }}
      />
      <HeroLimitDialog
        open={dialog === 'limit'}
        labels={limitLabels}
        onCancel={() => setDialog(null)}
        onUpgrade={() => {
          setDialog(null);
          onUpgrade();
        }}
      />
    </DetailLayout>
  );
}
