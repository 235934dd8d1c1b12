export {
  UserMenu,
  roleLabelOf,
  defaultUserMenuLabels,
  type UserMenuProps,
  type UserMenuLabels,
  type UserMenuItem,
} from './UserMenu';
