import { Heart } from 'lucide-react';
import styled from 'styled-components';
import { IconButton } from '../../components/IconButton';

interface WishlistHeartProps {
  /** The item is in the member's wishlist. */
  checked: boolean;
  /** Ticking adds the item, unticking removes it (§4). */
  onToggle: (next: boolean) => void;
  /** The item's name, read with the label ('Add to wishlist: Yoga mat'). */
  itemName?: string;
  /** The change is being sent: the heart waits. */
  busy?: boolean;
  disabled?: boolean;
  addLabel?: string;
  removeLabel?: string;
  size?: 'sm' | 'md';
}

const Toggle = styled(IconButton)`
  &[aria-pressed='true'] svg {
    color: ${({ theme }) => theme.color.error.fg};
    fill: currentColor;
  }
`;

/** The wishlist heart on product cards and detail pages: a toggle button (pressed when wished). */
export function WishlistHeart({
  checked,
  onToggle,
  itemName,
  busy = false,
  disabled = false,
  addLabel = 'Add to wishlist',
  removeLabel = 'Remove from wishlist',
  size = 'md',
}: WishlistHeartProps) {
  const label = checked ? removeLabel : addLabel;
  return (
    <Toggle
      variant="tertiary"
      size={size}
      label={itemName ? `${label}: ${itemName}` : label}
      aria-pressed={checked}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      icon={<Heart aria-hidden />}
      onClick={() => onToggle(!checked)}
    />
  );
}
