import { CalendarClock, Package } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { PackageBadge } from '../../components/Badge';
import { Button } from '../../components/Button';

export interface MemberPackage {
  name: string;
  /** The package's own colour from the data. */
  color?: string;
  /** Expiry, already formatted by the app (MMM DD, YYYY). */
  expiryDate?: string;
}

export interface PackagePanelLabels {
  title: string;
  expiry: string;
  none: string;
  upgrade: string;
  select: string;
}

export const defaultPackagePanelLabels: PackagePanelLabels = {
  title: 'My Package',
  expiry: 'Expiry Date',
  none: 'You have not selected any package yet.',
  upgrade: 'Upgrade Plan',
  select: 'Select Package',
};

export interface PackagePanelProps {
  /** The member's current package, or null without one. */
  memberPackage: MemberPackage | null;
  /** Goes to /packages: 'Upgrade Plan' with a package, 'Select Package' without. */
  onChoosePackage: () => void;
  labels?: Partial<PackagePanelLabels>;
}

const Root = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Info = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 48px;
  block-size: 48px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary.subtle};
  color: ${({ theme }) => theme.color.primary.default};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Expiry = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};

  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;

const None = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
`;

/** The profile's package panel (§2): current package with its expiry, and Upgrade Plan or Select Package. */
export function PackagePanel({ memberPackage, onChoosePackage, labels }: PackagePanelProps) {
  const text = { ...defaultPackagePanelLabels, ...labels };
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Info>
        <Icon aria-hidden="true">
          <Package />
        </Icon>
        <Text>
          <Title id={titleId}>{text.title}</Title>
          {memberPackage ? (
            <>
              <span>
                <PackageBadge color={memberPackage.color ?? '#0F766E'} size="md">
                  <bdi>{memberPackage.name}</bdi>
                </PackageBadge>
              </span>
              {memberPackage.expiryDate && (
                <Expiry>
                  <CalendarClock aria-hidden="true" />
                  <span>
                    {text.expiry}: <strong>{memberPackage.expiryDate}</strong>
                  </span>
                </Expiry>
              )}
            </>
          ) : (
            <None>{text.none}</None>
          )}
        </Text>
      </Info>
      <Button variant={memberPackage ? 'secondary' : 'primary'} onClick={onChoosePackage}>
        {memberPackage ? text.upgrade : text.select}
      </Button>
    </Root>
  );
}
