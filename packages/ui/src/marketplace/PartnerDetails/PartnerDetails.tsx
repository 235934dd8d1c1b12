import { ExternalLink, Store } from 'lucide-react';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DetailLayout } from '../../components/DetailLayout';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import type { Partner, PartnerType } from '@wellness/api';
import { defaultPartnerTypeLabel } from '../PartnerCard';

export type PartnerDetailsPartner = Pick<Partner, 'uuid' | 'name' | 'logo' | 'type' | 'link' | 'description'>;

interface PartnerDetailsProps {
  partner: PartnerDetailsPartner | null;
  typeLabel?: (type: PartnerType) => string;
  visitLabel?: string;
  /** Said to screen readers after 'Visit Website': the link opens a new tab. */
  newTabLabel?: string;
  typeHeading?: string;
  aboutHeading?: string;
  loading?: boolean;
  loadingLabel?: string;
  error?: boolean;
  errorText?: string;
  onRetry?: () => void;
  retryLabel?: string;
  notFoundText?: string;
}

const Logo = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.sunken};
  color: ${({ theme }) => theme.color.text.secondary};

  img {
    position: absolute;
    inset: ${({ theme }) => theme.space[6]};
    inline-size: calc(100% - 2 * ${({ theme }) => theme.space[6]});
    block-size: calc(100% - 2 * ${({ theme }) => theme.space[6]});
    object-fit: contain;
  }
  svg {
    inline-size: 30%;
    block-size: 30%;
  }
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
  overflow-wrap: anywhere;
`;

const About = styled.section`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    white-space: pre-line;
    max-inline-size: 70ch;
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** §2 /partner/{BsId}: logo, name, type, 'Visit Website' (a new tab) and the description. */
export function PartnerDetails({
  partner,
  typeLabel = defaultPartnerTypeLabel,
  visitLabel = 'Visit Website',
  newTabLabel = '(opens in a new tab)',
  typeHeading = 'Type',
  aboutHeading = 'About',
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened!',
  onRetry,
  retryLabel,
  notFoundText = 'No match found',
}: PartnerDetailsProps) {
  if (loading) return <LoadingIndicator label={loadingLabel} />;
  if (error) return <ErrorState message={errorText} onRetry={onRetry} retryLabel={retryLabel} />;
  if (!partner) return <EmptyState title={notFoundText} titleAs="p" />;
  return (
    <DetailLayout>
      <Logo>
        {partner.logo ? (
          <img src={partner.logo} alt="" width={480} height={300} />
        ) : (
          <Store aria-hidden="true" />
        )}
      </Logo>
      <Summary>
        <Title dir="auto">{partner.name}</Title>
        <Badge tone={partner.type === 0 ? 'info' : partner.type === 1 ? 'success' : 'accent'} size="md">
          <VisuallyHidden>{`${typeHeading}: `}</VisuallyHidden>
          {typeLabel(partner.type)}
        </Badge>
        <Button
          as="a"
          variant="primary"
          href={partner.link}
          target="_blank"
          rel="noopener noreferrer"
          trailingIcon={<ExternalLink aria-hidden="true" />}
        >
          {visitLabel}
          <VisuallyHidden>{` ${newTabLabel}`}</VisuallyHidden>
        </Button>
      </Summary>
      <About aria-labelledby="partner-about">
        <h2 id="partner-about">{aboutHeading}</h2>
        <p dir="auto">{partner.description}</p>
      </About>
    </DetailLayout>
  );
}
