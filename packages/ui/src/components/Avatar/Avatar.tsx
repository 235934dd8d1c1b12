import { useState } from 'react';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { UserRound } from 'lucide-react';
import { avatarColourOf, initialsOf } from './initials';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The member's name: gives the initials, their colour and the accessible name. */
  name?: string | null;
  /** Photo address; when missing or failing to load the initials show instead. */
  src?: string | null;
  /** Text for the photo; defaults to the name. */
  alt?: string;
  size?: AvatarSize;
  /** Hide from assistive technology when the name is already written next to it. */
  decorative?: boolean;
  /** Accessible name of the default icon when there is no name. */
  fallbackLabel?: string;
}

const Frame = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.sunken};
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
  user-select: none;

  &[data-size='sm'] {
    inline-size: 32px;
    block-size: 32px;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-size='md'] {
    inline-size: 40px;
    block-size: 40px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-size='lg'] {
    inline-size: 56px;
    block-size: 56px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  &[data-size='xl'] {
    inline-size: 96px;
    block-size: 96px;
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }

  & > img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  & > svg {
    inline-size: 60%;
    block-size: 60%;
  }
`;

/** The member's photo, else the initials of their name on a colour of its own, else a person icon. */
export function Avatar({
  name,
  src,
  alt,
  size = 'md',
  decorative = false,
  fallbackLabel = 'User',
  style,
  ...rest
}: AvatarProps) {
  // Remember which address failed so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initials = initialsOf(name);
  const label = name?.trim() || fallbackLabel;
  const a11y = decorative ? { 'aria-hidden': true } : {};

  if (src && src !== failedSrc) {
    return (
      <Frame data-size={size} data-kind="photo" style={style} {...a11y} {...rest}>
        <img src={src} alt={decorative ? '' : (alt ?? label)} onError={() => setFailedSrc(src)} />
      </Frame>
    );
  }

  const role = decorative ? {} : { role: 'img', 'aria-label': label };
  if (initials) {
    const colour = avatarColourOf(name ?? '');
    return (
      <Frame
        data-size={size}
        data-kind="initials"
        style={{ background: colour.background, color: colour.text, ...style }}
        {...role}
        {...a11y}
        {...rest}
      >
        <span aria-hidden="true">{initials}</span>
      </Frame>
    );
  }

  return (
    <Frame data-size={size} data-kind="icon" style={style} {...role} {...a11y} {...rest}>
      <UserRound aria-hidden="true" />
    </Frame>
  );
}
