import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { PackageCard } from '../PackageCard';
import type { MembershipPackage, PackageCardProps } from '../PackageCard';

/** The words of each card, passed through so the app can translate them. */
export type PackagePickerCardLabels = Pick<
  PackageCardProps,
  | 'selectLabel'
  | 'cancelLabel'
  | 'busyLabel'
  | 'currentLabel'
  | 'freeLabel'
  | 'perYearSuffix'
  | 'badgeLine'
  | 'benefitsLabel'
>;

export interface PackagePickerProps {
  /**
   * In the order to show (the spec sorts them ascending by annualCost), each with the server's `action`: the
   * package held is marked 'Current plan' (and offered Cancel when it is `cancel`), Select where it is `select`.
   */
  packages: readonly MembershipPackage[];
  /** The package whose selection or cancellation is under way: its card reads 'Processing...'. */
  busyPackageUuid?: string | null;
  busyAction?: PackageCardProps['busyAction'];
  onSelect: (pkg: MembershipPackage) => void;
  onCancel?: (pkg: MembershipPackage) => void;
  title?: string;
  /** 1 when the picker is the page (its title is the page heading). */
  titleLevel?: 1 | 2;
  description?: ReactNode;
  loading?: boolean;
  loadingLabel?: string;
  /** `true` shows `errorText`; a string is shown as the message. */
  error?: boolean | string;
  errorText?: string;
  emptyText?: string;
  cardLabels?: PackagePickerCardLabels;
  /** Shown under the cards (the comparison table, a note). */
  footer?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-inline-size: 0;
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;

  & > h1,
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    color: ${({ theme }) => theme.color.text.primary};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

/** One column on phones, two on tablets, three side by side from desktop width. */
const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > li {
    display: flex;
    min-inline-size: 0;
  }
  & > li > * {
    flex: 1;
  }
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};

  &[data-tone='error'] {
    color: ${({ theme }) => theme.color.error.fg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
`;

/** The yearly package picker of /packages: a heading and the package cards in a responsive grid. */
export function PackagePicker({
  packages,
  busyPackageUuid,
  busyAction,
  onSelect,
  onCancel,
  title = 'Pick The Best Yearly Membership Package',
  titleLevel = 1,
  description,
  loading = false,
  loadingLabel = 'Loading...',
  error = false,
  errorText = 'Oops something bad happened',
  emptyText = 'No packages found!',
  cardLabels,
  footer,
}: PackagePickerProps) {
  const TitleTag = titleLevel === 1 ? 'h1' : 'h2';
  const errorMessage = typeof error === 'string' ? error : error ? errorText : undefined;
  const anyBusy = Boolean(busyPackageUuid);

  let content: ReactNode;
  if (loading) {
    content = (
      <Centre>
        <LoadingIndicator label={loadingLabel} size="lg" />
      </Centre>
    );
  } else if (errorMessage !== undefined) {
    content = (
      <Message role="alert" data-tone="error">
        {errorMessage}
      </Message>
    );
  } else if (packages.length === 0) {
    content = <Message>{emptyText}</Message>;
  } else {
    content = (
      <CardGrid>
        {packages.map((pkg) => {
          const busy = pkg.uuid === busyPackageUuid;
          return (
            <li key={pkg.uuid}>
              <PackageCard
                {...cardLabels}
                pkg={pkg}
                action={pkg.action}
                onSelect={onSelect}
                onCancel={onCancel}
                busy={busy}
                busyAction={busyAction}
                disabled={anyBusy && !busy}
                headingLevel={titleLevel === 1 ? 2 : 3}
              />
            </li>
          );
        })}
      </CardGrid>
    );
  }

  return (
    <Root aria-busy={loading || undefined}>
      <Heading>
        <TitleTag>{title}</TitleTag>
        {description && <p>{description}</p>}
      </Heading>
      {content}
      {footer}
    </Root>
  );
}
