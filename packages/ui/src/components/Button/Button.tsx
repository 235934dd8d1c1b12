import { LoaderCircle } from 'lucide-react';
import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import { Icon, Spinner, Stack, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

interface ButtonOwnProps<C extends ElementType> {
  /**
   * The element or component to render: a `<button>` by default, `'a'` with `href` for a link that
   * looks like a button, or a router link component (`as={Link} to="/events"`).
   */
  as?: C;
  /** `primary` for the one main action in view, `danger` for destructive ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container (forms, phone layouts). */
  fullWidth?: boolean;
  /** Icon before the label (after it in right-to-left). Decorative: the label names the button. */
  leadingIcon?: ReactNode;
  /** Icon after the label (before it in right-to-left). */
  trailingIcon?: ReactNode;
  /** Mirror the icons in right-to-left: set it for icons that point (arrows, chevrons). */
  mirrorIconsInRtl?: boolean;
  /**
   * Work in progress: shows `busyLabel` with a spinner, sets `aria-busy` and disables. A button given
   * `busy` at all (even `false`) reserves the busy label's width, so it does not jump when work starts.
   */
  busy?: boolean;
  /** Shown (and announced) while `busy`. */
  busyLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps<C>>;

/**
 * The action button of the design system. Renders a real `<button type="button">` (pass
 * `type="submit"` in forms), or a link styled as a button with `as`.
 */
export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  leadingIcon,
  trailingIcon,
  mirrorIconsInRtl = false,
  busy: busyProp,
  busyLabel = 'Processing...',
  disabled = false,
  children,
  ...rest
}: ButtonProps<C>) {
  const busy = busyProp === true;
  const canBeBusy = busyProp !== undefined;
  const element: ElementType = as ?? 'button';
  const isNativeButton = element === 'button';
  const inert = disabled || busy;
  const { onClick, ...other } = rest as { onClick?: (event: MouseEvent<HTMLElement>) => void } & Record<
    string,
    unknown
  >;

  // A link cannot be `disabled`: it gets aria-disabled, leaves the tab order and swallows clicks.
  const stateProps = isNativeButton
    ? { type: 'button', disabled: inert }
    : inert
      ? { 'aria-disabled': true, tabIndex: -1 }
      : {};
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const mirror = mirrorIconsInRtl ? 'true' : undefined;
  return (
    <StyledButton
      as={element}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth ? 'true' : undefined}
      aria-busy={busy || undefined}
      {...stateProps}
      {...other}
      onClick={handleClick}
    >
      <Stack>
        <span data-hidden={busy ? 'true' : undefined}>
          {leadingIcon && (
            <Icon aria-hidden="true" data-mirror={mirror}>
              {leadingIcon}
            </Icon>
          )}
          <span>{children}</span>
          {trailingIcon && (
            <Icon aria-hidden="true" data-mirror={mirror}>
              {trailingIcon}
            </Icon>
          )}
        </span>
        {canBeBusy && (
          <span data-hidden={busy ? undefined : 'true'} aria-hidden={busy ? undefined : 'true'}>
            <Spinner aria-hidden="true">
              <LoaderCircle />
            </Spinner>
            <span>{busyLabel}</span>
          </span>
        )}
      </Stack>
    </StyledButton>
  );
}
