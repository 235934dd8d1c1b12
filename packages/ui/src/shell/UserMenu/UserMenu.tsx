import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../components/Avatar';
import { Menu } from '../../components/Menu';
import { visuallyHidden } from '../../components/a11y';

export interface UserMenuLabels {
  /** Menu item for a member. */
  myProfile: string;
  /** Menu item for a user without a role. */
  profile: string;
  logout: string;
  /** Role label of a user without a role. */
  noRole: string;
}

export const defaultUserMenuLabels: UserMenuLabels = {
  myProfile: 'My Profile',
  profile: 'Profile',
  logout: 'Logout',
  noRole: 'User',
};

/** An entry of a user menu with its own items (e.g. the staff console's queues). */
export interface UserMenuItem {
  id: string;
  label: string;
  /** Decorative leading icon. */
  icon?: ReactNode;
}

export interface UserMenuProps {
  /** displayName or name of the stored user. */
  name: string;
  /** The stored user's role list: ['user'] after login, [] for a user without a role. */
  roles: string[];
  /** Photo address; initials of the first two words of the name otherwise. */
  photoUrl?: string | null;
  /** Overrides the label shown under the name (e.g. a translated role name). */
  roleLabel?: string;
  onProfile: () => void;
  onLogout: () => void;
  /**
   * Entries that replace the profile item (Logout stays last): a role whose pages are not the member's, such as
   * staff, gets its own. `onItem` receives the chosen entry's id.
   */
  items?: UserMenuItem[];
  onItem?: (id: string) => void;
  labels?: Partial<UserMenuLabels>;
}

/** Logout's arrow points out of the door: towards the inline end, so it flips in right-to-left (DESIGN.md). */
const LogoutIcon = styled(LogOut)`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: start;

  /* Phones show only the avatar; the name and role still name the button. */
  ${({ theme }) => theme.media.phoneOnly} {
    ${visuallyHidden}
  }
`;

const Name = styled.span`
  max-inline-size: 16ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Role = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The role text under the name: 'User' when the user has no role (§2, §6). */
export function roleLabelOf(roles: string[], noRoleLabel: string): string {
  return roles.length === 0 ? noRoleLabel : roles.join(', ');
}

/**
 * The toolbar's user button (named by its visible name and role, so speech users can say what they see): avatar, name and role label; the menu offers 'My Profile' and 'Logout', or
 * 'Profile' and 'Logout' for a user without a role.
 */
export function UserMenu({
  name,
  roles,
  photoUrl,
  roleLabel,
  onProfile,
  onLogout,
  items,
  onItem,
  labels,
}: UserMenuProps) {
  const text = { ...defaultUserMenuLabels, ...labels };
  const hasRole = roles.length > 0;
  const LOGOUT = 'logout';
  const own = items?.filter((item) => item.id !== LOGOUT);
  return (
    <Menu
      trigger={
        <>
          <Avatar name={name} src={photoUrl} size="sm" decorative />
          <Who>
            {/* dir=auto: a Latin name in an Arabic toolbar is cut at its own end ('Demo Memb…'), not at its start. */}
            <Name dir="auto">{name}</Name>
            <Role>{roleLabel ?? roleLabelOf(roles, text.noRole)}</Role>
          </Who>
          <ChevronDown aria-hidden="true" />
        </>
      }
      items={[
        ...(own ?? [
          {
            id: 'profile',
            label: hasRole ? text.myProfile : text.profile,
            icon: <UserRound aria-hidden="true" />,
          },
        ]),
        { id: LOGOUT, label: text.logout, icon: <LogoutIcon aria-hidden="true" /> },
      ]}
      onSelect={(id) => {
        if (id === LOGOUT) onLogout();
        else if (own) onItem?.(id);
        else onProfile();
      }}
      align="end"
    />
  );
}
