import type { components } from './generated/openapi';

/** Any schema of openapi.yaml by name, e.g. `Schema<'User'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

// Envelope and errors
export type ApiErrorBody = Schema<'ApiError'>;
export type ValidationIssue = Schema<'ValidationIssue'>;

// Account
export type AgeGroup = Schema<'AgeGroup'>;
export type Gender = Schema<'Gender'>;
export type SubscriptionType = Schema<'SubscriptionType'>;
export type User = Schema<'User'>;
export type UserPackage = Schema<'UserPackage'>;
export type LoginData = Schema<'LoginData'>;
export type SocialLoginData = Schema<'SocialLoginData'>;
export type DevMail = Schema<'DevMail'>;
export type HealthStatus = Schema<'HealthStatus'>;
export type SignUpRequest = Schema<'SignUpRequest'>;
export type TokenRequest = Schema<'TokenRequest'>;
export type LoginRequest = Schema<'LoginRequest'>;
export type SocialLoginRequest = Schema<'SocialLoginRequest'>;
export type ForgotPasswordRequest = Schema<'ForgotPasswordRequest'>;
export type ResetPasswordRequest = Schema<'ResetPasswordRequest'>;
export type ChangePasswordRequest = Schema<'ChangePasswordRequest'>;
export type ProfileUpdateRequest = Schema<'ProfileUpdateRequest'>;
export type WebTokenRequest = Schema<'WebTokenRequest'>;
export type ThemeName = Schema<'ThemeName'>;
export type ShellSettings = Schema<'ShellSettings'>;
export type MemberSettings = Schema<'MemberSettings'>;
export type MemberSettingsSaveRequest = Schema<'MemberSettingsSaveRequest'>;
export type SearchResult = Schema<'SearchResult'>;
export type SearchResultKind = Schema<'SearchResultKind'>;

// Packages and reference data
export type Package = Schema<'Package'>;
export type PackageSummary = Schema<'PackageSummary'>;
export type SelectPackageRequest = Schema<'SelectPackageRequest'>;
export type Country = Schema<'Country'>;
export type Faq = Schema<'Faq'>;

// Payments
export type SubscriptionQuoteRequest = Schema<'SubscriptionQuoteRequest'>;
export type SubscriptionQuote = Schema<'SubscriptionQuote'>;
export type StoreCardRequest = Schema<'StoreCardRequest'>;
export type CreateSubscriptionRequest = Schema<'CreateSubscriptionRequest'>;
export type Subscription = Schema<'Subscription'>;
export type ClientConfig = Schema<'ClientConfig'>;
export type MobileApp = Schema<'MobileApp'>;
export type PaymentConfig = Schema<'PaymentConfig'>;
export type PaymentGateway = PaymentConfig['gateway'];
export type PaymentIntentState = Schema<'PaymentIntentState'>;
export type PaymentIntentStatus = Schema<'PaymentIntentStatus'>;
export type LocalPaymentMethodRequest = Schema<'LocalPaymentMethodRequest'>;
export type LocalPaymentMethod = Schema<'LocalPaymentMethod'>;
export type LocalConfirmRequest = Schema<'LocalConfirmRequest'>;
export type LocalConfirmResult = Schema<'LocalConfirmResult'>;
export type Transaction = Schema<'Transaction'>;

// Events (WellnessEvent, so that the DOM's Event type stays usable next to it)
export type EventCategory = Schema<'EventCategory'>;
export type EventStatus = Schema<'EventStatus'>;
export type Speaker = Schema<'Speaker'>;
export type WellnessEvent = Schema<'Event'>;
/** An event as the signed-in member sees it: with whether they may register (`viewerCanRegister`). */
export type EventForViewer = Schema<'EventForViewer'>;
export type EventRegistrationRecord = Schema<'EventRegistrationRecord'>;
export type EventRegistration = Schema<'EventRegistration'>;
export type EventRegistrationRequest = Schema<'EventRegistrationRequest'>;
export type EventUuidRequest = Schema<'EventUuidRequest'>;
export type CouponCheckRequest = Schema<'CouponCheckRequest'>;
export type Coupon = Schema<'Coupon'>;
export type DiscountType = Coupon['discountType'];
export type EventPaymentRequest = Schema<'EventPaymentRequest'>;
export type EventPayment = Schema<'EventPayment'>;
export type OrderAmounts = Schema<'OrderAmounts'>;
export type OrderIdRequest = Schema<'OrderIdRequest'>;

// Vouchers
export type Voucher = Schema<'Voucher'>;
export type VoucherApplyRequest = Schema<'VoucherApplyRequest'>;

// Wellness support groups
export type Wsg = Schema<'Wsg'>;
export type SupportGroupUuidRequest = Schema<'SupportGroupUuidRequest'>;
export type WsgProposalRequest = Schema<'WsgProposalRequest'>;
export type WsgProposal = Schema<'WsgProposal'>;
export type WsgProposalStatus = Schema<'WsgProposalStatus'>;

// Health heroes
export type HealthHeroCategory = Schema<'HealthHeroCategory'>;
export type MentoringArea = Schema<'MentoringArea'>;
export type HealthHero = Schema<'HealthHero'>;
export type HealthHeroSessionRequest = Schema<'HealthHeroSessionRequest'>;
export type HealthHeroSession = Schema<'HealthHeroSession'>;
export type HealthHeroApplication = Schema<'HealthHeroApplication'>;
export type HealthHeroRequestCheck = Schema<'HealthHeroRequestCheck'>;
export type OwnHeroSession = Schema<'OwnHeroSession'>;
export type OwnHeroSessions = Schema<'OwnHeroSessionsEnvelope'>['data'];
export type HeroSessionDecision = Schema<'HeroSessionDecisionRequest'>['decision'];

// Product reviews
export type ProductReview = Schema<'ProductReview'>;
export type ProductReviewPage = Schema<'ProductReviewPage'>;
export type StaffReview = Schema<'StaffReview'>;

// Calendar
export type CalendarEvent = Schema<'CalendarEvent'>;
export type CalendarEventAddRequest = Schema<'CalendarEventAddRequest'>;
export type NewCalendarEvent = CalendarEventAddRequest['newEvent'];
export type CalendarEventUpdateRequest = Schema<'CalendarEventUpdateRequest'>;
export type CalendarEventRemoveRequest = Schema<'CalendarEventRemoveRequest'>;
export type CalendarEventRemoved = Schema<'CalendarEventRemoved'>;
export type CalendarFeed = Schema<'CalendarFeed'>;

// Marketplace
export type ProductImage = Schema<'ProductImage'>;
export type CategoryRef = Schema<'CategoryRef'>;
export type ProductCategory = Schema<'ProductCategory'>;
export type Product = Schema<'Product'>;
export type Slider = Schema<'Slider'>;
export type PageRequest = Schema<'PageRequest'>;
export type CategoryPageRequest = Schema<'CategoryPageRequest'>;
export type ProductIdRequest = Schema<'ProductIdRequest'>;
export type IntegerIdRequest = Schema<'IntegerIdRequest'>;
export type FeaturedRequest = Schema<'FeaturedRequest'>;
export type UuidRequest = Schema<'UuidRequest'>;
export type CartItem = Schema<'CartItem'>;
export type CartAddRequest = Schema<'CartAddRequest'>;
export type CartUpdateRequest = Schema<'CartUpdateRequest'>;
export type WishlistItem = Schema<'WishlistItem'>;
export type WishlistAddRequest = Schema<'WishlistAddRequest'>;
export type OrderStatus = Schema<'OrderStatus'>;
export type OrderLineItem = Schema<'OrderLineItem'>;
export type OrderBilling = Schema<'OrderBilling'>;
export type Order = Schema<'Order'>;
export type OrderCreated = Schema<'OrderCreated'>;
export type Review = Schema<'Review'>;
export type PartnerType = Schema<'PartnerType'>;
export type Partner = Schema<'Partner'>;
export type PartnerRequest = Schema<'PartnerRequest'>;
export type VendorRequest = Schema<'VendorRequest'>;
