/**
 * Generated from openapi.yaml by `pnpm --filter @wellness/api generate`. Do not edit by hand; change the
 * contract and regenerate. Import it as `@wellness/api/rules`.
 */

/** The staff roles that may use each staff call ("METHOD /path", as written in the contract). */
export const staffOperationRoles = {
  'GET /staff/wsg/requests': ["owner","admin","support"],
  'PATCH /staff/wsg/requests/{uuid}': ["owner","admin","support"],
  'GET /staff/healthHero/applications': ["owner","admin","support"],
  'PATCH /staff/healthHero/applications/{uuid}': ["owner","admin","support"],
  'GET /staff/partner/applications': ["owner","admin","support"],
  'PATCH /staff/partner/applications/{uuid}': ["owner","admin","support"],
  'GET /staff/vendor/applications': ["owner","admin","support"],
  'PATCH /staff/vendor/applications/{uuid}': ["owner","admin","support"],
  'GET /staff/healthHero/sessions': ["owner","admin","support"],
  'PATCH /staff/healthHero/sessions/{uuid}': ["owner","admin","support"],
  'GET /staff/reviews': ["owner","admin","support"],
  'PATCH /staff/reviews/{uuid}': ["owner","admin","support"],
  'GET /staff/orders': ["owner","admin","support"],
  'GET /staff/orders/{id}': ["owner","admin","support"],
  'PATCH /staff/orders/{id}': ["owner","admin","support"],
  'POST /staff/orders/{id}/refund': ["owner","admin"],
  'GET /staff/wsg/proposals': ["owner","admin","support"],
  'PATCH /staff/wsg/proposals/{uuid}': ["owner","admin","support"],
  'GET /staff/team': ["owner","admin"],
  'PATCH /staff/team/{uuid}': ["owner","admin"],
  'GET /staff/team/invitations': ["owner","admin"],
  'POST /staff/team/invitations': ["owner","admin"],
  'DELETE /staff/team/invitations/{uuid}': ["owner","admin"],
  'GET /staff/audit': ["owner","admin"],
  'GET /staff/members': ["owner","admin","support"],
  'GET /staff/reports/revenue': ["owner","admin"],
  'GET /staff/reports/members': ["owner","admin","support"],
  'GET /staff/reports/events': ["owner","admin"],
  'GET /staff/reports/shop': ["owner","admin"],
  'GET /staff/members/{uuid}': ["owner","admin","support"],
  'POST /staff/members/{uuid}/verification-mail': ["owner","admin","support"],
  'POST /staff/members/{uuid}/package': ["owner","admin"],
  'POST /staff/members/{uuid}/package/cancel': ["owner","admin"],
  'POST /staff/members/{uuid}/refunds': ["owner","admin"],
  'POST /staff/members/{uuid}/block': ["owner","admin","support"],
  'POST /staff/members/{uuid}/erase': ["owner","admin"],
} as const;

/** The values of each named enum schema, in the contract's order. */
export const enumValues = {
  AgeGroup: ["20-30","30-50","50-100"],
  Gender: ["Male","Female","Other"],
  SubscriptionType: ["yearly"],
  ThemeName: ["default","ocean","plum","sunset"],
  SearchResultKind: ["event","group","hero","product","service","affiliate"],
  PackageAction: ["select","cancel","current","none"],
  PaymentIntentState: ["succeeded","processing","requires_payment_method","requires_confirmation","requires_action","canceled"],
  EventCategory: ["Behavioral Health","Cancer","Corporate Wellness","Diet","Diabetes","Health Heroes","Heart Health","Lifestyle","Senior Forum","Women Wellness","WSGs","Youth Forum"],
  EventStatus: ["upcoming","cancelled","completed","draft"],
  HealthHeroCategory: ["Combat","Exemplary","Reversal","Doctor"],
  MentoringArea: ["Behavioral Health","Cancer","Diabetes","Diet","Heart Health","Lifestyle"],
  HeroAgeGroup: ["Elderly","Senior","Matured","Youth"],
  MentoringChannel: ["on-site","online","both"],
  CatalogOrder: ["lowtohigh","hightolow"],
  OrderStatus: ["pending","processing","on-hold","shipped","completed","cancelled","refunded","failed"],
  PartnerType: [0,1,2],
  WsgProposalStatus: ["pending","accepted","rejected"],
  StaffRole: ["owner","admin","editor","support"],
  StaffAuditKind: ["wsg-join","hh-session","hero-application","wsg-proposal","partner-application","vendor-application","order-shipped","order-completed","order-refunded","staff-invited","staff-invitation-revoked","staff-joined","staff-role-changed","staff-deactivated","staff-reactivated","owner-created","member-verification-resent","member-package-given","member-package-cancelled","member-refund-requested","member-blocked","member-unblocked","member-erased","review-hidden","review-shown"],
} as const;

/**
 * Format, length and pattern rules of each named string schema (every pattern must match: they are an allOf; a
 * format is checked by formatPatterns of rules.ts).
 */
export const stringRules = {
  Email: { format: "email", maxLength: 254, patterns: [] },
  Password: { minLength: 8, maxLength: 128, patterns: [{"pattern":"[A-Z]","description":"at least one uppercase letter"}, {"pattern":"[a-z]","description":"at least one lowercase letter"}, {"pattern":"[0-9]","description":"at least one number"}, {"pattern":"[^A-Za-z0-9\\s]","description":"at least one special character"}] },
  Mobile: { patterns: [{"pattern":"^[0-9]{6,15}$","description":"Digits only ('Must be only digits'), 6 to 15 of them."}] },
  CountryCallingCode: { patterns: [{"pattern":"^\\+?[0-9]{1,4}$","description":"Calling code, e.g. +1 or 91."}] },
  ZipCode: { minLength: 4, maxLength: 12, patterns: [] },
  PlaceName: { minLength: 3, maxLength: 100, patterns: [] },
  Uuid: { format: "uuid", patterns: [] },
  CatalogSearch: { maxLength: 100, patterns: [] },
  IdDigits: { patterns: [{"pattern":"^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$","description":"A positive id written in decimal digits, at most 2147483647 (an integer id's range)."}] },
  FormPhone: { minLength: 6, maxLength: 15, patterns: [{"pattern":"^[0-9]*$","description":"Digits only ('Must be only digits'), 6 to 15 ('Must be more than 6 digits', 'Must be not more than 15 digits')."}] },
  ReportMoney: { patterns: [{"pattern":"^-?[0-9]+\\.[0-9]{2}$","description":"Dollars with exactly two decimals, computed in integer cents (e.g. \"1234.50\", \"-10.00\")."}] },
} as const;
