import { useId } from 'react';
import type { HTMLAttributes } from 'react';
import { Award, Check } from 'lucide-react';
import { readableTextOn } from '../../theme/contrast';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Price } from '../../components/Price';
import { packageHexColour } from './membershipPackage';
import type { MembershipPackage, PackageAction } from './membershipPackage';
import { Actions, Benefits, Header, Medal, Name, Root, Titles } from './PackageCard.styles';

export interface PackageCardProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  pkg: MembershipPackage;
  /**
   * What the member may do with this package, as the server decided it (the rule is not the card's): `select`
   * shows Select (with `onSelect`), `cancel` marks the package held and offers Cancel (with `onCancel`), `current`
   * marks the package held, `none` shows neither.
   */
  action?: PackageAction;
  onSelect?: (pkg: MembershipPackage) => void;
  onCancel?: (pkg: MembershipPackage) => void;
  /**
   * Work on this card is under way: its action reads `busyLabel` ('Processing...'), the other one
   * is disabled. Cancel is the busy one when Select is not shown or `busyAction` says so.
   */
  busy?: boolean;
  busyAction?: 'select' | 'cancel';
  /** Disables the actions while another card is busy. */
  disabled?: boolean;
  /** Several cards sit side by side: Select is secondary unless the screen makes one card primary. */
  selectVariant?: 'primary' | 'secondary';
  selectLabel?: string;
  cancelLabel?: string;
  busyLabel?: string;
  currentLabel?: string;
  freeLabel?: string;
  /** After the yearly price: '$99/year'. */
  perYearSuffix?: string;
  /** The extra benefit line: 'Get a {name} Badge'. */
  badgeLine?: (name: string) => string;
  benefitsLabel?: string;
  /** Heading level of the package name in the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One yearly membership package: its colour medal, name, yearly price, benefits, the badge line,
 * and the Select or Cancel action the server allows.
 */
export function PackageCard({
  pkg,
  action = 'none',
  onSelect,
  onCancel,
  busy = false,
  busyAction,
  disabled = false,
  selectVariant = 'secondary',
  selectLabel = 'Select',
  cancelLabel = 'Cancel',
  busyLabel = 'Processing...',
  currentLabel = 'Current plan',
  freeLabel = 'Free',
  perYearSuffix = '/year',
  badgeLine = (name) => `Get a ${name} Badge`,
  benefitsLabel = 'Benefits',
  headingLevel = 3,
  ...rest
}: PackageCardProps) {
  const nameId = useId();
  const hex = packageHexColour(pkg.colour);
  const current = action === 'current' || action === 'cancel';
  const showSelect = action === 'select' && onSelect !== undefined;
  const showCancel = action === 'cancel' && onCancel !== undefined;
  const busyOn = busy ? (busyAction ?? (showSelect ? 'select' : 'cancel')) : undefined;

  return (
    <Root aria-labelledby={nameId} data-current={current} aria-busy={busy || undefined} {...rest}>
      <Header>
        <Medal
          data-package-colour={hex ?? 'none'}
          style={hex ? { background: hex, color: readableTextOn(hex), borderColor: hex } : undefined}
        >
          <Award aria-hidden="true" />
        </Medal>
        <Titles>
          <Name as={`h${headingLevel}`} id={nameId}>
            <bdi>{pkg.name}</bdi>
          </Name>
          {current && (
            <Badge tone="primary" size="md" icon={<Check aria-hidden="true" size={14} />}>
              {currentLabel}
            </Badge>
          )}
        </Titles>
      </Header>
      <Price
        amount={pkg.annualCost}
        freeLabel={freeLabel}
        suffix={perYearSuffix}
        fractionDigits={0}
        size="lg"
      />
      <Benefits aria-label={benefitsLabel}>
        {pkg.benefits.map((benefit, index) => (
          <li key={`${index}-${benefit}`}>
            <Check aria-hidden="true" />
            {/* Server text, maybe in another script than the page: isolated, so '20% discount…' keeps its order. */}
            <span dir="auto">{benefit}</span>
          </li>
        ))}
        <li data-badge-line="true">
          <Award aria-hidden="true" />
          <span>{badgeLine(pkg.name)}</span>
        </li>
      </Benefits>
      {(showSelect || showCancel) && (
        <Actions>
          {showCancel && (
            <Button
              variant="secondary"
              busy={busyOn === 'cancel'}
              busyLabel={busyLabel}
              disabled={disabled || busyOn === 'select'}
              aria-describedby={nameId}
              onClick={() => onCancel?.(pkg)}
            >
              {cancelLabel}
            </Button>
          )}
          {showSelect && (
            <Button
              variant={selectVariant}
              busy={busyOn === 'select'}
              busyLabel={busyLabel}
              disabled={disabled || busyOn === 'cancel'}
              aria-describedby={nameId}
              onClick={() => onSelect?.(pkg)}
            >
              {selectLabel}
            </Button>
          )}
        </Actions>
      )}
    </Root>
  );
}
