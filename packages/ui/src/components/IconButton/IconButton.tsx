import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles';
import { CountBadge, StyledIconButton } from './IconButton.styles';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** What the button does, in words: its accessible name. Required: the icon alone says nothing. */
  label: string;
  /** The icon (lucide-react), decorative. */
  icon: ReactNode;
  /** Toolbar buttons are usually `tertiary`, the default. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Mirror the icon in right-to-left: set it for icons that point (arrows, chevrons). */
  mirrorInRtl?: boolean;
  /** A count shown on the button (wishlist, cart). Zero or undefined shows none. */
  badgeCount?: number;
  /** Counts above this show as `max+`. */
  maxBadgeCount?: number;
  /**
   * How the count is said, appended to the name (`Cart, 3 items`); pass translated text. It gets the
   * count as shown (`'99+'` past the maximum: the name must contain the visible text) and the count.
   * By default the shown count itself.
   */
  badgeLabel?: (shown: string, count: number) => string;
  ref?: Ref<HTMLButtonElement>;
}

const defaultBadgeLabel = (shown: string) => shown;

/** A square button showing only an icon, with a required label and an optional count badge. */
export function IconButton({
  label,
  icon,
  variant = 'tertiary',
  size = 'md',
  mirrorInRtl = false,
  badgeCount,
  maxBadgeCount = 99,
  badgeLabel = defaultBadgeLabel,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const count = badgeCount !== undefined && badgeCount > 0 ? Math.floor(badgeCount) : 0;
  const shown = count > maxBadgeCount ? `${maxBadgeCount}+` : String(count);
  // The count is part of the name so screen readers hear it; the badge itself is hidden from them.
  const name = count > 0 ? `${label}, ${badgeLabel(shown, count)}` : label;
  return (
    <StyledIconButton
      type={type}
      data-variant={variant}
      data-size={size}
      data-mirror={mirrorInRtl ? 'true' : undefined}
      aria-label={name}
      {...rest}
    >
      {icon}
      {count > 0 && <CountBadge aria-hidden="true">{shown}</CountBadge>}
    </StyledIconButton>
  );
}
