import type { RouteObject } from 'react-router-dom';
import { requireCatalog } from '../i18n/catalogs';
import '../i18n/memberCatalogs';
import { registerFeature, type Feature } from './featureRegistry';
import { RouteGuard } from './guards/RouteGuard';
import { AppPublicServices } from './AppPublicServices';
import { openRoutes } from './openRoutes';
import { RootLayout } from '../features/shell/RootLayout';
import { RootRedirect } from '../features/shell/RootRedirect';
import { RouteError } from '../features/shell/RouteError';
import { FullPageLoading } from '../features/shell/FullPageLoading';

/** Loads a feature's reducers and saga and registers them (app/featureRegistry.ts): the store takes them then. */
function load(feature: () => Promise<{ default: Feature }>) {
  return () => feature().then((module) => registerFeature(module.default));
}

/**
 * The features a route needs beyond the core (session, settings, notifications), registered when the route loads.
 * They load beside the page, not after it.
 */
const features = {
  audit: load(() => import('../features/audit/feature')),
  team: load(() => import('../features/team/feature')),
  calendar: load(() => import('../features/calendar/feature')),
  changePassword: load(() => import('../features/changePassword/feature')),
  commerce: load(() => import('../features/commerce/feature')),
  dashboard: load(() => import('../features/dashboard/feature')),
  events: load(() => import('../features/events/feature')),
  fulfilment: load(() => import('../features/fulfilment/feature')),
  reviews: load(() => import('../features/reviews/feature')),
  members: load(() => import('../features/members/feature')),
  groups: load(() => import('../features/groups/feature')),
  heroes: load(() => import('../features/heroes/feature')),
  marketplace: load(() => import('../features/marketplace/feature')),
  packages: load(() => import('../features/packages/feature')),
  partners: load(() => import('../features/partners/feature')),
  profile: load(() => import('../features/profile/feature')),
  quickPanel: load(() => import('../features/quickPanel/feature')),
  reports: load(() => import('../features/reports/feature')),
  reference: load(() => import('../features/reference/feature')),
  search: load(() => import('../features/search/feature')),
  staff: load(() => import('../features/staff/feature')),
  transactions: load(() => import('../features/transactions/feature')),
  vouchers: load(() => import('../features/vouchers/feature')),
};

/** The words of every screen beyond the open pages (i18n/catalogParts.ts), loaded with the first such route. */
const memberWords = () => requireCatalog('member');
/** The staff console pages' words (i18n/catalogParts.ts), loaded with the console's shell only. */
const staffWords = () => requireCatalog('staff');
/**
 * What the member shell reads besides its own chunk (badges, quick panel, search, words): every layout that may
 * draw ShellLayout for a member loads it, or the first page opened under that layout fails to render.
 */
const shellFeatures = () =>
  Promise.all([features.commerce(), features.quickPanel(), features.search(), memberWords()]);

function withFeatures<Page>(page: () => Promise<Page>, ...needs: (() => Promise<unknown>)[]) {
  return async (): Promise<Page> => {
    const [module] = await Promise.all([page(), ...needs.map((load) => load())]);
    return module;
  };
}

/**
 * Every screen of the app, each loaded on demand (one chunk per screen). Paths match case-insensitively,
 * so /ForgetPassword opens the same screen as /forgetPassword and /signup the same as /Signup. Every in-app item of
 * the side navigation (features/shell/navigation.ts) opens one of them (app/__tests__/navigationScreens.test.ts).
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
        // Open routes (app/openRoutes.ts, shared with the open pages' light entry): no toolbar, navigation or footer.
        // Their pages act through the open pages' services (app/publicServices.ts), which this layout gives.
        element: (
          <AppPublicServices>
            <RouteGuard access="guestOnly" />
          </AppPublicServices>
        ),
        children: openRoutes.map(({ path, load }) => ({ path, lazy: load })),
      },
      {
        element: <RouteGuard access="profileCompletion" />,
        children: [
          {
            path: 'profileUpdate',
            lazy: withFeatures(
              () => import('../features/profile/routes/ProfileCompletionPage'),
              features.profile,
              features.reference,
              memberWords,
            ),
          },
        ],
      },
      {
        element: <RouteGuard access="member" />,
        children: [
          {
            // Payment screens: no toolbar, navigation or footer (§2).
            lazy: withFeatures(() => import('../features/events/routes/PaymentFrame'), memberWords),
            children: [
              {
                path: 'pay',
                lazy: withFeatures(
                  () => import('../features/events/routes/ReviewOrderPage'),
                  features.events,
                ),
              },
              {
                path: 'payment/checkout',
                lazy: withFeatures(() => import('../features/events/routes/CheckoutPage'), features.events),
              },
              {
                path: 'payment',
                lazy: withFeatures(
                  () => import('../features/commerce/routes/PaymentSummaryPage'),
                  features.commerce,
                ),
              },
              {
                path: 'checkout',
                lazy: withFeatures(
                  () => import('../features/commerce/routes/MakePaymentPage'),
                  features.commerce,
                ),
              },
            ],
          },
          {
            lazy: async () => {
              const [{ ShellLayout }] = await Promise.all([
                import('../features/shell/ShellLayout'),
                shellFeatures(),
              ]);
              return { Component: () => <ShellLayout /> };
            },
            children: [
              {
                path: 'dashboard',
                lazy: withFeatures(
                  () => import('../features/dashboard/routes/DashboardPage'),
                  features.dashboard,
                ),
              },
              {
                path: 'calendar',
                lazy: withFeatures(
                  () => import('../features/calendar/routes/CalendarPage'),
                  features.calendar,
                  features.packages,
                ),
              },
              {
                path: 'packages',
                lazy: withFeatures(
                  () => import('../features/packages/routes/PackagesPage'),
                  features.packages,
                ),
              },
              {
                path: 'membershipPackage',
                lazy: withFeatures(
                  () => import('../features/packages/routes/PackagesPage'),
                  features.packages,
                ),
              },
              {
                path: 'profile',
                lazy: withFeatures(
                  () => import('../features/profile/routes/ProfilePage'),
                  features.profile,
                  features.reference,
                ),
              },
              {
                path: 'changePassword',
                lazy: withFeatures(
                  () => import('../features/changePassword/routes/ChangePasswordPage'),
                  features.changePassword,
                ),
              },
              {
                path: 'changeaddress',
                lazy: withFeatures(
                  () => import('../features/profile/routes/ChangeAddressPage'),
                  features.profile,
                  features.reference,
                ),
              },
              {
                path: 'address/add',
                lazy: withFeatures(
                  () => import('../features/profile/routes/AddAddressPage'),
                  features.profile,
                  features.reference,
                ),
              },
              {
                path: 'faq',
                lazy: withFeatures(() => import('../features/content/routes/FaqPage'), features.reference),
              },
              { path: 'contact', lazy: () => import('../features/content/routes/ContactPage') },
              { path: 'privacy', lazy: () => import('../features/content/routes/PrivacyPage') },
              {
                path: 'transaction/history',
                lazy: withFeatures(
                  () => import('../features/transactions/routes/TransactionHistoryPage'),
                  features.transactions,
                ),
              },
              {
                path: 'transaction/receipt',
                lazy: withFeatures(
                  () => import('../features/transactions/routes/TransactionReceiptPage'),
                  features.transactions,
                ),
              },
              {
                path: 'events/upcoming',
                lazy: withFeatures(
                  () => import('../features/events/routes/UpcomingEventsPage'),
                  features.events,
                ),
              },
              {
                path: 'events/upcoming/eventDetails',
                lazy: withFeatures(
                  () => import('../features/events/routes/EventDetailsPage'),
                  features.events,
                ),
              },
              {
                path: 'events/registered',
                lazy: withFeatures(
                  () => import('../features/events/routes/RegisteredEventsPage'),
                  features.events,
                ),
              },
              {
                path: 'events/completed',
                lazy: withFeatures(
                  () => import('../features/events/routes/CompletedEventsPage'),
                  features.events,
                ),
              },
              {
                path: 'wsg/all',
                lazy: withFeatures(
                  () => import('../features/groups/routes/WsgListPage'),
                  features.groups,
                  features.packages,
                ),
              },
              {
                path: 'wsg/groupDetails',
                lazy: withFeatures(
                  () => import('../features/groups/routes/GroupDetailsPage'),
                  features.groups,
                  features.packages,
                ),
              },
              {
                path: 'wsg/myGroup',
                lazy: withFeatures(
                  () => import('../features/groups/routes/MyGroupsPage'),
                  features.groups,
                  features.packages,
                ),
              },
              {
                path: 'wsg/applyForNew',
                lazy: withFeatures(
                  () => import('../features/groups/routes/ApplyNewGroupPage'),
                  features.groups,
                  features.packages,
                ),
              },
              {
                path: 'healthHero/healthHeroList',
                lazy: withFeatures(
                  () => import('../features/heroes/routes/HeroListPage'),
                  features.heroes,
                  features.packages,
                ),
              },
              {
                path: 'healthHero/sessionDetails',
                lazy: withFeatures(
                  () => import('../features/heroes/routes/HeroDetailsPage'),
                  features.heroes,
                  features.packages,
                ),
              },
              {
                path: 'healthHero/apply',
                lazy: withFeatures(
                  () => import('../features/heroes/routes/SessionApplyPage'),
                  features.heroes,
                  features.packages,
                ),
              },
              {
                path: 'healthHero/registered/list',
                lazy: withFeatures(
                  () => import('../features/heroes/routes/RegisteredSessionsPage'),
                  features.heroes,
                  features.packages,
                ),
              },
              {
                path: 'healthHero/mySessions',
                lazy: withFeatures(
                  () => import('../features/heroes/routes/HeroOwnSessionsPage'),
                  features.heroes,
                ),
              },
              {
                path: 'become/healthHero',
                lazy: withFeatures(
                  () => import('../features/heroes/routes/BecomeHeroPage'),
                  features.heroes,
                  features.packages,
                ),
              },
              {
                path: 'partners',
                lazy: withFeatures(
                  () => import('../features/partners/routes/PartnersPage'),
                  features.partners,
                  features.reference,
                ),
              },
              {
                path: 'partner/:id',
                lazy: withFeatures(
                  () => import('../features/partners/routes/PartnerDetailsPage'),
                  features.partners,
                  features.reference,
                ),
              },
              {
                path: 'wishlist',
                lazy: withFeatures(
                  () => import('../features/commerce/routes/WishlistPage'),
                  features.commerce,
                ),
              },
              {
                path: 'cart',
                lazy: withFeatures(() => import('../features/commerce/routes/CartPage'), features.commerce),
              },
              {
                path: 'orders',
                lazy: withFeatures(() => import('../features/commerce/routes/OrdersPage'), features.commerce),
              },
              {
                path: 'order/:orderId',
                lazy: withFeatures(
                  () => import('../features/commerce/routes/OrderDetailsPage'),
                  features.commerce,
                ),
              },
              {
                path: 'voucher/list',
                lazy: withFeatures(
                  () => import('../features/vouchers/routes/VoucherListPage'),
                  features.vouchers,
                ),
              },
              {
                path: 'voucher/details',
                lazy: withFeatures(
                  () => import('../features/vouchers/routes/VoucherDetailsPage'),
                  features.vouchers,
                ),
              },
              {
                path: 'marketplace',
                lazy: withFeatures(
                  () => import('../features/marketplace/routes/MarketplacePage'),
                  features.marketplace,
                  features.commerce,
                ),
              },
              {
                path: 'marketplace/products',
                lazy: withFeatures(
                  () => import('../features/marketplace/routes/ProductsPage'),
                  features.marketplace,
                  features.commerce,
                ),
              },
              {
                path: 'marketplace/recommendedproducts',
                lazy: withFeatures(
                  () => import('../features/marketplace/routes/RecommendedProductsPage'),
                  features.marketplace,
                  features.commerce,
                ),
              },
              {
                path: 'marketplace/services',
                lazy: withFeatures(
                  () => import('../features/marketplace/routes/ServicesPage'),
                  features.marketplace,
                  features.commerce,
                ),
              },
              {
                path: 'marketplace/affiliate',
                lazy: withFeatures(
                  () => import('../features/marketplace/routes/AffiliatePage'),
                  features.marketplace,
                  features.commerce,
                ),
              },
              {
                path: 'marketplace/product/:id',
                lazy: withFeatures(
                  () => import('../features/marketplace/routes/ProductDetailsPage'),
                  features.marketplace,
                  features.commerce,
                ),
              },
              {
                path: 'marketplace/service/:id',
                lazy: withFeatures(
                  () => import('../features/marketplace/routes/ServiceDetailsPage'),
                  features.marketplace,
                  features.commerce,
                ),
              },
              {
                path: 'marketplace/affiliate/:id',
                lazy: withFeatures(
                  () => import('../features/marketplace/routes/AffiliateDetailsPage'),
                  features.marketplace,
                  features.commerce,
                ),
              },
            ],
          },
        ],
      },
      {
        // Open to anyone, signed in or not (§2, §6): a member sees the shell around them, a visitor a light frame.
        lazy: async () => {
          const [{ OpenLayout }] = await Promise.all([
            import('../features/partners/routes/OpenLayout'),
            shellFeatures(),
          ]);
          return { Component: () => <OpenLayout /> };
        },
        children: [
          {
            path: 'vendor/register',
            lazy: withFeatures(
              () => import('../features/partners/routes/VendorRegisterPage'),
              features.partners,
              features.reference,
            ),
          },
          {
            path: 'partners/register',
            lazy: withFeatures(
              () => import('../features/partners/routes/PartnerRegisterPage'),
              features.partners,
              features.reference,
            ),
          },
        ],
      },
      {
        // The staff console (beyond the spec): staff only; a member gets the not-found page, a visitor /login.
        element: <RouteGuard access="staff" />,
        children: [
          {
            lazy: async () => {
              const [{ ShellLayout }] = await Promise.all([
                import('../features/shell/ShellLayout'),
                features.commerce(),
                features.search(),
                memberWords(),
                staffWords(),
              ]);
              return { Component: () => <ShellLayout variant="staff" /> };
            },
            children: [
              {
                // The dashboard: its chunk (and the charting library) loads only here, never on a member's page.
                path: 'staff',
                lazy: withFeatures(
                  () => import('../features/reports/routes/DashboardPage'),
                  features.reports,
                ),
              },
              {
                path: 'staff/requests',
                lazy: withFeatures(() => import('../features/staff/routes/WsgRequestsPage'), features.staff),
              },
              {
                path: 'staff/sessions',
                lazy: withFeatures(() => import('../features/staff/routes/SessionsPage'), features.staff),
              },
              {
                path: 'staff/applications',
                lazy: withFeatures(
                  () => import('../features/staff/routes/HeroApplicationsPage'),
                  features.staff,
                ),
              },
              {
                path: 'staff/proposals',
                lazy: withFeatures(
                  () => import('../features/staff/routes/GroupProposalsPage'),
                  features.staff,
                ),
              },
              {
                path: 'staff/partners',
                lazy: withFeatures(
                  () => import('../features/staff/routes/PartnerApplicationsPage'),
                  features.staff,
                ),
              },
              {
                path: 'staff/vendors',
                lazy: withFeatures(
                  () => import('../features/staff/routes/VendorApplicationsPage'),
                  features.staff,
                ),
              },
              {
                path: 'staff/orders',
                lazy: withFeatures(
                  () => import('../features/fulfilment/routes/StaffOrdersPage'),
                  features.fulfilment,
                ),
              },
              {
                path: 'staff/orders/:id',
                lazy: withFeatures(
                  () => import('../features/fulfilment/routes/StaffOrderPage'),
                  features.fulfilment,
                ),
              },
              {
                path: 'staff/reviews',
                lazy: withFeatures(
                  () => import('../features/reviews/routes/StaffReviewsPage'),
                  features.reviews,
                ),
              },
              {
                path: 'staff/members',
                lazy: withFeatures(() => import('../features/members/routes/MembersPage'), features.members),
              },
              {
                path: 'staff/members/:uuid',
                lazy: withFeatures(() => import('../features/members/routes/MemberPage'), features.members),
              },
              {
                path: 'staff/audit',
                lazy: withFeatures(() => import('../features/audit/routes/AuditPage'), features.audit),
              },
              {
                path: 'staff/team',
                lazy: withFeatures(() => import('../features/team/routes/TeamPage'), features.team),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('../features/shell/routes/NotFoundPage') },
    ],
  },
];
