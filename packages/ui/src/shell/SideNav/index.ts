export { SideNav, type SideNavProps } from './SideNav';
export {
  filterNavByRole,
  hasPermission,
  isActive,
  type NavGroup,
  type NavItem,
  type NavIconName,
} from './navData';
