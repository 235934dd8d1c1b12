import { useState } from 'react';
import styled from 'styled-components';
import { PackageBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailCover, DetailLayout } from '../../components/DetailLayout';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import type { Wsg } from '@wellness/api';

type WsgDetailsGroup = Pick<
  Wsg,
  | 'uuid'
  | 'name'
  | 'description'
  | 'coverImage'
  | 'groupCategory'
  | 'groupLeaderDetails'
  | 'city'
  | 'state'
  | 'country'
  | 'numberOfMembers'
  | 'packages'
  | 'status'
>;

export interface WsgDetailsLabels {
  category: string;
  leader: string;
  location: string;
  members: string;
  package: string;
  join: string;
  joining: string;
  pending: string;
  joined: string;
  confirmTitle: string;
  confirmMessage: string;
  confirmYes: string;
  confirmCancel: string;
  /** §8's over-limit alert, its two sentences. */
  limitTitle: string;
  limitMessage: string;
  upgradeNow: string;
  limitCancel: string;
}

const defaultWsgDetailsLabels: WsgDetailsLabels = {
  category: 'Category',
  leader: 'Group Leader',
  location: 'Location',
  members: 'Members',
  package: 'Membership Package',
  join: 'Join Group',
  joining: 'Processing...',
  pending: 'Pending',
  joined: 'Joined',
  confirmTitle: 'Join Group',
  confirmMessage: 'Are you sure you want to join this group?',
  confirmYes: 'Yes',
  confirmCancel: 'Cancel',
  limitTitle: 'You have exceeded the limit to join the Wellness Support Groups.',
  limitMessage: 'Kindly upgrade your Membership package to join more groups.',
  upgradeNow: 'Upgrade Now',
  limitCancel: 'Cancel',
};

interface WsgDetailsProps {
  group: WsgDetailsGroup | null;
  /** §5: false when the member's package allows no more groups; Join then shows the over-limit alert. */
  canJoin: boolean;
  /** Called once the member confirms joining. */
  onJoin: (group: WsgDetailsGroup) => void;
  /** 'Upgrade Now' in the over-limit alert (to /packages). */
  onUpgrade: () => void;
  /** The join request is being sent. */
  joining?: boolean;
  loading?: boolean;
  loadingLabel?: string;
  error?: boolean | string;
  errorText?: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** Shown when the address names no group the member can see. */
  notFoundText?: string;
  labels?: Partial<WsgDetailsLabels>;
}

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

const Description = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  white-space: pre-line;
`;

/** Group details: cover, category, leader, location, description and Join Group (with its two dialogs). */
export function WsgDetails({
  group,
  canJoin,
  onJoin,
  onUpgrade,
  joining = false,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  onRetry,
  retryLabel,
  notFoundText = 'No WSGs Group found!',
  labels: labelOverrides,
}: WsgDetailsProps) {
  const labels = { ...defaultWsgDetailsLabels, ...labelOverrides };
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
  if (!group) return <EmptyState title={notFoundText} titleAs="p" />;

  const required = group.packages[0];
  const location = [group.city, group.state, group.country].filter(Boolean).join(', ');
  const buttonText =
    group.status === 'pending'
      ? labels.pending
      : group.status === 'accepted'
        ? labels.joined
        : joining
          ? labels.joining
          : labels.join;
  return (
    <DetailLayout>
      {group.coverImage ? <DetailCover src={group.coverImage} alt="" /> : null}
      <Summary>
        <Title dir="auto">{group.name}</Title>
        <Facts>
          <dt>{labels.category}</dt>
          <dd>{group.groupCategory ?? '—'}</dd>
          <dt>{labels.leader}</dt>
          <dd dir="auto">{group.groupLeaderDetails.name ?? '—'}</dd>
          <dt>{labels.location}</dt>
          <dd dir="auto">{location || '—'}</dd>
          <dt>{labels.members}</dt>
          <dd>{group.numberOfMembers}</dd>
          {required && (
            <>
              <dt>{labels.package}</dt>
              <dd>
                <PackageBadge color={required.colour}>{required.name}</PackageBadge>
              </dd>
            </>
          )}
        </Facts>
        <Button
          disabled={group.status !== null || joining}
          aria-busy={joining || undefined}
          onClick={() => setDialog(canJoin ? 'confirm' : 'limit')}
        >
          {buttonText}
        </Button>
      </Summary>
      {/* The group's own words may be in another script than the page: isolated, they keep their direction. */}
      <Description dir="auto">{group.description}</Description>
      <ConfirmDialog
        open={dialog === 'confirm'}
        title={labels.confirmTitle}
        message={labels.confirmMessage}
        confirmLabel={labels.confirmYes}
        cancelLabel={labels.confirmCancel}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          onJoin(group);
        }}
      />
      <ConfirmDialog
        open={dialog === 'limit'}
        title={labels.limitTitle}
        message={labels.limitMessage}
        confirmLabel={labels.upgradeNow}
        cancelLabel={labels.limitCancel}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          onUpgrade();
        }}
      />
    </DetailLayout>
  );
}
