import { matchRoutes, type RouteObject } from 'react-router-dom';
import { RouteGuard } from './guards/RouteGuard';
import { RootLayout } from '../features/shell/RootLayout';
import { RootRedirect } from '../features/shell/RootRedirect';
import { RouteError } from '../features/shell/RouteError';
import { FullPageLoading } from '../features/shell/FullPageLoading';

/**
 * Every screen of this issue, each loaded on demand (one chunk per screen). Paths match case-insensitively,
 * so /ForgetPassword opens the same screen as /forgetPassword and /signup the same as /Signup.
 * Screens of later issues (the marketplace) are added here when built;
 * until then their side-navigation items are hidden (see features/shell/navigation.ts).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullPageLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: RootRedirect },
      {
        // Open routes: no toolbar, navigation or footer.
        element: <RouteGuard access="guestOnly" />,
        children: [
          { path: 'login', lazy: () => import('../features/login/routes/LoginPage') },
          { path: 'Signup', lazy: () => import('../features/signup/routes/SignupPage') },
          {
            path: 'verify/email',
            lazy: () => import('../features/verifyEmail/routes/VerifyEmailNoticePage'),
          },
          {
            path: 'verify/email/:token',
            lazy: () => import('../features/verifyEmail/routes/VerifyEmailPage'),
          },
          {
            path: 'verification',
            lazy: () => import('../features/verifyEmail/routes/VerifyEmailNoticePage'),
          },
          { path: 'verification/phone', lazy: () => import('../features/phoneCode/routes/PhoneCodePage') },
          {
            path: 'forgetPassword',
            lazy: () => import('../features/passwordReset/routes/ForgotPasswordPage'),
          },
          { path: 'reset/:token', lazy: () => import('../features/passwordReset/routes/ResetPasswordPage') },
        ],
      },
      {
        element: <RouteGuard access="profileCompletion" />,
        children: [
          { path: 'profileUpdate', lazy: () => import('../features/profile/routes/ProfileCompletionPage') },
        ],
      },
      {
        element: <RouteGuard access="member" />,
        children: [
          {
            // Payment screens: no toolbar, navigation or footer (§2).
            lazy: () => import('../features/events/routes/PaymentFrame'),
            children: [
              { path: 'pay', lazy: () => import('../features/events/routes/ReviewOrderPage') },
              { path: 'payment/checkout', lazy: () => import('../features/events/routes/CheckoutPage') },
              { path: 'payment', lazy: () => import('../features/commerce/routes/PaymentSummaryPage') },
              { path: 'checkout', lazy: () => import('../features/commerce/routes/MakePaymentPage') },
            ],
          },
          {
            // The layout gets `hasScreen` from here: a feature importing the router back would be a cycle.
            lazy: async () => {
              const { ShellLayout } = await import('../features/shell/ShellLayout');
              return { Component: () => <ShellLayout hasScreen={hasScreen} /> };
            },
            children: [
              { path: 'dashboard', lazy: () => import('../features/dashboard/routes/DashboardPage') },
              { path: 'calendar', lazy: () => import('../features/calendar/routes/CalendarPage') },
              { path: 'packages', lazy: () => import('../features/packages/routes/PackagesPage') },
              { path: 'membershipPackage', lazy: () => import('../features/packages/routes/PackagesPage') },
              { path: 'profile', lazy: () => import('../features/profile/routes/ProfilePage') },
              {
                path: 'changePassword',
                lazy: () => import('../features/changePassword/routes/ChangePasswordPage'),
              },
              { path: 'changeaddress', lazy: () => import('../features/profile/routes/ChangeAddressPage') },
              { path: 'address/add', lazy: () => import('../features/profile/routes/AddAddressPage') },
              { path: 'faq', lazy: () => import('../features/content/routes/FaqPage') },
              { path: 'contact', lazy: () => import('../features/content/routes/ContactPage') },
              { path: 'privacy', lazy: () => import('../features/content/routes/PrivacyPage') },
              {
                path: 'transaction/history',
                lazy: () => import('../features/transactions/routes/TransactionHistoryPage'),
              },
              {
                path: 'transaction/receipt',
                lazy: () => import('../features/transactions/routes/TransactionReceiptPage'),
              },
              { path: 'events/upcoming', lazy: () => import('../features/events/routes/UpcomingEventsPage') },
              {
                path: 'events/upcoming/eventDetails',
                lazy: () => import('../features/events/routes/EventDetailsPage'),
              },
              {
                path: 'events/registered',
                lazy: () => import('../features/events/routes/RegisteredEventsPage'),
              },
              {
                path: 'events/completed',
                lazy: () => import('../features/events/routes/CompletedEventsPage'),
              },
              { path: 'wsg/all', lazy: () => import('../features/groups/routes/WsgListPage') },
              { path: 'wsg/groupDetails', lazy: () => import('../features/groups/routes/GroupDetailsPage') },
              { path: 'wsg/myGroup', lazy: () => import('../features/groups/routes/MyGroupsPage') },
              { path: 'wsg/applyForNew', lazy: () => import('../features/groups/routes/ApplyNewGroupPage') },
              {
                path: 'healthHero/healthHeroList',
                lazy: () => import('../features/heroes/routes/HeroListPage'),
              },
              {
                path: 'healthHero/sessionDetails',
                lazy: () => import('../features/heroes/routes/HeroDetailsPage'),
              },
              { path: 'healthHero/apply', lazy: () => import('../features/heroes/routes/SessionApplyPage') },
              {
                path: 'healthHero/registered/list',
                lazy: () => import('../features/heroes/routes/RegisteredSessionsPage'),
              },
              { path: 'become/healthHero', lazy: () => import('../features/heroes/routes/BecomeHeroPage') },
              { path: 'partners', lazy: () => import('../features/partners/routes/PartnersPage') },
              { path: 'partner/:id', lazy: () => import('../features/partners/routes/PartnerDetailsPage') },
              { path: 'wishlist', lazy: () => import('../features/commerce/routes/WishlistPage') },
              { path: 'cart', lazy: () => import('../features/commerce/routes/CartPage') },
              { path: 'orders', lazy: () => import('../features/commerce/routes/OrdersPage') },
              { path: 'order/:orderId', lazy: () => import('../features/commerce/routes/OrderDetailsPage') },
              { path: 'voucher/list', lazy: () => import('../features/vouchers/routes/VoucherListPage') },
              {
                path: 'voucher/details',
                lazy: () => import('../features/vouchers/routes/VoucherDetailsPage'),
              },
              { path: 'marketplace', lazy: () => import('../features/marketplace/routes/MarketplacePage') },
              {
                path: 'marketplace/products',
                lazy: () => import('../features/marketplace/routes/ProductsPage'),
              },
              {
                path: 'marketplace/recommendedproducts',
                lazy: () => import('../features/marketplace/routes/RecommendedProductsPage'),
              },
              {
                path: 'marketplace/services',
                lazy: () => import('../features/marketplace/routes/ServicesPage'),
              },
              {
                path: 'marketplace/affiliate',
                lazy: () => import('../features/marketplace/routes/AffiliatePage'),
              },
              {
                path: 'marketplace/product/:id',
                lazy: () => import('../features/marketplace/routes/ProductDetailsPage'),
              },
              {
                path: 'marketplace/service/:id',
                lazy: () => import('../features/marketplace/routes/ServiceDetailsPage'),
              },
              {
                path: 'marketplace/affiliate/:id',
                lazy: () => import('../features/marketplace/routes/AffiliateDetailsPage'),
              },
            ],
          },
        ],
      },
      {
        // Open to anyone, signed in or not (§2, §6): a member sees the shell around them, a visitor a light frame.
        lazy: async () => {
          const { OpenLayout } = await import('../features/partners/routes/OpenLayout');
          return { Component: () => <OpenLayout hasScreen={hasScreen} /> };
        },
        children: [
          { path: 'vendor/register', lazy: () => import('../features/partners/routes/VendorRegisterPage') },
          {
            path: 'partners/register',
            lazy: () => import('../features/partners/routes/PartnerRegisterPage'),
          },
        ],
      },
      {
        // The staff console (beyond the spec): staff only; a member gets the not-found page, a visitor /login.
        element: <RouteGuard access="staff" />,
        children: [
          {
            lazy: async () => {
              const { ShellLayout } = await import('../features/shell/ShellLayout');
              return { Component: () => <ShellLayout hasScreen={hasScreen} variant="staff" /> };
            },
            children: [
              { path: 'staff', lazy: () => import('../features/staff/routes/WsgRequestsPage') },
              { path: 'staff/sessions', lazy: () => import('../features/staff/routes/SessionsPage') },
              {
                path: 'staff/applications',
                lazy: () => import('../features/staff/routes/HeroApplicationsPage'),
              },
              { path: 'staff/proposals', lazy: () => import('../features/staff/routes/GroupProposalsPage') },
              {
                path: 'staff/partners',
                lazy: () => import('../features/staff/routes/PartnerApplicationsPage'),
              },
              {
                path: 'staff/vendors',
                lazy: () => import('../features/staff/routes/VendorApplicationsPage'),
              },
              { path: 'staff/orders', lazy: () => import('../features/fulfilment/routes/StaffOrdersPage') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('../features/shell/routes/NotFoundPage') },
    ],
  },
];

function withoutCatchAll(list: RouteObject[]): RouteObject[] {
  return list
    .filter((route) => route.path !== '*')
    .map((route) => (route.children ? { ...route, children: withoutCatchAll(route.children) } : route));
}

const builtRoutes = withoutCatchAll(routes);

/** True when the app has a screen at `path` (not just the not-found page). */
export function hasScreen(path: string): boolean {
  return matchRoutes(builtRoutes, path) !== null;
}
