export {
  UserMenu,
  roleLabelOf,
  defaultUserMenuLabels,
  type UserMenuProps,
  type UserMenuLabels,
} from './UserMenu';
