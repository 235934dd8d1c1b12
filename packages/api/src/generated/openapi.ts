/**
 * Generated from openapi.yaml by `pnpm --filter @wellness/api generate`. Do not edit by hand;
 * the app imports the named aliases of src/types.ts instead of this file.
 */

export interface paths {
    "/user/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account with e-mail and password
         * @description Creates an unverified account and sends the verification mail (link `/verify/email/{token}`, valid 24 h).
         *     If an unverified account with this e-mail exists, the mail is sent again and 409 `EMAIL_NOT_CONFIRMED` answers.
         *     `confirmPassword` must equal `password` (else 400 `VALIDATION_FAILED`,
         *     message 'Password and Confirm Password do not match').
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/verify/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an e-mail address with the token from the verification mail */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password
         * @description Outcomes: 200 logged in; 206 logged in but no package selected (token issued, app goes to /packages);
         *     418 profile incomplete (token issued so that profile completion can be called); 401 wrong credentials;
         *     403 e-mail not confirmed. A 401 here is not a session expiry.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/login/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in or register with Google
         * @description The server verifies `idToken` (a Google ID token, audience `GOOGLE_CLIENT_ID`) and takes the identity ONLY
         *     from the verified token; `id`, `email`, `name` and `image` are informational and ignored.
         *     Google-created accounts count as verified.
         */
        post: operations["socialLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset link
         * @description Sends a single-use reset link (`/reset/{token}`, valid 1 h; stored hashed).
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token (or a staff invitation's)
         * @description Consumes the reset token and ends every session of the member. The token may also be a staff invitation's
         *     (`POST /staff/team/invitations`, 7 days) or the first owner's link (`pnpm admin create-owner`, 24 hours):
         *     the invitation makes its address staff with its role as the password is set. `confirmPassword` must equal `newPassword`
         *     (else 400 `VALIDATION_FAILED`, message 'Passwords must match').
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the password of the signed-in member
         * @description Revokes the member's other sessions; the caller's session stays. `confirmPassword` must equal
         *     `newPassword` (else 400 `VALIDATION_FAILED`).
         */
        patch: operations["changePassword"];
        trace?: never;
    };
    "/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the caller's session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the signed-in member's profile
         * @description Also used at start-up to check a stored token ('Failed to login with token.' on failure).
         */
        post: operations["viewProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the profile (also first-time completion and the shipping address)
         * @description Multipart form. Send only the fields being changed:
         *     - first-time completion: name, country, state, city, zipCode;
         *     - address only (addressLine1, addressLine2, zipCode, state, city, country): message 'Address Details updated successfully';
         *     - otherwise message 'User Profile updated successfully'.
         *     `image` is optional: JPG, JPEG or PNG checked by content, at most 2 MiB. The e-mail is never changed here.
         *     Completing name, country, state, city and zipCode sets `profileCompleted`.
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/user/add/web/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Store the browser's push-messaging token */
        patch: operations["addWebToken"];
        trace?: never;
    };
    "/user/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member's shell settings and shortcuts
         * @description §6: theme settings are saved to the profile for a member (a guest keeps them in memory only).
         *     `settings` is null until the member first saves them; `shortcuts` lists page ids of the shortcuts bar.
         */
        get: operations["viewSettings"];
        /**
         * Save the signed-in member's shell settings and/or shortcuts
         * @description Replaces what is sent (the whole `settings` object, the whole `shortcuts` list); what is not sent is kept.
         *     Only the caller's own settings are written. The app sends it 300 ms after the last change (§9).
         */
        put: operations["saveSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Global search over the content a member may open (events, groups, heroes, catalogue items)
         * @description §2 global search beyond the pages (the app searches its pages itself): the upcoming events (not yet
         *     ended), the active support groups, the active health heroes and the active products, services and
         *     affiliate items whose name holds every word of `q`, lower-cased and with accents stripped (the same
         *     folding as the catalogue search, in SQL). Event and group names are matched and answered in the
         *     member's language (`Accept-Language`), falling back to English; the English name matches too.
         *     At most 10 results in all: names starting with the query first, then in name order, taken in turn from
         *     each kind so one kind cannot crowd the others out. `id` is what the item's page takes (an event's or
         *     group's or hero's uuid, a catalogue item's number).
         */
        get: operations["searchContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/package/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the active packages, sorted ascending by annualCost
         * @description Open to guests; with a token, each package's `action` is what this member may do with it (§4), decided by
         *     the server from the member's current package: `current` (the package held, free), `cancel` (the package
         *     held, paid: leaving it is cancelPackage), `select` (a package whose annualCost is at or above the current
         *     package's cost, which a guest or a member without a package may select too) or `none`.
         */
        get: operations["listPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/package/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Select a package without payment (Starter)
         * @description Only the free package (annualCost 0, Starter) can be selected this way; a paid package answers 402 and is
         *     bought through `createSubscription`. While a paid package is active, selecting Starter is a downgrade and
         *     answers 409 `PACKAGE_DOWNGRADE` (nothing changes): leaving a paid package is `cancelPackage`.
         */
        patch: operations["selectPackage"];
        trace?: never;
    };
    "/user/package/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cancel the paid package; the member gets Starter immediately
         * @description No refund. `data[0]` is the member's new package (Starter).
         */
        patch: operations["cancelPackage"];
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What this deployment offers the app (read at run time, so one build serves every deployment)
         * @description Open. `googleClientId` is the OAuth client id of Google sign-in when the server is configured for it
         *     (`GOOGLE_CLIENT_ID`), else null: the app shows the OR divider and the Google button only when it is set.
         *     `mobileApp` is the companion app's link and store pages when all three `MOBILE_APP_*` variables are set,
         *     else null: phones and tablets are offered 'Login with App' (with 'Continue in the browser') only when set.
         *     A client id is public (it is sent to every browser that signs in with Google); no secret is here.
         */
        get: operations["getClientConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/country/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List countries (United States first, India second, the rest alphabetical) */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/faq/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the frequently asked questions */
        get: operations["listFaqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Development mailbox (mails the server would have sent)
         * @description Only when not in production; in production the path answers 404. Newest first.
         */
        get: operations["listDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/get/subscription/difference/amount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price quote for buying or upgrading to a package
         * @description `amountDue` is what the member pays now: `packageCost` minus a credit for the unused share of the current
         *     paid package's annualCost, by whole days left out of 365 (rounded to the cent), never below 0. The same
         *     amount is charged by `createSubscription`, always computed by the server.
         */
        post: operations["getSubscriptionDifferenceAmount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/stripe/store/card/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a card payment method to the member */
        post: operations["storeCardDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/stripe/subscription/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the yearly subscription to a paid package
         * @description Uses the card saved by `storeCardDetails`. When `clientSecret` is not null the app confirms the card
         *     payment with it; the package becomes the member's when the payment succeeds (webhook), so the app re-reads
         *     the profile about 15 s later.
         *
         *     A member has at most one package payment that can still be paid (a unique index in PostgreSQL, so on any
         *     number of processes): the same package at the same price answers that payment again (concurrent calls
         *     included); another package ends it at the gateway first (its client secret can no longer pay). 409
         *     PAYMENT_IN_PROGRESS while an earlier package payment is processing or could not be stopped. When a
         *     payment succeeds the server checks it against what the member holds then: one quoted against another
         *     package (or replaced by a newer payment) is refunded at once and the member is mailed.
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which card gateway the app must use
         * @description `local` is the built-in gateway that behaves like the card provider's test mode; with `stripe` the app loads Stripe.js with `publishableKey`.
         */
        get: operations["getPaymentConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/intent/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payment intent's status by its client secret
         * @description Used on return from the card form. Only the member who owns the intent may read it.
         */
        get: operations["getPaymentIntentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/local/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Local gateway - create a card payment method (test mode)
         * @description Only when `gateway` is `local`. Test cards as in the card provider's test mode: 4242424242424242 succeeds,
         *     4000000000000002 is declined at confirmation, 4000000000009995 fails for insufficient funds,
         *     4000000000000077 and 4000000000003220 stay processing, then succeed (webhook) after
         *     LOCAL_GATEWAY_SETTLE_DELAY; 5555555555554444 (Mastercard) succeeds; any other number passing the Luhn
         *     check is declined as a non-test card. Only brand and last 4 digits are kept. Card errors use the
         *     provider's wording.
         */
        post: operations["createLocalPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/local/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Local gateway - confirm a payment intent with a payment method
         * @description Answers 200 with the resulting intent status; a declined card gives `requires_payment_method` and
         *     `error.message` in the provider's wording (e.g. 'Your card was declined.').
         */
        post: operations["confirmLocalPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Card provider webhook (signature checked)
         * @description Open, but the `Stripe-Signature` header must verify against the raw body (STRIPE_WEBHOOK_SECRET, or the
         *     local gateway's secret). The body is the provider's event, so unknown properties are allowed here.
         *     Handles payment_intent.succeeded / payment_intent.payment_failed / invoice.paid.
         */
        post: operations["handlePaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/payment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's transaction history, newest first */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/event/listUpcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upcoming events (status upcoming, end time in the future), soonest first */
        get: operations["listUpcomingEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/event/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event with speakers and required package */
        get: operations["viewEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/event/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register for a free event
         * @description Allowed when the member has a current package that meets the event's required package: that package or
         *     a higher tier by annualCost (never a yearly cost against a monthly one); no package, no registration. The
         *     same rule holds for paid events, which go through `startEventPayment` (registering on payment).
         */
        post: operations["registerForEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/register/event/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's event registrations (active, cancelled and completed) with their events */
        get: operations["listRegisteredEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/event/register/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cancel the member's active registration for an event
         * @description Any refund is initiated within 7 business days.
         */
        patch: operations["cancelEventRegistration"];
        trace?: never;
    };
    "/user/event/coupon/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a coupon (voucher code) for an event
         * @description The coupon must exist, be for this event (or for any event), be unexpired and have uses left (uses are
         *     consumed only by a successful payment). Flat subtracts discountedAmount once; Percent subtracts
         *     discountedAmount × quantity (spec §9), so for Percent `discountedAmount` is the discount per seat in
         *     dollars (price × percent / 100). The answer also carries the order's amounts for `quantity` seats with the
         *     coupon (subtotal, discount, total), which Review Order shows as they are.
         */
        post: operations["checkEventCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/event/order/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The amounts of an order of a paid event, before any coupon
         * @description What Review Order shows before a coupon is applied: price × quantity (spec §9), computed by the server as
         *     `startEventPayment` would charge it. Reads only.
         */
        post: operations["quoteEventOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/event/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying for a paid event (creates an order and a payment intent)
         * @description Price × quantity minus the coupon (`promoCode`, optional), computed by the server. A total of $0 needs no
         *     payment: the order is confirmed and the member registered at once (`registered: true`, no intent).
         *     Otherwise the seats are held by the order until it is paid or cancelled. On payment success (webhook) the member is registered (once),
         *     the coupon use is consumed and a transaction is recorded. `wooOrderId` is the order id used by
         *     `cancelEventOrder`.
         */
        post: operations["startEventPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/event/order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Cancel an unpaid event order ('Cancel Order and Go Back') */
        patch: operations["cancelEventOrder"];
        trace?: never;
    };
    "/user/voucher/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vouchers for the member's package, not expired, soonest expiry first
         * @description The vouchers of the member's current active package (none without one) that have not expired and still have uses left. A voucher the member has redeemed stays listed until it expires, with its `redeemedAt`, even once its last use is gone. Another package's vouchers are never listed.
         */
        get: operations["listVouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/voucher/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a voucher of the member's package
         * @description Redeems the voucher with this code for the signed-in member (there is no way to redeem for someone else). The voucher must belong to the member's current active package, must not have expired and must have a use left; redeeming takes one use. Each member redeems a voucher once. The same code still works as an event coupon at checkout.
         */
        post: operations["applyVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/supportGroup/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active wellness support groups (isRequested tells whether the member asked to join) */
        get: operations["listSupportGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/supportGroup/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to join a group (pending until accepted)
         * @description A package of N groups holds at most N groups that are accepted or pending (isActive true or null): a join
         *     at N is refused (403 WSG_LIMIT_EXCEEDED; the spec's "at least the count" allowed N+1). A group with a
         *     package is joined only from that package or a higher tier by annualCost (403 PACKAGE_UPGRADE_REQUIRED,
         *     'You can not Join this WSGS. Kindly upgrade your Membership Packages'). Checked and written in one
         *     transaction that locks the member, so concurrent joins by one member end exactly as the same joins made
         *     one by one. A member without a current package is refused (WSG_LIMIT_EXCEEDED).
         */
        post: operations["joinSupportGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/mywsgs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groups the member belongs to (accepted) */
        get: operations["listMySupportGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/mywsgs/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Groups the member asked to join that are not accepted yet
         * @description When there is none the answer is 404 'Error! No requested Support Groups found.' (an empty list).
         */
        get: operations["listPendingSupportGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/mywsgs/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leave a group (or withdraw a pending request) */
        delete: operations["leaveSupportGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/supportGroup/proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's own group proposals (Apply New Group), newest first, with their review status
         * @description Only the signed-in member's proposals: pending until staff decide, then accepted (the group exists) or
         *     rejected. None is an empty list.
         */
        get: operations["listMySupportGroupProposals"];
        put?: never;
        /**
         * Propose a new group (Apply New Group); staff accept it into a group or reject it
         * @description §5: groupName, groupCategory, state and city are required (a value of spaces only is missing);
         *     numberOfMembers is at least 0; membershipLevel, when given, is one of the membership packages (the
         *     group's package badge). The proposal waits for staff (`/staff/wsg/proposals`); accepting it creates the
         *     group with the proposer as its leader. Bad input is a 400 and stores nothing.
         */
        post: operations["proposeSupportGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/healthHero/check/existing/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the member already applied to become a health hero */
        get: operations["checkHealthHeroRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/healtHero/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active health heroes (mentors) */
        get: operations["listHealthHeroes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/healtHero/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a session with a health hero
         * @description A package of N sessions holds at most N sessions that are accepted or pending (isActive true or null): a
         *     request at N is refused (403; the spec's "at least the count" allowed N+1, so Starter's 0 allowed one);
         *     checked in one transaction that locks the member. sessionDate and sessionTime are wall-clock values in Pacific time (like the
         *     programme); a date before today there, or today with a time already passed, is a 400 'Date cannot be in
         *     the past'.
         */
        post: operations["applyForHealthHeroSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/healtHero/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to become a health hero (multipart)
         * @description The applicant is the signed-in member (no userUuid is sent). `uploadStory` must be mp4, mkv, png, jpeg, jpg,
         *     mp3, pdf or pptx (checked by its bytes, whatever its name says); `uploadDocuments` must be a PDF. Files at
         *     most HERO_UPLOAD_MAX_BYTES (20 MiB by default) each; an empty file is refused like a wrong type. Nothing
         *     is stored unless every file passes. The files are kept privately under generated names and read back
         *     with `GET /user/healtHero/registration/files/{name}` by their owner and staff only.
         */
        post: operations["registerAsHealthHero"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/healtHero/registration/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file of a health hero application (its owner and staff only)
         * @description Answers the bytes themselves (as an attachment, never rendered inline). Anybody else than the applicant and
         *     staff gets the same 404 as for a name that does not exist.
         */
        get: operations["getHealthHeroApplicationFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/healtHero/registered/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's health hero session requests */
        get: operations["listRegisteredHealthHeroSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/healthHero/own/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An accepted hero's own session requests and upcoming sessions
         * @description For a member whose hero application was accepted: the requests members sent them that wait for a decision
         *     (oldest first) and their accepted sessions from today on (Pacific time, soonest first). Anyone else gets
         *     403 `NOT_A_HEALTH_HERO`.
         */
        get: operations["listOwnHeroSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/healthHero/own/sessions/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * An accepted hero accepts or declines a pending session request made to them (the member is mailed)
         * @description Only a pending request made to the caller's own hero profile; another hero's request, or one already
         *     decided (by the hero or by staff), is 404 `REQUEST_NOT_PENDING`. Staff can still decide it in their queue.
         */
        patch: operations["decideOwnHeroSession"];
        trace?: never;
    };
    "/staff/wsg/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending WSG join requests, a page at a time (staff)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        get: operations["listStaffWsgRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/wsg/requests/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept or reject a pending join request (audited; the member is mailed)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        patch: operations["decideStaffWsgRequest"];
        trace?: never;
    };
    "/staff/healthHero/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending become-a-health-hero applications, a page at a time (staff)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        get: operations["listStaffHeroApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/healthHero/applications/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept (creates the hero profile) or reject an application (audited; the member is mailed)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        patch: operations["decideStaffHeroApplication"];
        trace?: never;
    };
    "/staff/partner/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending business-partner applications, a page at a time (staff)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        get: operations["listStaffPartnerApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/partner/applications/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept (the business becomes a listed partner) or reject a partner application (audited; the applicant is mailed)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        patch: operations["decideStaffPartnerApplication"];
        trace?: never;
    };
    "/staff/vendor/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending vendor applications, a page at a time (staff only; bank details are never returned)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        get: operations["listStaffVendorApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/vendor/applications/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept or reject a vendor application (audited; the applicant is mailed)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        patch: operations["decideStaffVendorApplication"];
        trace?: never;
    };
    "/staff/healthHero/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending health hero session requests, a page at a time (staff)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        get: operations["listStaffSessionRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/healthHero/sessions/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept or reject a pending session request (audited; the member is mailed)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        patch: operations["decideStaffSessionRequest"];
        trace?: never;
    };
    "/staff/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every product review, newest first, hidden ones included (staff)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        get: operations["listStaffReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/reviews/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Hide a review from the product page, or show it again (audited)
         * @description 'Staff roles: owner, admin, support (any other caller gets 403).' A hidden review is no longer shown nor
         *     counted in the item's average and count. Each change is audited (`review-hidden`, `review-shown`) with its
         *     reason; asking for the state the review already has changes nothing and records nothing.
         */
        patch: operations["setStaffReviewHidden"];
        trace?: never;
    };
    "/staff/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Paid marketplace orders for fulfilment, a page at a time (staff)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        get: operations["listStaffOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One paid marketplace order with its member, shipping address and phone (staff)
         * @description The order as the fulfilment list shows it: its lines, totals as charged, status and dates (paid, shipped,
         *     completed, refunded), the member's name and e-mail, and the shipping address and phone the order recorded.
         *     Unpaid and cancelled orders are not staff's: they answer 404.
         *     Staff roles: owner, admin, support (any other caller gets 403).
         */
        get: operations["getStaffOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a paid order shipped or completed (audited; the member is mailed with the order receipt)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        patch: operations["updateStaffOrderStatus"];
        trace?: never;
    };
    "/staff/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a paid order in full through the card gateway (audited; the member is mailed)
         * @description The order is refunded at once (status refunded); the gateway refund is a durable job with one idempotency
         *     key per order (the local gateway records it, Stripe refunds it). Stock is not given back. A refunded or
         *     unpaid order answers 409.
         *     Staff roles: owner, admin (any other caller gets 403).
         */
        post: operations["refundStaffOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/wsg/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending group proposals (Apply New Group), a page at a time (staff)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        get: operations["listStaffWsgProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/wsg/proposals/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept (creates the group, led by the proposer) or reject a group proposal (audited; the member is mailed)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        patch: operations["decideStaffWsgProposal"];
        trace?: never;
    };
    "/staff/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff accounts (active and deactivated), a page at a time
         * @description Staff roles: owner, admin (any other caller gets 403).
         */
        get: operations["listStaffTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/team/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a staff member's role, or deactivate (ends their sessions at once) or reactivate them (audited)
         * @description Only an owner changes, deactivates or reactivates an owner, or makes someone an owner (else 403
         *     `OWNER_ONLY`). Nobody changes their own account here (409 `STAFF_SELF_CHANGE`), so the last owner can never
         *     lock everybody out. A deactivated staff member's sessions end at once; their account stays, as a member's.
         *     Staff roles: owner, admin (any other caller gets 403).
         */
        patch: operations["updateStaffAccount"];
        trace?: never;
    };
    "/staff/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invitations not yet used, revoked or expired, newest first
         * @description Staff roles: owner, admin (any other caller gets 403).
         */
        get: operations["listStaffInvitations"];
        put?: never;
        /**
         * Invite someone by e-mail to join the staff with a role (audited; the link is mailed)
         * @description Mails a one-time link, `${PUBLIC_URL}/reset/<token>`, that works once within 7 days: the invitee chooses a
         *     password there (`POST /user/reset`) and becomes staff with the role (an existing member's account is
         *     promoted; a new address gets an account, its e-mail confirmed by the link). A newer invitation to the same
         *     address replaces the older one. Only an owner invites an owner (403 `OWNER_ONLY`); an address that is
         *     already active staff is a 409 `ALREADY_STAFF`.
         *     Staff roles: owner, admin (any other caller gets 403).
         */
        post: operations["inviteStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/team/invitations/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an open invitation (its link stops working; audited)
         * @description Only an owner revokes an invitation to become owner (403 `OWNER_ONLY`).
         *     Staff roles: owner, admin (any other caller gets 403).
         */
        delete: operations["revokeStaffInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every staff action (who, when, what, on what, why), newest first, a page at a time
         * @description One row per staff write, written in the same transaction as the write itself: review decisions, order
         *     steps and refunds, invitations, role changes, deactivations, owners made from the command line (no staff
         *     member: `staff` is null). Staff roles: owner, admin (any other caller gets 403).
         */
        get: operations["listStaffAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The members' directory, a page at a time (or every matching row as CSV)
         * @description Every account that was not erased, searched by name or e-mail and filtered by package, verified, blocked
         *     and staff role. `format=csv` answers every matching row (no paging) as a CSV file: for owner and admin
         *     only (support gets 403 `STAFF_ROLE_FORBIDDEN`). Staff roles: owner, admin, support (any other caller gets
         *     403).
         */
        get: operations["listStaffMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/reports/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue per day, week or month, from the payments that succeeded and the refunds made (owner, admin)
         * @description Staff roles: owner, admin (any other caller gets 403).
         *
         *     Read from the ledger behind the members' transaction histories: every successful payment (packages with
         *     their renewals, events, marketplace orders) and every refund, bucketed by the organisation's time zone
         *     (America/Los_Angeles): a payment at 23:30 Pacific on 31 January is January's even though it is 1 February
         *     in UTC. Amounts are summed in integer cents and answered as decimal strings with two decimals. Every
         *     period from `from` to `to` has a row, empty ones with zeros. `format=csv` answers the rows as a CSV file.
         */
        get: operations["getStaffRevenueReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/reports/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members per package over time, sign-ups, confirmed addresses and package changes per period (owner, admin, support)
         * @description Staff roles: owner, admin, support (any other caller gets 403). No money figures.
         *
         *     Periods are days, weeks or months in the organisation's time zone (America/Los_Angeles). Per period:
         *     the members holding each package at its end (a package counts until it runs out), the accounts created,
         *     the addresses confirmed, and the package changes: bought (a paid package with none paid before),
         *     upgraded (another paid package over a paid one), renewed, cancelled (a paid package left for the free
         *     one) and lapsed (a paid package that ran out in the period with nothing new before its end). The package
         *     history begins with the members report's migration: before it, each member is counted with the package
         *     they held then. `renewals` are the members whose paid package renews by itself within 30 days from now.
         *     `format=csv` answers the rows (one column per package) as a CSV file.
         */
        get: operations["getStaffMembersReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/reports/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each event of a period with its seats, paid and free, coupons, revenue, cancellations and check-ins (owner, admin)
         * @description Staff roles: owner, admin (any other caller gets 403): the rows carry money figures.
         *
         *     The events starting from `from` to `to` (days in America/Los_Angeles), by start time, at most 500 (400
         *     asks for a shorter range). Seats taken against capacity (null: unlimited); the seats of live
         *     registrations that were paid for and that were free; the paid orders that used a coupon; the money paid
         *     for the event and given back for it (from the members' ledger, in integer cents, answered as decimal
         *     strings); cancelled registrations. Check-ins are not recorded by the platform yet: `checkIns` is 0 for
         *     every event until they are. `format=csv` answers the rows as a CSV file.
         */
        get: operations["getStaffEventsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/reports/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shop orders and revenue per period, top items by units and by revenue, refunds and low stock (owner, admin)
         * @description Staff roles: owner, admin (any other caller gets 403): the report carries money figures.
         *
         *     Per period (America/Los_Angeles): the orders paid and their units, the marketplace payments that
         *     succeeded and the refunds made of marketplace payments (from the members' ledger, as the revenue report,
         *     in integer cents). The top ten items of the whole range by units and by revenue are read from the lines
         *     of the orders paid in it, before refunds. Low stock lists the active counted items with at most
         *     `lowStockAt` (5) units left, fewest first, at most 20. `format=csv` answers the period rows as a CSV
         *     file.
         */
        get: operations["getStaffShopReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/members/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One member's page (profile, package and its history, payments and refunds, activity, mails)
         * @description Staff roles: owner, admin, support (any other caller gets 403).
         */
        get: operations["getStaffMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/members/{uuid}/verification-mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the member a new e-mail confirmation link (audited)
         * @description 409 `EMAIL_ALREADY_VERIFIED` when the address is confirmed already. Staff roles: owner, admin, support
         *     (any other caller gets 403).
         */
        post: operations["resendMemberVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/members/{uuid}/package": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a package without payment, or extend the one the member holds (audited)
         * @description The member holds the package until `days` after the end of the same package they hold now, or after now
         *     when they hold another or none. No payment is made. Staff roles: owner, admin (any other caller gets 403).
         */
        post: operations["giveMemberPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/members/{uuid}/package/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the member's package now (audited; its gateway subscription is cancelled)
         * @description 409 `NO_PACKAGE` when the member holds none. Refunds are a separate step. Staff roles: owner, admin (any
         *     other caller gets 403).
         */
        post: operations["cancelMemberPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/members/{uuid}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund one of the member's payments in full or in part, through the durable refund job (audited)
         * @description The amount (the rest of the payment when absent) is reserved on the payment at once, so refunds never
         *     exceed it; the refund job then refunds it at the gateway and records it in the member's history. 409
         *     `REFUND_TOO_LARGE` above what is left, `PAYMENT_NOT_REFUNDABLE` for a payment that was never charged.
         *     Staff roles: owner, admin (any other caller gets 403).
         */
        post: operations["refundMemberPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/members/{uuid}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block (ending every session at once) or unblock the account (audited)
         * @description A blocked member cannot sign in (403 `ACCOUNT_BLOCKED`). Staff accounts are blocked through the team
         *     (deactivation): 409 `MEMBER_IS_STAFF`. Staff roles: owner, admin, support (any other caller gets 403).
         */
        post: operations["blockMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/members/{uuid}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase the member (personal data, uploads, sessions); payments and orders stay, anonymised (audited)
         * @description The account's personal data, uploads and sessions are removed and its e-mail address is free to sign up
         *     again; payments, transactions and orders stay, attached to the anonymised account, for the books. Staff
         *     accounts are erased only once removed from the team (409 `MEMBER_IS_STAFF`). Staff roles: owner, admin
         *     (any other caller gets 403).
         */
        post: operations["eraseMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download my data (one JSON file)
         * @description Everything the portal holds about the caller, as the members' directory shows it to staff, in the
         *     envelope's `data`, which the app saves as one JSON file (`wellness-my-data.json`).
         */
        get: operations["downloadMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete my account (after a confirmation and my password)
         * @description Erases the caller as staff would (personal data, uploads, sessions; payments and orders stay anonymised for
         *     the books; the e-mail address is free again). 400 `PASSWORD_INVALID` when the password is wrong; staff
         *     leave the team first (409 `MEMBER_IS_STAFF`).
         */
        post: operations["deleteMyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/calendar/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's calendar events
         * @description The member's own entries (`source: own`, editable) and, read-only beside them, their live registrations
         *     for events that are not cancelled (`source: event`, id `event-<event uuid>`) and their accepted health
         *     hero sessions (`source: session`, id `session-<session uuid>`, one hour from the session's Pacific wall
         *     clock time). Ordered by start.
         */
        get: operations["listCalendarEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/calendar/event/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a calendar event */
        post: operations["addCalendarEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/calendar/event/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update (or move) a calendar event */
        post: operations["updateCalendarEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/calendar/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's secret iCalendar subscription address
         * @description The address of the member's `.ics` feed (their own entries, registered events and accepted sessions) that
         *     Google Calendar or Apple Calendar can subscribe to. The address is the secret: anybody who has it can read
         *     the feed, so the member can replace it (`POST /user/calendar/feed/rotate`). The first call creates it.
         */
        get: operations["getCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/calendar/feed/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the feed's secret address (the old one stops working at once) */
        post: operations["rotateCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/feed/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's calendar as iCalendar (RFC 5545), read by calendar applications
         * @description No bearer token: the secret in the address authorises (calendar applications cannot send one). An
         *     unknown or replaced secret is the same 404.
         */
        get: operations["readCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/calendar/event/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a calendar event */
        post: operations["removeCalendarEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketplace/products/by/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Products of a category (16 is all products), searched, sorted and paged
         * @description `search` matches the name ignoring case and accents; `orderby` sorts by price (the sale price when there is
         *     one, else the regular price), and without it the list is sorted by name descending. Pages of `per_page`
         *     (the app asks for 20); `data.total` counts every match.
         */
        post: operations["listProductsByCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketplace/services/by/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wellness services of a category (58 is all services), searched, sorted and paged
         * @description Search, sort and pages as for products.
         */
        post: operations["listServicesByCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketplace/affiliate/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Affiliate products (category 93 unless another is named; each has external_url)
         * @description Search, sort and pages as for products.
         */
        post: operations["listAffiliateProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketplace/affiliate/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Affiliate product categories */
        post: operations["listAffiliateCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketplace/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One product, service or affiliate item */
        post: operations["viewProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketplace/product/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An item's reviews, newest first and paged, with its average rating and count
         * @description The reviews staff have not hidden, as their reviewers typed them (plain text, never markup), newest first;
         *     `averageRating` (null without reviews) and `count` are over the same reviews. The reviewer's e-mail is
         *     never shown.
         */
        get: operations["listProductReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketplace/product/categories/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Product and service categories (the first, slug allproducts, is the all-products group) */
        post: operations["listProductCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketplace/products/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Featured (recommended) products, searched, sorted and paged
         * @description `featured: true` lists the recommended products (`featured: false` the others). Search, sort and pages as for
         *     products; without `page` and `per_page`, the first 20.
         */
        post: operations["listFeaturedProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/slider/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Marketplace banners (type 1 services banner, type 2 the other banner) */
        get: operations["listSliders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/marketplace/cart/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member's cart
         * @description Only the caller's own rows, with the catalogue's current prices and stock, and what they come to: each
         *     line's total and the cart's subtotal and total, computed by the server from those prices (§4: quantity ×
         *     the sale price, or the regular price without one). The app shows them as they are.
         */
        post: operations["listCartItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/marketplace/cart/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to the cart
         * @description quantity at least 1 and at most the units left. A product already in the cart is refused (409
         *     ALREADY_IN_CART, the spec's wording); change its quantity with cart/update instead. Affiliate items are
         *     sold on the partner's website (409 NOT_PURCHASABLE). No price is sent: prices are the server's.
         */
        post: operations["addCartItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/marketplace/cart/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the quantity of a cart item
         * @description Only the caller's own row (another member's uuid is 404 and changes nothing); quantity 1 to the units left.
         */
        patch: operations["updateCartItem"];
        trace?: never;
    };
    "/user/marketplace/cart/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an item from the cart
         * @description Only the caller's own row (another member's uuid is 404 and changes nothing).
         */
        delete: operations["deleteCartItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/marketplace/wishlist/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member's wishlist
         * @description Only the caller's own rows, with the catalogue's current prices.
         */
        post: operations["listWishlistItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/marketplace/wishlist/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to the wishlist
         * @description Any catalogue item (products, services, affiliate items); once per item (409 ALREADY_IN_WISHLIST).
         */
        post: operations["addWishlistItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/marketplace/wishlist/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an item from the wishlist */
        delete: operations["deleteWishlistItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/marketplace/order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an order from the cart
         * @description No body: the order is the member's cart. In one transaction the server re-reads every item's current
         *     price (sale price when present, else regular price, × quantity, integer cents) and stock, refuses when an
         *     item is gone or short (409 OUT_OF_STOCK / NOT_PURCHASABLE, nothing held), holds the stock and records the
         *     order (status pending). The member's shipping address (profile) is the billing address; when its address
         *     lines, zip code, state, country and city are all empty the call is refused with the §5 checkout gate
         *     ('Please complete your shipping address before checkout'). A member has at most one unpaid order, on any
         *     number of server processes (a unique index in PostgreSQL): a call for the same cart (same items,
         *     quantities and prices) answers that order again, concurrent calls included; another cart cancels the
         *     unpaid order first (its intent at the gateway, its stock given back). 409 PAYMENT_IN_PROGRESS when the
         *     earlier order's payment went through or is processing.
         *
         *     When there is an amount to pay, a payment intent for the total is created at the card gateway and data
         *     holds its clientSecret and the order id; pay with the card form, the provider returns to /order/{id}. The
         *     order becomes processing only when the gateway reports success (webhook), once; a declined card leaves it
         *     pending (pay again, or cancel). An unpaid order is cancelled and its stock released at `date_expires`
         *     (30 minutes). When nothing is to be paid data is null, the order is processing at once and the app shows
         *     'Order created successfully.'. The cart is emptied when the order is paid or placed. Each step mails the
         *     member an order receipt.
         */
        post: operations["createMarketplaceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/marketplace/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member's orders, newest first
         * @description Only the caller's orders whose parent_id is 0.
         */
        post: operations["listMarketplaceOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketplace/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One of the member's orders
         * @description Another member's order id answers 404, as an unknown one does.
         */
        post: operations["viewMarketplaceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketplace/order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an unpaid order ('Cancel Order and Go Back'), or a paid one until staff ship it
         * @description A pending (unpaid) order: its payment intent is cancelled and its stock given back. A paid order not yet
         *     shipped (processing): it becomes cancelled, its stock comes back, and it is refunded in full through the
         *     durable refund job, which mails the member. Shipped, completed, refunded or cancelled orders answer 409.
         */
        post: operations["cancelMarketplaceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/review/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate and review a product from a completed order
         * @description Only for a product of one of the caller's orders whose status is completed (else 403 REVIEW_NOT_ALLOWED),
         *     once per member and product (409 DUPLICATE_REVIEW, the spec's wording), rating 1 to 5. `reviewer` and
         *     `reviewer_email` are taken from the member's profile when omitted (and must match it when sent).
         */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/business/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partner businesses, by name */
        get: operations["listPartners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/business/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One partner business */
        post: operations["viewPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/business/partner/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to become a business partner (multipart, open)
         * @description Open to anyone (spec §6) and rate-limited per client like sign-up. The logo is judged by its bytes, never its
         *     name or declared type: only a JPEG or PNG is kept (anything else, an empty file included, is 400
         *     `IMAGE_TYPE_INVALID` 'Image type should be JPG, PNG or JPEG'; over UPLOAD_MAX_BYTES is 413
         *     `FILE_TOO_LARGE`), and nothing is stored when any field is refused. Text fields are trimmed; a field of
         *     spaces only counts as empty. Staff review applications under /staff/partner/applications.
         */
        post: operations["requestPartnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to become a vendor (open)
         * @description Open to anyone (spec §6) and rate-limited per client like sign-up. Empty optional fields are dropped (by the
         *     app before sending, and by the server: a field of spaces only is treated as absent). The bank and PayPal
         *     fields are encrypted at rest (AES-256-GCM, key DATA_ENCRYPTION_KEY) and never returned by any call. Staff
         *     review applications under /staff/vendor/applications.
         */
        post: operations["createVendorRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The shape of every JSON response. `status` equals the HTTP status. */
        Envelope: {
            status: number;
            /** @description Human text; the spec's exact wording where it has one. */
            message: string;
            /** @description The call's payload on success (see each call); null on errors. */
            data: unknown;
            error: components["schemas"]["ApiError"] | null;
        };
        /** @description An envelope of a successful call (`error` is null). */
        SuccessEnvelope: components["schemas"]["Envelope"] & {
            error: null;
        };
        /** @description A successful call without payload. */
        MessageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: null;
        };
        /** @description A failed call. `message` is the text to show. */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data: null;
            error: components["schemas"]["ApiError"];
        };
        ApiError: {
            /** @description Stable machine name of the failure, e.g. VALIDATION_FAILED, UNAUTHENTICATED, EMAIL_EXISTS. */
            code: string;
            /** @description For VALIDATION_FAILED, one entry per bad field. */
            details?: components["schemas"]["ValidationIssue"][];
        };
        ValidationIssue: {
            /** @description JSON pointer of the bad field in the body, query or form, e.g. /email. */
            path: string;
            message: string;
        };
        /**
         * Format: email
         * @description 'You must enter a valid email' / 'You must enter an email'.
         */
        Email: string;
        /**
         * @description At least 8 characters ('Password must be at least 8 characters long') with an uppercase letter,
         *     a lowercase letter, a number and a special character (each 'Password must contain at least one ...').
         *     A space (or any whitespace) is not a special character: 'Abcdefg1 ' is refused, as the forms refuse it.
         */
        Password: string & (string);
        /** @description Digits only ('Must be only digits'), 6 to 15 of them. */
        Mobile: string;
        /** @description Calling code, e.g. +1 or 91. */
        CountryCallingCode: string;
        /** @description At least 4 characters ('Minimum 4 characters'). */
        ZipCode: string;
        /** @description City or state: at least 3 characters ('Minimum 3 characters'). */
        PlaceName: string;
        /** Format: uuid */
        Uuid: string;
        /** @enum {string} */
        AgeGroup: "20-30" | "30-50" | "50-100";
        /**
         * @description Other is shown as 'Rather Not Say'.
         * @enum {string}
         */
        Gender: "Male" | "Female" | "Other";
        /**
         * @description Billing is yearly only.
         * @enum {string}
         */
        SubscriptionType: "yearly";
        /** @description The signed-in member. Unset profile fields are null. */
        User: {
            uuid: components["schemas"]["Uuid"];
            /** Format: email */
            email: string;
            name: string | null;
            mobile: string | null;
            ageGroup: components["schemas"]["AgeGroup"] | null;
            gender: components["schemas"]["Gender"] | null;
            addressLine1: string | null;
            addressLine2: string | null;
            city: string | null;
            state: string | null;
            zipCode: string | null;
            country: string | null;
            /** @description Calling code, e.g. +1. */
            countryCode: string | null;
            /** @description Avatar path on the backend host; null means default avatar. */
            image: string | null;
            coverImage: string | null;
            /** @description ['user'] for a member, ['staff'] for the staff who run the programmes (not open to sign-up). */
            role: ("user" | "staff")[];
            /** @description The staff member's role (null for a member, and for staff once deactivated). */
            staffRole: components["schemas"]["StaffRole"] | null;
            /** @description name, country, state, city and zipCode are set. */
            profileCompleted: boolean;
            /**
             * Format: uuid
             * @description The member's own hero profile once their application was accepted (their sessions page).
             */
            healthHeroUuid?: string | null;
            package: components["schemas"]["UserPackage"] | null;
        };
        /**
         * @description A named colour theme of the design system (§3 Theme settings); `default` is the teal brand theme.
         * @enum {string}
         */
        ThemeName: "default" | "ocean" | "plum" | "sunset";
        /**
         * @description §3 Theme settings: the layout and its config (navbar style, navbar, toolbar and footer options), the theme
         *     names for main, navbar, toolbar and footer, the colour scheme, the font-size setting (§9: 0.7–1.3 in steps
         *     of 0.1) and custom scrollbars. Direction follows the language (Arabic is right to left).
         */
        ShellSettings: {
            /**
             * @description `vertical` (side navigation), `horizontal` (navigation bar under the toolbar, full width) or `horizontalCentered` (the same in a 1120 px container).
             * @enum {string}
             */
            layout: "vertical" | "horizontal" | "horizontalCentered";
            /**
             * @description Vertical layout: slide (280 px, hides), folded (64 px, unfolds on hover), tabbed (120 px side panel of groups), tabbedDense (64 px).
             * @enum {string}
             */
            navbarStyle: "slide" | "folded" | "tabbed" | "tabbedDense";
            navbar: {
                display: boolean;
                /**
                 * @description Inline start (left in English) or end.
                 * @enum {string}
                 */
                position: "start" | "end";
            };
            toolbar: {
                display: boolean;
                /**
                 * @description `below`: beside the navigation, over the content; `above`: across the whole width, over the navigation.
                 * @enum {string}
                 */
                position: "below" | "above";
            };
            footer: {
                display: boolean;
                /**
                 * @description `below`: under the content, beside the navigation; `above`: across the whole width.
                 * @enum {string}
                 */
                position: "below" | "above";
            };
            theme: {
                main: components["schemas"]["ThemeName"];
                navbar: components["schemas"]["ThemeName"];
                toolbar: components["schemas"]["ThemeName"];
                footer: components["schemas"]["ThemeName"];
            };
            /** @enum {string} */
            colorScheme: "light" | "dark";
            /**
             * @description 0.7 to 1.3 in steps of 0.1 (§9).
             * @enum {number}
             */
            fontScale: 0.7 | 0.8 | 0.9 | 1 | 1.1 | 1.2 | 1.3;
            customScrollbars: boolean;
        };
        /** @description Page ids of the shortcuts bar, in order, no repeats. */
        Shortcuts: string[];
        MemberSettings: {
            settings: components["schemas"]["ShellSettings"] | null;
            shortcuts: components["schemas"]["Shortcuts"];
        };
        MemberSettingsSaveRequest: {
            settings?: components["schemas"]["ShellSettings"];
            shortcuts?: components["schemas"]["Shortcuts"];
        };
        /**
         * @description What a search result is, which says which page opens it.
         * @enum {string}
         */
        SearchResultKind: "event" | "group" | "hero" | "product" | "service" | "affiliate";
        SearchResult: {
            kind: components["schemas"]["SearchResultKind"];
            /** @description The uuid of an event, group or hero; the number of a catalogue item. */
            id: string;
            /** @description The item's name, in the member's language where it has one. */
            title: string;
        };
        SearchResultListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["SearchResult"][];
        };
        MemberSettingsEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["MemberSettings"];
        };
        /** @description The member's current package. */
        UserPackage: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            /** @description CSS colour of the badge. */
            colour: string;
            cost: number;
            annualCost: number;
            /**
             * Format: date-time
             * @description When the membership ends.
             */
            expiry: string | null;
        };
        LoginData: {
            /** @description Bearer access token. */
            token: string;
            user: components["schemas"]["User"];
        };
        SocialLoginData: {
            token: string;
            userData: components["schemas"]["User"];
        };
        DevMail: {
            id: string;
            to: string;
            subject: string;
            text: string;
            /** @description The first link in the mail (verification or reset). */
            link: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        HealthStatus: {
            ok: boolean;
        };
        SignUpRequest: {
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            /** @description Equals password ('Password and Confirm Password do not match'). */
            confirmPassword: string;
        };
        TokenRequest: {
            token: string;
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
        };
        SocialLoginRequest: {
            /** @enum {string} */
            provider: "google";
            /** @description Google ID token (JWT). */
            idToken: string;
            /** @description Informational only. */
            id?: string;
            /** @description Informational only. */
            email?: string;
            /** @description Informational only. */
            name?: string;
            /** @description Informational only. */
            image?: string;
        };
        ForgotPasswordRequest: {
            /** @description 'You must enter a valid email id' / 'You must enter an email id'. */
            email: components["schemas"]["Email"];
        };
        ResetPasswordRequest: {
            newPassword: components["schemas"]["Password"];
            /** @description Equals newPassword ('Passwords must match'). */
            confirmPassword: string;
            token: string;
        };
        ChangePasswordRequest: {
            oldPassword: string;
            newPassword: components["schemas"]["Password"];
            /** @description Equals newPassword. */
            confirmPassword: string;
        };
        /** @description Multipart form; send only the fields being changed (at least one). */
        ProfileUpdateRequest: {
            /**
             * Format: binary
             * @description JPG, JPEG or PNG, at most 2 MiB ('Image type should be JPG, PNG or JPEG').
             */
            image?: Blob;
            /** @description First and last name combined. */
            name?: string;
            mobile?: components["schemas"]["Mobile"];
            ageGroup?: components["schemas"]["AgeGroup"];
            gender?: components["schemas"]["Gender"];
            addressLine1?: string;
            addressLine2?: string;
            city?: components["schemas"]["PlaceName"];
            state?: components["schemas"]["PlaceName"];
            zipCode?: components["schemas"]["ZipCode"];
            country?: string;
            countryCode?: components["schemas"]["CountryCallingCode"];
        };
        WebTokenRequest: {
            /** @description Push-messaging registration token. */
            token: string;
        };
        Package: {
            uuid: components["schemas"]["Uuid"];
            /**
             * @example Starter
             * @example Explorer
             * @example Champion
             */
            name: string;
            /** @description CSS colour of the badge. */
            colour: string;
            image: string | null;
            isActive: boolean;
            /** @description Dollars per year; 0 means free (Starter). */
            annualCost: number;
            cost: number;
            monthlyCost: number;
            /** @description Validity of a purchase, e.g. '1 year'. */
            expiry: string | null;
            benefits: string[];
            numberOfWellnessSupportGroups: number;
            numberOfHealthHeroSessions: number;
            action: components["schemas"]["PackageAction"];
        };
        /**
         * @description What the caller may do with a package (listPackages): select it (selectPackage when free, else
         *     createSubscription), cancel it (the paid package held), current (the free package held), none.
         * @enum {string}
         */
        PackageAction: "select" | "cancel" | "current" | "none";
        /** @description A package as embedded in events, groups, heroes and vouchers. */
        PackageSummary: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            colour: string;
            monthlyCost: number;
        };
        SelectPackageRequest: {
            packageUuid: components["schemas"]["Uuid"];
            subscriptionType: components["schemas"]["SubscriptionType"];
        };
        Country: {
            /** @example United States */
            countryName: string;
            /** @example +1 */
            countryCallingCode: string;
            /** @description ISO 3166-1 alpha-2, examples: [US] */
            countryCode: string;
        };
        Faq: {
            uuid: components["schemas"]["Uuid"];
            question: string;
            answer: string;
        };
        UserEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["User"];
        };
        LoginEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["LoginData"];
        };
        /** @description Login outcomes 206 and 418 - an error code, and a token so the member can finish signing up. */
        LoginIncompleteEnvelope: components["schemas"]["Envelope"] & {
            data: components["schemas"]["LoginData"];
            error: components["schemas"]["ApiError"];
        };
        SocialLoginEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["SocialLoginData"];
        };
        PackageListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Package"][];
        };
        UserPackageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["UserPackage"];
        };
        UserPackageListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["UserPackage"][];
        };
        CountryListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Country"][];
        };
        FaqListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Faq"][];
        };
        HealthEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["HealthStatus"];
        };
        DevMailListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["DevMail"][];
        };
        SubscriptionQuoteRequest: {
            packageId: components["schemas"]["Uuid"];
        };
        SubscriptionQuote: {
            /** @description Dollars to pay now. */
            amountDue: number;
            /** @description The package's annualCost. */
            packageCost: number;
        };
        StoreCardRequest: {
            paymentMethodId: string;
        };
        CreateSubscriptionRequest: {
            packageUuid: components["schemas"]["Uuid"];
            period: components["schemas"]["SubscriptionType"];
        };
        Subscription: {
            /** @description Confirm the card payment with it when not null. */
            clientSecret: string | null;
            subscriptionId: string;
        };
        ClientConfig: {
            /** @description Google sign-in's OAuth client id, null when Google sign-in is not configured. */
            googleClientId: string | null;
            /**
             * @description The companion mobile app (`MOBILE_APP_URL`, `MOBILE_APP_STORE_URL_IOS`, `MOBILE_APP_STORE_URL_ANDROID`),
             *     or null when the deployment has none: phones and tablets then sign in on the web like a computer.
             */
            mobileApp: components["schemas"]["MobileApp"] | null;
        };
        MobileApp: {
            /** @description The link that opens the app (its own scheme, or an https universal link). */
            url: string;
            /** @description The app's page on Apple's App Store (https). */
            appStoreUrl: string;
            /** @description The app's page on Google Play (https). */
            playStoreUrl: string;
        };
        PaymentConfig: {
            /** @enum {string} */
            gateway: "local" | "stripe";
            /** @description Stripe publishable key (null for local). */
            publishableKey: string | null;
        };
        /** @enum {string} */
        PaymentIntentState: "succeeded" | "processing" | "requires_payment_method" | "requires_confirmation" | "requires_action" | "canceled";
        PaymentIntentStatus: {
            status: components["schemas"]["PaymentIntentState"];
            /** @description Integer cents. */
            amount: number;
            /** @example usd */
            currency: string;
        };
        LocalPaymentMethodRequest: {
            card: {
                number: string;
                expMonth: number;
                expYear: number;
                cvc: string;
            };
        };
        LocalPaymentMethod: {
            paymentMethodId: string;
        };
        LocalConfirmRequest: {
            clientSecret: string;
            paymentMethodId: string;
        };
        LocalConfirmResult: {
            status: components["schemas"]["PaymentIntentState"];
            /** @description Present when the card was refused; message in the provider's wording. */
            error?: {
                /**
                 * @example card_declined
                 * @example insufficient_funds
                 */
                code: string;
                /** @example Your card was declined. */
                message: string;
            };
        };
        /** @description The card provider's event object (third-party shape, so other properties are allowed). */
        PaymentWebhookEvent: {
            id: string;
            /** @example payment_intent.succeeded */
            type: string;
            data: {
                object: Record<string, never>;
            };
        } & {
            [key: string]: unknown;
        };
        Transaction: {
            uuid: components["schemas"]["Uuid"];
            /** @description The payment provider's id. */
            transactionId: string;
            /** @description What was bought (package, event or order name). */
            name: string;
            remarks: string;
            /** Format: date-time */
            transactionDate: string;
            /** @description Dollars: what was paid, or for a refund what was given back. */
            total: number;
            /**
             * @description What the row is: a payment for a package, an event or a marketplace order, or a refund (money given
             *     back, e.g. for a cancelled paid event registration; `eventName` names its event).
             * @enum {string}
             */
            type: "package" | "event" | "marketplace" | "refund";
            /** @description false is shown as Failed, true as Success. */
            status: boolean;
            /** @description For event payments. */
            eventName: string | null;
        };
        /** @enum {string} */
        EventCategory: "Behavioral Health" | "Cancer" | "Corporate Wellness" | "Diet" | "Diabetes" | "Health Heroes" | "Heart Health" | "Lifestyle" | "Senior Forum" | "Women Wellness" | "WSGs" | "Youth Forum";
        /** @enum {string} */
        EventStatus: "upcoming" | "cancelled" | "completed" | "draft";
        Speaker: {
            name: string;
            image: string | null;
            /** @description Professional-profile link. */
            linkedInProfile: string | null;
            designation: string | null;
            description: string | null;
            /** @enum {string} */
            role: "speaker" | "moderator";
        };
        Event: {
            uuid: components["schemas"]["Uuid"];
            id: number;
            name: string;
            image: string | null;
            /** @description Null matches every category filter. */
            eventCategory: components["schemas"]["EventCategory"] | null;
            /**
             * @example Online
             * @example In-Person
             * @example Hybrid
             */
            eventMode: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            /** @description Dollars per seat; 0 is free. */
            price: number;
            allowRegistration: boolean;
            /** @description Rich text (sanitised HTML). */
            description: string;
            speakers: components["schemas"]["Speaker"][];
            /** @description The first one is the required membership package. */
            packages: components["schemas"]["PackageSummary"][];
            status: components["schemas"]["EventStatus"];
            /** @description Seats left; null is unlimited. */
            quantity: number | null;
        };
        /**
         * @description An event as the signed-in member sees it: the server says whether their package lets them register (§5),
         *     by the same rule `registerForEvent` applies, so the app shows Register or Upgrade without re-deriving it.
         */
        EventForViewer: components["schemas"]["Event"] & {
            /**
             * @description True when the member has a current package that is the required (first) package or a higher tier by
             *     annualCost, for free and paid events alike. Registration may still be refused for other reasons
             *     (closed, full, already registered), each with its own error code.
             */
            viewerCanRegister: boolean;
            /** @description Why not (PACKAGE_UPGRADE_REQUIRED, the error code `registerForEvent` would answer); null when allowed. */
            blockedReason: "PACKAGE_UPGRADE_REQUIRED" | null;
        };
        EventRegistrationRecord: {
            uuid: components["schemas"]["Uuid"];
            eventUuid: components["schemas"]["Uuid"];
            quantity: number;
            /** @description true = registered, false = cancelled. */
            isActive: boolean | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A registration with its event (registered and completed events screens). */
        EventRegistration: components["schemas"]["EventRegistrationRecord"] & {
            event: components["schemas"]["Event"];
        };
        EventRegistrationRequest: {
            eventUuid: components["schemas"]["Uuid"];
            quantity: number;
        };
        EventUuidRequest: {
            eventUuid: components["schemas"]["Uuid"];
        };
        CouponCheckRequest: {
            eventUuid: components["schemas"]["Uuid"];
            voucherCode: string;
            /**
             * @description Seats of the order the answer's amounts are for.
             * @default 1
             */
            quantity: number;
        };
        /** @description The coupon and the order's amounts with it, as the server will charge them. */
        Coupon: {
            /** @enum {string} */
            discountType: "Flat" | "Percent";
            /** @description Dollars - taken once from the subtotal (Flat) or per seat (Percent, price × percent / 100). */
            discountedAmount: number;
            /** @description Dollars: price × quantity. */
            subtotal: number;
            /** @description Dollars taken off (never more than the subtotal). */
            discount: number;
            /** @description Dollars to pay: subtotal less discount. */
            total: number;
        };
        /** @description An event order's amounts in dollars, decided by the server (§9). */
        OrderAmounts: {
            /** @description Price × quantity. */
            subtotal: number;
            /** @description What the coupon takes off (never more than the subtotal). */
            discount: number;
            /** @description Subtotal less discount. */
            total: number;
        };
        OrderAmountsEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["OrderAmounts"];
        };
        EventOrderQuoteRequest: {
            eventUuid: components["schemas"]["Uuid"];
            quantity: number;
        };
        EventPaymentRequest: {
            eventUuid: components["schemas"]["Uuid"];
            /** @description Coupon code; empty or omitted for none. */
            promoCode?: string;
            quantity: number;
        };
        EventPayment: {
            /** @description The payment intent to confirm; null when nothing is to be paid (`registered` is true). */
            stripeIntent: {
                client_secret: string;
            } | null;
            /** @description The order id for cancelEventOrder. */
            wooOrderId: number;
            /**
             * @description true when a coupon brought the total to $0: the order is confirmed at once (the member is registered,
             *     a $0 transaction is recorded) and the gateway is never asked. false (or absent): confirm the intent.
             */
            registered?: boolean;
            /** @description Dollars: price × quantity. */
            subtotal: number;
            /** @description Dollars the coupon takes off. */
            discount: number;
            /** @description Dollars charged (the payment intent's amount). */
            total: number;
        };
        OrderIdRequest: {
            orderId: number;
        };
        Voucher: {
            id: components["schemas"]["Uuid"];
            name: string;
            companyName: string;
            coverImage: string | null;
            /** Format: date-time */
            expiryDate: string;
            voucherCode: string;
            membershipPackage: components["schemas"]["Uuid"];
            packages: components["schemas"]["PackageSummary"][];
            /**
             * Format: date-time
             * @description When the signed-in member redeemed this voucher; null while they have not.
             */
            redeemedAt: string | null;
        };
        VoucherApplyRequest: {
            voucherCode: string;
        };
        Wsg: {
            uuid: components["schemas"]["Uuid"];
            supportGroupUuid: components["schemas"]["Uuid"];
            name: string;
            description: string;
            coverImage: string | null;
            groupCategory: components["schemas"]["EventCategory"] | null;
            /** @description The leader's uuid. */
            groupLeader: string | null;
            groupLeaderDetails: {
                name: string | null;
            };
            city: string | null;
            state: string | null;
            country: string | null;
            numberOfMembers: number;
            packages: components["schemas"]["PackageSummary"][];
            /** @description The member's membership - true accepted, null pending, false left; null when not a member. */
            isActive: boolean | null;
            /** @description The member asked to join (pending or accepted). */
            isRequested: boolean;
            /** @description The member's membership state; null when not a member. */
            status: ("pending" | "accepted") | null;
        };
        SupportGroupUuidRequest: {
            supportGroupUuid: components["schemas"]["Uuid"];
        };
        /** @enum {string} */
        HealthHeroCategory: "Combat" | "Exemplary" | "Reversal" | "Doctor";
        /** @enum {string} */
        MentoringArea: "Behavioral Health" | "Cancer" | "Diabetes" | "Diet" | "Heart Health" | "Lifestyle";
        /**
         * @description Age group of a become-a-hero applicant (§5).
         * @enum {string}
         */
        HeroAgeGroup: "Elderly" | "Senior" | "Matured" | "Youth";
        /**
         * @description How a hero mentors (§5's mentoring type).
         * @enum {string}
         */
        MentoringChannel: "on-site" | "online" | "both";
        HealthHero: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            image: string | null;
            city: string | null;
            country: string | null;
            category: components["schemas"]["HealthHeroCategory"];
            /** @description Description (the spec's field name). */
            discrip: string;
            /**
             * @example [
             *       "Monday",
             *       "Wednesday"
             *     ]
             */
            preferredDays: string[];
            /** @description Mentoring hours. */
            numberOfHours: number;
            /** @description The first one is the required membership. */
            packages: components["schemas"]["PackageSummary"][];
            experience: string;
            areaOfMentoring: string[];
            diseaseType: string[];
            /** @example online */
            mentoringChannel: string;
            ageBracket: string;
            reasonForMentoring: string;
        };
        HealthHeroSessionRequest: {
            healthHeroUuid: components["schemas"]["Uuid"];
            /**
             * Format: date
             * @description Not in the past ('Date cannot be in the past').
             */
            sessionDate: string;
            /** @description 24-hour HH:mm. */
            sessionTime: string;
            sessionPurpose: string;
            otherProblems?: string;
            /** @enum {string} */
            consultation: "yes" | "no";
        };
        HealthHeroSession: {
            uuid: components["schemas"]["Uuid"];
            healthHeroUuid: components["schemas"]["Uuid"];
            healthHero: {
                uuid: components["schemas"]["Uuid"];
                name: string;
                image: string | null;
            };
            /** Format: date */
            sessionDate: string;
            /** @description 24-hour HH:mm. */
            sessionTime: string;
            sessionPurpose: string;
            otherProblems: string | null;
            /** @enum {string} */
            consultation: "yes" | "no";
            /** @description true is shown as Accepted, otherwise Pending. */
            isActive: boolean | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description Multipart form to become a health hero. `areaOfMentoring` repeats the field once per area.
         *     `numberOfHours` arrives as text in the form and is read as a number.
         */
        HealthHeroApplication: {
            mobile?: components["schemas"]["Mobile"];
            /** @description The hero profile's Experience (not blank). */
            experience: string;
            /** @description The hero profile's reason for mentoring (not blank). */
            reasonForMentoring: string;
            /** @description The disease types the hero mentors on; repeats the field once per type. */
            diseaseType: string[];
            /** @description The membership a member needs to request a session (an active package). */
            packageUuid: components["schemas"]["Uuid"];
            category: components["schemas"]["HealthHeroCategory"];
            ageGroup: components["schemas"]["HeroAgeGroup"];
            numberOfHours: number;
            mentoringChannel: components["schemas"]["MentoringChannel"];
            areaOfMentoring: components["schemas"]["MentoringArea"][];
            /**
             * Format: binary
             * @description mp4, mkv, png, jpeg, jpg, mp3, pdf or pptx ('Image type should be JPG, PNG or JPEG ').
             */
            uploadStory: Blob;
            /**
             * Format: binary
             * @description A PDF.
             */
            uploadDocuments?: Blob;
        };
        HealthHeroRequestCheck: {
            /** @description An application is under review (show 'Request already exists'). */
            exists: boolean;
            status: ("pending" | "approved" | "rejected") | null;
            /** @description The member's latest application (null when there is none). */
            application?: null | {
                uuid: components["schemas"]["Uuid"];
                /** @enum {string} */
                status: "pending" | "approved" | "rejected";
                /** Format: date-time */
                createdAt: string;
                /** @description Path of the private file call for the story. */
                uploadStory: string;
                uploadDocuments: string | null;
            };
        };
        /**
         * @description An all-day event's `start` and `end` are midnight UTC of its first day and of the day after its last
         *     (end exclusive, as in iCalendar), whatever the member's time zone.
         */
        CalendarEventFields: {
            /** @description 'You must enter a title'. */
            title: string;
            allDay: boolean;
            /** Format: date-time */
            start: string;
            /**
             * Format: date-time
             * @description Not before start.
             */
            end: string;
            extendedProps?: {
                desc?: string;
            };
        };
        CalendarEvent: {
            id: string;
            /**
             * @description `own`: the member's entry (editable). `event`: a registered event, `session`: an accepted health
             *     hero session, both read-only here.
             * @enum {string}
             */
            source: "own" | "event" | "session";
        } & components["schemas"]["CalendarEventFields"];
        CalendarFeed: {
            /**
             * Format: uri
             * @description The secret address of the member's .ics feed.
             */
            url: string;
        };
        CalendarEventAddRequest: {
            newEvent: {
                title: components["schemas"]["CalendarEventFields"]["title"];
                allDay: boolean;
                /** Format: date-time */
                start: string;
                /** Format: date-time */
                end: string;
                extendedProps?: components["schemas"]["CalendarEventFields"]["extendedProps"];
            };
        };
        CalendarEventUpdateRequest: {
            event: {
                id: string;
                title: components["schemas"]["CalendarEventFields"]["title"];
                allDay: boolean;
                /** Format: date-time */
                start: string;
                /** Format: date-time */
                end: string;
                extendedProps?: components["schemas"]["CalendarEventFields"]["extendedProps"];
            };
        };
        CalendarEventRemoveRequest: {
            eventId: string;
        };
        CalendarEventRemoved: {
            id: string;
        };
        ProductImage: {
            src: string;
            alt?: string;
        };
        CategoryRef: {
            id: number;
            name: string;
            slug: string;
        };
        ProductCategory: {
            id: number;
            name: string;
            /** @description The first category's slug allproducts marks the all-products group. */
            slug: string;
            /** @description 0 for a top-level category. */
            parent: number;
            count: number;
        };
        /** @description A product, wellness service or affiliate item. Prices are decimal strings (sale_price '' when none). */
        Product: {
            id: number;
            name: string;
            images: components["schemas"]["ProductImage"][];
            categories: components["schemas"]["ProductCategory"][];
            /** @description HTML. */
            short_description: string;
            /** @description HTML. */
            description: string;
            /** @example 25.00 */
            regular_price: string;
            /**
             * @example
             * @example 19.99
             */
            sale_price: string;
            price: string;
            /** @description Units left to sell (this server always sends it); null when stock is not counted (services, affiliate items). */
            stock_quantity?: number | null;
            /** @description Can go in the cart (this server always sends it); false for affiliate items (sold on the partner's website) and for a product with no stock left. */
            purchasable?: boolean;
            attributes: {
                name: string;
                options: string[];
            }[];
            dimensions: {
                height: string;
                length: string;
                width: string;
            };
            /** @description Affiliate items' website; '' otherwise. */
            external_url: string;
            featured: boolean;
            /** @description Up to 4 items of the same kind and category (filled by POST /marketplace/product; [] in lists). */
            related_ids: number[];
        };
        Slider: {
            /**
             * @description 1 services banner, 2 the other banner.
             * @enum {integer}
             */
            type: 1 | 2;
            /** @description Artwork without words (1200×900), cropped to fit by the app. */
            image: string;
            link: string | null;
            /** @description Drawn over the artwork, in the member's language (Accept-Language). */
            title: string;
            /** @description A line under the title, in the member's language. */
            text: string;
        };
        PageRequest: {
            page: number;
            per_page: number;
        };
        CategoryPageRequest: {
            /** @description Category id (16 all products, 58 all services). */
            category: number;
            page: number;
            per_page: number;
            search?: components["schemas"]["CatalogSearch"];
            orderby?: components["schemas"]["CatalogOrder"];
        };
        AffiliatePageRequest: {
            /** @description An affiliate category (93 - all affiliate items - when absent). */
            category?: number;
            page: number;
            per_page: number;
            search?: components["schemas"]["CatalogSearch"];
            orderby?: components["schemas"]["CatalogOrder"];
        };
        /** @description Part of the name, case and accents ignored ('yoga', 'CAFE' and 'café' find 'Café'); empty matches all. */
        CatalogSearch: string;
        /**
         * @description Price low to high or high to low (the sale price when present, else the regular price). Absent - by name descending.
         * @enum {string}
         */
        CatalogOrder: "lowtohigh" | "hightolow";
        ProductPage: {
            items: components["schemas"]["Product"][];
            page: number;
            per_page: number;
            /** @description Matches on all pages. */
            total: number;
            total_pages: number;
        };
        ProductIdRequest: {
            id: number;
        };
        IntegerIdRequest: {
            id: number;
        };
        FeaturedRequest: {
            featured: boolean;
            /** @default 1 */
            page: number;
            /** @default 20 */
            per_page: number;
            search?: components["schemas"]["CatalogSearch"];
            orderby?: components["schemas"]["CatalogOrder"];
        };
        UuidRequest: {
            uuid: components["schemas"]["Uuid"];
        };
        /**
         * @description A line of the member's cart. Prices are the catalogue's current ones (decimal strings, sale_price '' when
         *     none); the order's prices are decided by the server when it is placed, never sent by the client.
         */
        CartItem: {
            uuid: components["schemas"]["Uuid"];
            productId: number;
            categoryId: number;
            name: string;
            image: components["schemas"]["ProductImage"][];
            category: components["schemas"]["CategoryRef"][];
            regular_price: string;
            sale_price: string;
            price: string;
            quantity: number;
            /** @description Dollars with two decimals, quantity × price (the sale price, or the regular one), the server's. */
            line_total: string;
            /** @description Units left to sell now (the stepper's maximum); null when stock is not counted (services). */
            stock_quantity: number | null;
        };
        /**
         * @description The member's cart and what it comes to now, in dollars with two decimals, as placing it as an order would
         *     charge it (shipping is free, and the marketplace has no coupon): the subtotal is the sum of the lines'
         *     totals (§4), the total what is paid.
         */
        CartList: {
            items: components["schemas"]["CartItem"][];
            /** @example 75.30 */
            subtotal: string;
            /** @example 75.30 */
            total: string;
        };
        CartAddRequest: {
            item: {
                productId: number;
                categoryId: number;
                quantity: number;
            };
        };
        /** @description The new quantity, at least 1 and at most the units left (stock_quantity). */
        CartUpdateRequest: {
            uuid: components["schemas"]["Uuid"];
            quantity: number;
        };
        WishlistItem: {
            uuid: components["schemas"]["Uuid"];
            productId: number;
            categoryId: number;
            name: string;
            image: components["schemas"]["ProductImage"][];
            category: components["schemas"]["CategoryRef"][];
            regular_price: string;
            sale_price: string;
            price: string;
        };
        /** @description Ids as text (as the spec sends them). */
        WishlistAddRequest: {
            productId: components["schemas"]["IdDigits"];
            categoryId: components["schemas"]["IdDigits"];
        };
        /** @description A positive id written in decimal digits, at most 2147483647 (an integer id's range). */
        IdDigits: string;
        /**
         * @description pending: placed, waiting for the card payment (its stock is held until `date_expires`); processing: paid,
         *     waiting for staff; shipped: sent by staff; completed: delivered (its items can be reviewed); cancelled:
         *     cancelled unpaid by the member or expired (stock given back); refunded: refunded by staff through the
         *     card gateway. on-hold and failed are WooCommerce values this server does not use.
         * @enum {string}
         */
        OrderStatus: "pending" | "processing" | "on-hold" | "shipped" | "completed" | "cancelled" | "refunded" | "failed";
        /** @description One item of an order, at the price the server charged when the order was placed. */
        OrderLineItem: {
            id: number;
            product_id: number;
            name: string;
            image: components["schemas"]["ProductImage"] | null;
            category: string | null;
            /** @description Unit price in dollars (the sale price when there was one). */
            price: number;
            quantity: number;
            /** @description price × quantity, two decimals. */
            subtotal: string;
            /** @description The line's total (equal to subtotal; no tax or fees). */
            total: string;
            /** @description The member already reviewed this product (the Review link then leads to the refusal). */
            reviewed: boolean;
        };
        OrderBilling: {
            first_name: string;
            last_name: string;
            address_1: string;
            address_2: string;
            city: string;
            state: string;
            postcode: string;
            country: string;
            phone: string;
        };
        /**
         * @description A marketplace order (WooCommerce-shaped). Amounts are decimal strings with two decimals; `total` is the sum
         *     of the line totals (shipping Free, no tax: total_tax and shipping_total '0.00').
         */
        Order: {
            id: number;
            number: string;
            /** Format: date-time */
            date_created: string;
            status: components["schemas"]["OrderStatus"];
            total: string;
            total_tax: string;
            /** @description Always '0.00' (shipping is Free). */
            shipping_total: string;
            /** @description Only orders with parent_id 0 are listed. */
            parent_id: number;
            line_items: components["schemas"]["OrderLineItem"][];
            billing: components["schemas"]["OrderBilling"];
            /**
             * Format: date-time
             * @description When the gateway reported the payment.
             */
            date_paid: string | null;
            /** Format: date-time */
            date_completed: string | null;
            /**
             * Format: date-time
             * @description A pending order is cancelled (and its stock given back) at this instant if still unpaid.
             */
            date_expires: string | null;
            /**
             * @description The payment intent's client secret while the order is pending (so /checkout survives a reload); null
             *     otherwise.
             */
            client_secret: string | null;
        };
        OrderCreated: {
            clientSecret: string;
            orderResponse: {
                id: number;
                /** @description Dollars with two decimals, what the order's payment charges (the server's prices). */
                total: string;
            };
        };
        /** @description A review submission; rating 1 to 5 stars. */
        Review: {
            product_id: number;
            review: string;
            rating: number;
            reviewer?: string;
            reviewer_email?: components["schemas"]["Email"];
        };
        /**
         * @description 0 Product, 1 Service, 2 Both.
         * @enum {integer}
         */
        PartnerType: 0 | 1 | 2;
        Partner: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            logo: string | null;
            type: components["schemas"]["PartnerType"];
            link: string;
            description: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Multipart form to become a business partner (`type` arrives as text). */
        PartnerRequest: {
            name: string;
            /**
             * Format: binary
             * @description JPG, JPEG or PNG ('Image type should be JPG, PNG or JPEG').
             */
            logo: Blob;
            description: string;
            /** @description URL with scheme; local hosts allowed ('Please enter a valid URL, including scheme'). */
            link: string;
            type: components["schemas"]["PartnerType"];
            emailId: components["schemas"]["Email"];
            phoneNumber: components["schemas"]["FormPhone"];
            countryCode: components["schemas"]["CountryCallingCode"];
            addressLine1?: string;
            addressLine2?: string;
            city: string;
            state: string;
            country: string;
            /** @description A number. */
            zipCode: string;
        };
        /** @description Digits only ('Must be only digits'), 6 to 15 ('Must be more than 6 digits', 'Must be not more than 15 digits'). */
        FormPhone: string;
        /** @description A business-partner application as staff review it. */
        PartnerApplication: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            /** @description Path of the checked logo on the backend host. */
            logo: string;
            description: string;
            link: string;
            type: components["schemas"]["PartnerType"];
            emailId: string;
            phoneNumber: string;
            countryCode: string;
            addressLine1: string | null;
            addressLine2: string | null;
            city: string;
            state: string;
            country: string;
            zipCode: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A vendor application as staff review it. Bank and PayPal details are stored encrypted and never returned; `hasPayoutDetails` says whether any were given. */
        VendorApplication: {
            uuid: components["schemas"]["Uuid"];
            first_name: string;
            last_name: string;
            email: string;
            phone: string;
            countryCode: string;
            address_1: string | null;
            address_2: string | null;
            city: string;
            state: string;
            country: string;
            zipCode: string;
            store_name: string;
            hasPayoutDetails: boolean;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            /** Format: date-time */
            createdAt: string;
        };
        StaffPartnerApplicationPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffPageInfo"] & {
                items: components["schemas"]["PartnerApplication"][];
            };
        };
        StaffVendorApplicationPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffPageInfo"] & {
                items: components["schemas"]["VendorApplication"][];
            };
        };
        VendorRequest: {
            first_name: string;
            last_name: string;
            email: components["schemas"]["Email"];
            phone: components["schemas"]["FormPhone"];
            countryCode: components["schemas"]["CountryCallingCode"];
            address_1?: string;
            address_2?: string;
            city: string;
            state: string;
            country: string;
            zipCode: string;
            store_name: string;
            account_name?: string;
            account_no?: string;
            bank_name?: string;
            swift_code?: string;
            bank_address?: string;
            iban?: string;
            paypal_link?: string;
        };
        SubscriptionQuoteEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["SubscriptionQuote"];
        };
        SubscriptionEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Subscription"];
        };
        ClientConfigEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["ClientConfig"];
        };
        PaymentConfigEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["PaymentConfig"];
        };
        PaymentIntentStatusEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["PaymentIntentStatus"];
        };
        LocalPaymentMethodEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["LocalPaymentMethod"];
        };
        LocalConfirmEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["LocalConfirmResult"];
        };
        TransactionListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Transaction"][];
        };
        EventListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Event"][];
        };
        EventEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["EventForViewer"];
        };
        EventRegistrationEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["EventRegistrationRecord"];
        };
        EventRegistrationListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["EventRegistration"][];
        };
        CouponEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Coupon"];
        };
        EventPaymentEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["EventPayment"];
        };
        VoucherListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Voucher"][];
        };
        VoucherEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Voucher"];
        };
        WsgListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Wsg"][];
        };
        HealthHeroRequestCheckEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["HealthHeroRequestCheck"];
        };
        WsgProposalRequest: {
            groupName: string;
            description?: string;
            groupCategory: components["schemas"]["EventCategory"];
            numberOfMembers?: number;
            state: string;
            city: string;
            /** @description A membership package's uuid (the group's package badge). */
            membershipLevel?: components["schemas"]["Uuid"];
        };
        /** @enum {string} */
        WsgProposalStatus: "pending" | "accepted" | "rejected";
        WsgProposal: {
            uuid: components["schemas"]["Uuid"];
            groupName: string;
            description: string | null;
            groupCategory: components["schemas"]["EventCategory"];
            numberOfMembers: number | null;
            state: string;
            city: string;
            membershipLevel: components["schemas"]["PackageSummary"] | null;
            status: components["schemas"]["WsgProposalStatus"];
            /** Format: date-time */
            createdAt: string;
        };
        WsgProposalEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["WsgProposal"];
        };
        WsgProposalListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["WsgProposal"][];
        };
        StaffWsgProposal: {
            uuid: components["schemas"]["Uuid"];
            member: components["schemas"]["StaffMember"];
            groupName: string;
            description: string | null;
            groupCategory: components["schemas"]["EventCategory"];
            numberOfMembers: number | null;
            state: string;
            city: string;
            membershipLevel: components["schemas"]["PackageSummary"] | null;
            /** Format: date-time */
            requestedAt: string;
        };
        /**
         * @description What a staff member may do. owner - everything, and managing owners; admin - everything else, including
         *     money (refunds, comped packages) and staff; editor - content (the programme and the catalogue); support -
         *     reads members, resends mails, decides the review queues. Each `/staff/…` call lists its roles in
         *     `x-staff-roles`.
         * @enum {string}
         */
        StaffRole: "owner" | "admin" | "editor" | "support";
        StaffAccount: {
            uuid: components["schemas"]["Uuid"];
            /** Format: email */
            email: string;
            name: string | null;
            role: components["schemas"]["StaffRole"];
            /** @description False once deactivated (the account cannot use the console). */
            active: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        StaffAccountEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffAccount"];
        };
        StaffAccountPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffPageInfo"] & {
                items: components["schemas"]["StaffAccount"][];
            };
        };
        StaffAccountUpdateRequest: {
            role?: components["schemas"]["StaffRole"];
            /** @description false deactivates (sessions end at once), true reactivates. */
            active?: boolean;
            /** @description Kept in the audit log. */
            reason?: string;
        };
        StaffInvitationRequest: {
            email: components["schemas"]["Email"];
            role: components["schemas"]["StaffRole"];
        };
        StaffInvitation: {
            uuid: components["schemas"]["Uuid"];
            /** Format: email */
            email: string;
            role: components["schemas"]["StaffRole"];
            /**
             * Format: email
             * @description The inviting staff member's e-mail.
             */
            invitedBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        StaffInvitationEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffInvitation"];
        };
        StaffInvitationListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffInvitation"][];
        };
        /**
         * @description What a staff action was: a review decision (wsg-join, hh-session, hero-application, wsg-proposal,
         *     partner-application, vendor-application), an order step (order-shipped, order-completed, order-refunded),
         *     or the management of staff (staff-invited, staff-invitation-revoked, staff-joined, staff-role-changed,
         *     staff-deactivated, staff-reactivated, owner-created), or a member's help (member-verification-resent,
         *     member-package-given, member-package-cancelled, member-refund-requested, member-blocked, member-unblocked,
         *     member-erased), or a product review hidden or shown again (review-hidden, review-shown).
         * @enum {string}
         */
        StaffAuditKind: "wsg-join" | "hh-session" | "hero-application" | "wsg-proposal" | "partner-application" | "vendor-application" | "order-shipped" | "order-completed" | "order-refunded" | "staff-invited" | "staff-invitation-revoked" | "staff-joined" | "staff-role-changed" | "staff-deactivated" | "staff-reactivated" | "owner-created" | "member-verification-resent" | "member-package-given" | "member-package-cancelled" | "member-refund-requested" | "member-blocked" | "member-unblocked" | "member-erased" | "review-hidden" | "review-shown";
        StaffAuditEntry: {
            uuid: components["schemas"]["Uuid"];
            /** Format: date-time */
            at: string;
            /** @description Who acted (null - the command line). */
            staff: {
                uuid: components["schemas"]["Uuid"];
                /** Format: email */
                email: string;
                name: string | null;
            } | null;
            kind: components["schemas"]["StaffAuditKind"];
            /** @description What was acted on - its table's name and id (an order number, a uuid, an e-mail). */
            target: {
                type: string;
                id: string;
            };
            /** @description What changed (e.g. `{decision}`, `{from, to}` roles, `{status}`). */
            details: {
                [key: string]: unknown;
            };
            reason: string | null;
        };
        StaffAuditPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffPageInfo"] & {
                items: components["schemas"]["StaffAuditEntry"][];
            };
        };
        StaffReasonRequest: {
            /** @description Why (kept in the audit log). */
            reason: string;
        };
        StaffGivePackageRequest: {
            packageId: components["schemas"]["Uuid"];
            /** @description How many days to give or add. */
            days: number;
            reason: string;
        };
        StaffRefundRequest: {
            paymentId: components["schemas"]["Uuid"];
            /** @description In the payment's currency's cents; the rest of the payment when absent. */
            amountCents?: number;
            reason: string;
        };
        StaffBlockRequest: {
            blocked: boolean;
            reason: string;
        };
        DeleteAccountRequest: {
            password: string;
            /**
             * @description The member confirmed the deletion.
             * @enum {boolean}
             */
            confirm: true;
        };
        /** @description A member's row in the directory. */
        MemberRecord: {
            uuid: components["schemas"]["Uuid"];
            email: string;
            name: string | null;
            verified: boolean;
            blocked: boolean;
            /** @description The staff role while the account is active staff, else null. */
            staffRole: components["schemas"]["StaffRole"] | null;
            /** @description The package held now (null when none or lapsed). */
            package: {
                uuid: components["schemas"]["Uuid"];
                name: string;
            } | null;
            /** Format: date-time */
            packageExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        StaffMemberPayment: {
            uuid: components["schemas"]["Uuid"];
            /** @enum {string} */
            kind: "package" | "event" | "marketplace";
            description: string;
            amountCents: number;
            /** @description Refunds asked for (done or on their way). */
            refundedCents: number;
            currency: string;
            status: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The refunds done (the gateway's reference). */
            refunds: {
                /** Format: date-time */
                at: string;
                amountCents: number;
                reference: string;
            }[];
        };
        StaffMemberDetail: {
            member: components["schemas"]["MemberRecord"];
            /** @description The profile as the member filled it in (null fields left empty). */
            profile: {
                [key: string]: string | null;
            };
            /** @description Newest first; `paid` from payments, `given` and `cancelled` from staff actions. */
            packageHistory: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind: "paid" | "given" | "cancelled";
                package: string | null;
                days: number | null;
                /** @description The staff member's e-mail. */
                by: string | null;
                reason: string | null;
            }[];
            payments: components["schemas"]["StaffMemberPayment"][];
            registrations: {
                uuid: components["schemas"]["Uuid"];
                event: string;
                quantity: number;
                active: boolean;
                /** Format: date-time */
                createdAt: string;
            }[];
            groups: {
                uuid: components["schemas"]["Uuid"];
                group: string;
                /** @enum {string} */
                status: "pending" | "member" | "rejected" | "left";
                /** Format: date-time */
                requestedAt: string;
            }[];
            sessions: {
                uuid: components["schemas"]["Uuid"];
                hero: string;
                date: string;
                time: string;
                /** @enum {string} */
                status: "pending" | "accepted" | "rejected";
            }[];
            orders: {
                id: string;
                /** @enum {string} */
                kind: "event" | "marketplace";
                status: string;
                totalCents: number;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description The mails sent to the member's address (the outbox), newest first. */
            mails: {
                uuid: components["schemas"]["Uuid"];
                subject: string;
                /** Format: date-time */
                at: string;
            }[];
        };
        StaffMemberEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["MemberRecord"];
        };
        StaffMemberDetailEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffMemberDetail"];
        };
        StaffMemberPaymentEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffMemberPayment"];
        };
        StaffMemberPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffPageInfo"] & {
                items: components["schemas"]["MemberRecord"][];
            };
        };
        /** @description Which page of how many rows (the rows are in `items`). */
        StaffPageInfo: {
            /** @description Rows matching the search on all pages. */
            total: number;
            page: number;
            pageSize: number;
        };
        StaffWsgProposalPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffPageInfo"] & {
                items: components["schemas"]["StaffWsgProposal"][];
            };
        };
        StaffDecisionRequest: {
            /** @enum {string} */
            decision: "accept" | "reject";
            /** @description Told to the member in the decision mail. */
            reason?: string;
        };
        StaffMember: {
            uuid: components["schemas"]["Uuid"];
            name: string | null;
            email: string;
        };
        StaffWsgRequest: {
            uuid: components["schemas"]["Uuid"];
            member: components["schemas"]["StaffMember"];
            group: {
                uuid: components["schemas"]["Uuid"];
                name: string;
            };
            /** Format: date-time */
            requestedAt: string;
        };
        StaffSessionRequest: {
            uuid: components["schemas"]["Uuid"];
            member: components["schemas"]["StaffMember"];
            healthHero: {
                uuid: components["schemas"]["Uuid"];
                name: string;
            };
            /** Format: date */
            sessionDate: string;
            sessionTime: string;
            sessionPurpose: string;
            /** Format: date-time */
            requestedAt: string;
        };
        StaffHeroApplication: {
            uuid: components["schemas"]["Uuid"];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            /** Format: date-time */
            createdAt: string;
            uploadStory: string;
            uploadDocuments: string | null;
            member: components["schemas"]["StaffMember"];
            category: string;
            ageGroup: string;
            numberOfHours: number;
            mentoringChannel: string;
            areaOfMentoring: string[];
            experience: string;
            reasonForMentoring: string;
            diseaseType: string[];
            /** @description The membership the applicant asked members to hold (null for older applications). */
            requiredPackage: components["schemas"]["PackageSummary"] | null;
        };
        StaffHeroApplicationPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffPageInfo"] & {
                items: components["schemas"]["StaffHeroApplication"][];
            };
        };
        StaffWsgRequestPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffPageInfo"] & {
                items: components["schemas"]["StaffWsgRequest"][];
            };
        };
        StaffSessionRequestPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffPageInfo"] & {
                items: components["schemas"]["StaffSessionRequest"][];
            };
        };
        /** @description A paid marketplace order as fulfilment staff see it (the order and who bought it). */
        StaffOrder: components["schemas"]["Order"] & {
            member: components["schemas"]["StaffMember"];
            /** Format: date-time */
            date_shipped: string | null;
            /** Format: date-time */
            date_refunded: string | null;
        };
        StaffOrderEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffOrder"];
        };
        /**
         * @description Dollars with exactly two decimals, computed in integer cents (e.g. "1234.50", "-10.00").
         * @example 1234.50
         */
        ReportMoney: string;
        RevenueFigures: {
            /** @description Membership packages bought and renewed. */
            packages: components["schemas"]["ReportMoney"];
            /** @description Paid event registrations (after coupons). */
            events: components["schemas"]["ReportMoney"];
            /** @description Paid marketplace orders. */
            marketplace: components["schemas"]["ReportMoney"];
            /** @description Money given back (a positive amount). */
            refunds: components["schemas"]["ReportMoney"];
            /** @description packages + events + marketplace - refunds. */
            net: components["schemas"]["ReportMoney"];
        };
        RevenueRow: {
            /**
             * Format: date
             * @description The period's first day (a Monday for weeks, the 1st for months), in the organisation's zone.
             */
            period: string;
        } & components["schemas"]["RevenueFigures"];
        RevenueReport: {
            /** @enum {string} */
            currency: "USD";
            /** @enum {string} */
            timeZone: "America/Los_Angeles";
            /** @enum {string} */
            interval: "day" | "week" | "month";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            rows: components["schemas"]["RevenueRow"][];
            totals: components["schemas"]["RevenueFigures"];
        };
        RevenueReportEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["RevenueReport"];
        };
        ReportPeriodCounts: {
            /**
             * Format: date
             * @description The period's first day (a Monday for weeks, the 1st for months), in the organisation's zone.
             */
            period: string;
            /** @description Members holding a package at the period's end. */
            total: number;
            /** @description The members holding each package at the period's end, in the order of `packages`. */
            byPackage: {
                uuid: components["schemas"]["Uuid"];
                count: number;
            }[];
            /** @description Accounts created in the period. */
            signUps: number;
            /** @description E-mail addresses confirmed in the period. */
            verified: number;
            bought: number;
            upgraded: number;
            renewed: number;
            cancelled: number;
            lapsed: number;
        };
        ReportPackage: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            colour: string;
            /** @description Whether the package costs money (a yearly price above 0). */
            paid: boolean;
        };
        ReportRenewal: {
            uuid: components["schemas"]["Uuid"];
            name: string | null;
            email: string;
            package: string;
            /** Format: date-time */
            renewsAt: string;
        };
        MembersReport: {
            /** @enum {string} */
            timeZone: "America/Los_Angeles";
            /** @enum {string} */
            interval: "day" | "week" | "month";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            packages: components["schemas"]["ReportPackage"][];
            rows: components["schemas"]["ReportPeriodCounts"][];
            /** @description Paid packages that renew by themselves within 30 days from now (the first 100 by date). */
            renewals: {
                count: number;
                members: components["schemas"]["ReportRenewal"][];
            };
        };
        MembersReportEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["MembersReport"];
        };
        EventReportFigures: {
            seatsTaken: number;
            /** @description Seats of live registrations that were paid for. */
            paidSeats: number;
            /** @description Seats of live registrations without a payment. */
            freeSeats: number;
            /** @description Paid orders that used a coupon. */
            couponsUsed: number;
            revenue: components["schemas"]["ReportMoney"];
            refunds: components["schemas"]["ReportMoney"];
            net: components["schemas"]["ReportMoney"];
            /** @description Registrations cancelled. */
            cancellations: number;
            /** @description Always 0 for now; the platform does not record check-ins yet. */
            checkIns: number;
        };
        EventReportRow: {
            uuid: components["schemas"]["Uuid"];
            /** @description The event's number. */
            id: number;
            name: string;
            /** Format: date-time */
            startTime: string;
            status: components["schemas"]["EventStatus"];
            /** @description Seats in all; null is unlimited. */
            capacity: number | null;
        } & components["schemas"]["EventReportFigures"];
        EventsReport: {
            /** @enum {string} */
            currency: "USD";
            /** @enum {string} */
            timeZone: "America/Los_Angeles";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @description false while the platform records no check-ins (every `checkIns` is then 0). */
            checkInsRecorded: boolean;
            rows: components["schemas"]["EventReportRow"][];
            totals: components["schemas"]["EventReportFigures"];
        };
        EventsReportEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["EventsReport"];
        };
        ShopFigures: {
            /** @description Orders paid. */
            orders: number;
            /** @description Units of the orders paid. */
            units: number;
            revenue: components["schemas"]["ReportMoney"];
            refunds: components["schemas"]["ReportMoney"];
            net: components["schemas"]["ReportMoney"];
        };
        ShopReportRow: {
            /** Format: date */
            period: string;
        } & components["schemas"]["ShopFigures"];
        ShopTopItem: {
            /** @description The catalogue item's id. */
            id: number;
            name: string;
            units: number;
            revenue: components["schemas"]["ReportMoney"];
        };
        ShopLowStockItem: {
            id: number;
            name: string;
            stock: number;
        };
        ShopReport: {
            /** @enum {string} */
            currency: "USD";
            /** @enum {string} */
            timeZone: "America/Los_Angeles";
            /** @enum {string} */
            interval: "day" | "week" | "month";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            rows: components["schemas"]["ShopReportRow"][];
            totals: components["schemas"]["ShopFigures"];
            topByUnits: components["schemas"]["ShopTopItem"][];
            topByRevenue: components["schemas"]["ShopTopItem"][];
            /** @description Items with at most this many units left are low. */
            lowStockAt: number;
            lowStock: components["schemas"]["ShopLowStockItem"][];
        };
        ShopReportEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["ShopReport"];
        };
        StaffOrderPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffPageInfo"] & {
                items: components["schemas"]["StaffOrder"][];
            };
        };
        StaffOrderStatusRequest: {
            /**
             * @description processing → shipped → completed (processing → completed directly is allowed).
             * @enum {string}
             */
            status: "shipped" | "completed";
        };
        StaffOrderRefundRequest: {
            /** @description Told to the member in the refund mail. */
            reason?: string;
            /**
             * @description True when the goods were shipped and will not come back: the order's stock stays taken. Otherwise
             *     (the default) the refund gives the stock back.
             * @default false
             */
            goodsShipped: boolean;
        };
        /** @description A review as the product page shows it; `review` is the reviewer's plain text as typed. */
        ProductReview: {
            uuid: components["schemas"]["Uuid"];
            rating: number;
            review: string;
            reviewer: string;
            /** Format: date-time */
            createdAt: string;
        };
        ProductReviewPage: {
            /** @description The mean of the shown reviews' ratings, to one decimal (null when there are none). */
            averageRating: number | null;
            /** @description The shown reviews on all pages. */
            count: number;
            page: number;
            pageSize: number;
            items: components["schemas"]["ProductReview"][];
        };
        ProductReviewPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["ProductReviewPage"];
        };
        StaffReview: {
            uuid: components["schemas"]["Uuid"];
            product: {
                id: number;
                name: string;
            };
            member: components["schemas"]["StaffMember"];
            rating: number;
            review: string;
            reviewer: string;
            /** Format: date-time */
            createdAt: string;
            hidden: boolean;
        };
        StaffReviewEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffReview"];
        };
        StaffReviewPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["StaffPageInfo"] & {
                items: components["schemas"]["StaffReview"][];
            };
        };
        StaffReviewVisibilityRequest: {
            hidden: boolean;
            /** @description Kept in the audit log. */
            reason?: string;
        };
        HeroSessionDecisionRequest: {
            /** @enum {string} */
            decision: "accept" | "reject";
        };
        /** @description A session request made to the caller's hero profile. */
        OwnHeroSession: {
            uuid: components["schemas"]["Uuid"];
            member: {
                name: string;
            };
            /** Format: date */
            sessionDate: string;
            /** @description 24-hour HH:mm. */
            sessionTime: string;
            sessionPurpose: string;
            otherProblems: string | null;
            /** @enum {string} */
            consultation: "yes" | "no";
            /** @description null: waiting for a decision; true: accepted. */
            isActive: boolean | null;
            /** Format: date-time */
            requestedAt: string;
        };
        OwnHeroSessionsEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: {
                requests: components["schemas"]["OwnHeroSession"][];
                upcoming: components["schemas"]["OwnHeroSession"][];
            };
        };
        HealthHeroListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["HealthHero"][];
        };
        HealthHeroSessionEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["HealthHeroSession"];
        };
        HealthHeroSessionListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["HealthHeroSession"][];
        };
        CalendarEventListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["CalendarEvent"][];
        };
        CalendarEventEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["CalendarEvent"];
        };
        CalendarFeedEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["CalendarFeed"];
        };
        CalendarEventRemovedEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["CalendarEventRemoved"];
        };
        ProductPageEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["ProductPage"];
        };
        ProductEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Product"];
        };
        ProductCategoryListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["ProductCategory"][];
        };
        SliderListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Slider"][];
        };
        CartListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["CartList"];
        };
        CartItemEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["CartItem"];
        };
        WishlistItemListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["WishlistItem"][];
        };
        WishlistItemEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["WishlistItem"];
        };
        OrderCreatedEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["OrderCreated"] | null;
        };
        OrderListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Order"][];
        };
        OrderEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Order"];
        };
        PartnerListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Partner"][];
        };
        PartnerEnvelope: components["schemas"]["SuccessEnvelope"] & {
            data: components["schemas"]["Partner"];
        };
    };
    responses: {
        /** @description The request body is larger than the server accepts. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 413,
                 *       "message": "Request body is too large",
                 *       "data": null,
                 *       "error": {
                 *         "code": "PAYLOAD_TOO_LARGE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request body's Content-Type is not one this operation accepts. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 415,
                 *       "message": "This call accepts application/json only",
                 *       "data": null,
                 *       "error": {
                 *         "code": "UNSUPPORTED_MEDIA_TYPE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The operation is in the contract but not served yet. */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 501,
                 *       "message": "POST /vendor/create is not implemented yet",
                 *       "data": null,
                 *       "error": {
                 *         "code": "NOT_IMPLEMENTED"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request does not match the schema (first bad field named in `message`). */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Missing, invalid, expired or revoked access token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 401,
                 *       "message": "Invalid access_token",
                 *       "data": null,
                 *       "error": {
                 *         "code": "UNAUTHENTICATED"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Rate limit reached; retry after the seconds Retry-After gives. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 429,
                 *       "message": "Too many requests, please try again later.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "RATE_LIMITED"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No active package with this uuid. */
        PackageNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "Package not found",
                 *       "data": null,
                 *       "error": {
                 *         "code": "PACKAGE_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The member already has this package, or it is cheaper than the current paid one (cancel first). */
        PackageChangeRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The card gateway failed; nothing was charged. */
        PaymentGatewayUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 502,
                 *       "message": "Your request cannot be processed right now, Please try again.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "PAYMENT_GATEWAY_ERROR"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The local gateway is not in use (gateway is stripe). */
        LocalGatewayDisabled: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "Not Found",
                 *       "data": null,
                 *       "error": {
                 *         "code": "NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No published event with this uuid. */
        EventNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "Event not found",
                 *       "data": null,
                 *       "error": {
                 *         "code": "EVENT_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Registration closed, or the member's package is below the event's required package. */
        EventRegistrationRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not enough seats left for the quantity asked. */
        EventFull: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "message": "Sorry! This event is fully booked.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "EVENT_FULL"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No member (that was not erased) has this id. */
        MemberNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "There is no member with this id.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "MEMBER_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The action does not fit the member as they are: `EMAIL_ALREADY_VERIFIED`, `NO_PACKAGE`, `PACKAGE_NOT_FOUND`,
         *     `PAYMENT_NOT_FOUND`, `PAYMENT_NOT_REFUNDABLE`, `REFUND_TOO_LARGE`, `MEMBER_IS_STAFF`, `STAFF_SELF_CHANGE`.
         */
        MemberActionConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "message": "The refund is larger than what is left of the payment (12.50).",
                 *       "data": null,
                 *       "error": {
                 *         "code": "REFUND_TOO_LARGE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No staff account (active or deactivated) has this id. */
        StaffAccountNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "There is no staff member with this id.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "STAFF_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No open invitation has this id (unknown, used, revoked or expired). */
        StaffInvitationNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "There is no open invitation with this id.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "INVITATION_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Staff cannot change their own role or deactivate themselves. */
        StaffSelfChange: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "message": "You cannot change your own staff account.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "STAFF_SELF_CHANGE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The address belongs to an active staff member. */
        AlreadyStaff: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "message": "This address is already staff.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "ALREADY_STAFF"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No order with this id belongs to the member. */
        OrderNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "Order not found",
                 *       "data": null,
                 *       "error": {
                 *         "code": "ORDER_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The order is already paid or cancelled. */
        OrderNotCancellable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "message": "This order can no longer be cancelled.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "ORDER_NOT_CANCELLABLE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No active group with this uuid. */
        SupportGroupNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "Support group not found",
                 *       "data": null,
                 *       "error": {
                 *         "code": "SUPPORT_GROUP_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The caller is not active staff (`STAFF_ONLY`), their role may not use this call (`STAFF_ROLE_FORBIDDEN`;
         *     the call's `x-staff-roles` lists who may), or only an owner may do this to an owner (`OWNER_ONLY`).
         */
        StaffOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The caller has no accepted hero profile. */
        NotAHealthHero: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "message": "This page is for accepted Health Heroes.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "NOT_A_HEALTH_HERO"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No pending request with this id (unknown, or already decided). */
        RequestNotPending: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "There is no pending request with this id.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "REQUEST_NOT_PENDING"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No active health hero with this uuid. */
        HealthHeroNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "Health Hero not found",
                 *       "data": null,
                 *       "error": {
                 *         "code": "HEALTH_HERO_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The member has no package (the app sends them to /packages). */
        PackageRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "message": "Please select a membership package to use the calendar.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "PACKAGE_REQUIRED"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Invalid event (title required, end not before start). */
        CalendarEventInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No such event in the member's calendar. */
        CalendarEventNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "Calendar event not found",
                 *       "data": null,
                 *       "error": {
                 *         "code": "CALENDAR_EVENT_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No product with this id. */
        ProductNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "Product not found",
                 *       "data": null,
                 *       "error": {
                 *         "code": "PRODUCT_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Fewer units left than asked (or the item cannot be bought here, e.g. an affiliate item). */
        OutOfStock: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The order is not in a state that allows this step (e.g. shipping an unpaid or refunded order). */
        OrderStatusConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "message": "This order cannot move to that status.",
                 *       "data": null,
                 *       "error": {
                 *         "code": "ORDER_STATUS_CONFLICT"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not in the member's cart. */
        CartItemNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "Cart item not found",
                 *       "data": null,
                 *       "error": {
                 *         "code": "CART_ITEM_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
        AcceptLanguage: string;
    };
    requestBodies: never;
    headers: {
        /** @description Seconds until the limit's window ends and the call may be tried again. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpRequest"];
            };
        };
        responses: {
            /** @description Account created; verification mail sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "message": "Create New User Success",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description The e-mail already has an account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description E-mail confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Email Conformed",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description Invalid request, already verified, or unknown/expired token. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginEnvelope"];
                };
            };
            /** @description Logged in, profile complete, but no package selected. The token is issued. */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginIncompleteEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description Wrong e-mail or password (also for an account without a password, e.g. Google-created). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "message": "Invalid Email ID or Password",
                     *       "data": null,
                     *       "error": {
                     *         "code": "INVALID_CREDENTIALS"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The e-mail address is not confirmed yet (`EMAIL_NOT_CONFIRMED`), or staff blocked the account (`ACCOUNT_BLOCKED`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "message": "Please Conform Your Email",
                     *       "data": null,
                     *       "error": {
                     *         "code": "EMAIL_NOT_CONFIRMED"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Registration details (profile) not completed. The token is issued for profile completion. */
            418: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginIncompleteEnvelope"];
                };
            };
            /** @description Too many failed sign-ins within the window (AUTH_RATE_LIMIT_WINDOW): for this account (AUTH_RATE_LIMIT_MAX), or from the caller's address (AUTH_ADDRESS_FAILURE_MAX, higher, as members may share a network). Only failures count; past a limit even the right password waits. Retry-After gives the seconds left, the message the minutes. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    socialLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLoginRequest"];
            };
        };
        responses: {
            /** @description Returning member signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialLoginEnvelope"];
                };
            };
            /** @description First sign-in; the account was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialLoginEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description The ID token does not verify. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "message": "Error! Unable to verify your Google sign-in.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "INVALID_ID_TOKEN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Staff blocked the account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "message": "This account has been blocked. Please contact support if you think this is a mistake.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "ACCOUNT_BLOCKED"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Reset link sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "A verification link has been sent to your account",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description No account with this e-mail. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "Account with this Email does not exist. Please create an account first",
                     *       "data": null,
                     *       "error": {
                     *         "code": "ACCOUNT_NOT_FOUND"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Password Reset Successful",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description Invalid request, or a bad, used or expired token. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Your Password Updated Successfully",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description Invalid request or wrong old password. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Session revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Logout successful",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    viewProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProfileUpdateRequest"];
            };
        };
        responses: {
            /** @description Profile updated; the member as now stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEnvelope"];
                };
            };
            /** @description Invalid field or image. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    addWebToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebTokenRequest"];
            };
        };
        responses: {
            /** @description Token stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Web token saved successfully",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description The token is registered to another member's account (it is never moved). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "This web token is registered to another account",
                     *       "data": null,
                     *       "error": {
                     *         "code": "WEB_TOKEN_TAKEN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    viewSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberSettingsEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberSettingsSaveRequest"];
            };
        };
        responses: {
            /** @description Saved; the settings as now stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Settings saved",
                     *       "data": {
                     *         "settings": {
                     *           "layout": "vertical",
                     *           "navbarStyle": "slide",
                     *           "navbar": {
                     *             "display": true,
                     *             "position": "start"
                     *           },
                     *           "toolbar": {
                     *             "display": true,
                     *             "position": "below"
                     *           },
                     *           "footer": {
                     *             "display": true,
                     *             "position": "below"
                     *           },
                     *           "theme": {
                     *             "main": "default",
                     *             "navbar": "default",
                     *             "toolbar": "default",
                     *             "footer": "default"
                     *           },
                     *           "colorScheme": "light",
                     *           "fontScale": 1,
                     *           "customScrollbars": true
                     *         },
                     *         "shortcuts": [
                     *           "events-upcoming",
                     *           "wsg-all"
                     *         ]
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MemberSettingsEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    searchContent: {
        parameters: {
            query: {
                /** @description The words to look for (surrounding spaces ignored). */
                q: string;
            };
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description At most 10 matches, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Search results",
                     *       "data": [
                     *         {
                     *           "kind": "event",
                     *           "id": "3f1c2b6e-8a4d-4f7e-9c1a-2b3d4e5f6a7b",
                     *           "title": "Morning Yoga Retreat"
                     *         },
                     *         {
                     *           "kind": "product",
                     *           "id": "10004",
                     *           "title": "Cork Yoga Mat"
                     *         }
                     *       ],
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["SearchResultListEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listPackages: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Packages, cheapest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    selectPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SelectPackageRequest"];
            };
        };
        responses: {
            /** @description Package assigned; data is the member's package. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Success! Package selected successfully.",
                     *       "data": {
                     *         "uuid": "6f0c1d7e-2a55-4d9e-9a43-1c2b3d4e5f60",
                     *         "name": "Starter",
                     *         "colour": "#8BC34A",
                     *         "cost": 0,
                     *         "annualCost": 0,
                     *         "expiry": "2027-11-23T00:00:00.000Z"
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["UserPackageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description The package is paid. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "message": "Payment is required for this package.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "PAYMENT_REQUIRED"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["PackageNotFound"];
            /** @description A paid package is active; Starter (or any cheaper package) needs `cancelPackage` first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "Please cancel your current package before choosing a cheaper one.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "PACKAGE_DOWNGRADE"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cancelPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled; data[0] is the new package. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Success! Package cancelled successfully.",
                     *       "data": [
                     *         {
                     *           "uuid": "6f0c1d7e-2a55-4d9e-9a43-1c2b3d4e5f60",
                     *           "name": "Starter",
                     *           "colour": "#8BC34A",
                     *           "cost": 0,
                     *           "annualCost": 0,
                     *           "expiry": "2027-11-23T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["UserPackageListEnvelope"];
                };
            };
            /** @description The member has no paid package. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "Error! Free subscription cannot be cancelled.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "FREE_SUBSCRIPTION"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getClientConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Success",
                     *       "data": {
                     *         "googleClientId": "123456789012-abc.apps.googleusercontent.com",
                     *         "mobileApp": {
                     *           "url": "wellnesscommunity://open",
                     *           "appStoreUrl": "https://apps.apple.com/app/id6450000000",
                     *           "playStoreUrl": "https://play.google.com/store/apps/details?id=org.wellness.community"
                     *         }
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["ClientConfigEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryListEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listFaqs: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Questions in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqListEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server and its database answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "OK",
                     *       "data": {
                     *         "ok": true
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["HealthEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "message": "Service Unavailable",
                     *       "data": null,
                     *       "error": {
                     *         "code": "DATABASE_UNAVAILABLE"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listDevMailbox: {
        parameters: {
            query?: {
                /** @description Only mails sent to this address (case-insensitive). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mails, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevMailListEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description Disabled in production. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "Not Found",
                     *       "data": null,
                     *       "error": {
                     *         "code": "NOT_FOUND"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSubscriptionDifferenceAmount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionQuoteRequest"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Success",
                     *       "data": {
                     *         "amountDue": 89,
                     *         "packageCost": 99
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["SubscriptionQuoteEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PackageNotFound"];
            409: components["responses"]["PackageChangeRefused"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    storeCardDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreCardRequest"];
            };
        };
        responses: {
            /** @description Card saved for the member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Card details saved successfully",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description Invalid request or unknown payment method. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            502: components["responses"]["PaymentGatewayUnavailable"];
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubscriptionRequest"];
            };
        };
        responses: {
            /** @description Subscription created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Subscription created successfully",
                     *       "data": {
                     *         "clientSecret": "pi_3Nabc_secret_xyz",
                     *         "subscriptionId": "sub_1Nabc"
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["SubscriptionEnvelope"];
                };
            };
            /** @description Invalid request, free package, or no saved card. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PackageNotFound"];
            /** @description The member already has this package, or it is cheaper than the current paid one (cancel first), or an earlier package payment is being processed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            502: components["responses"]["PaymentGatewayUnavailable"];
        };
    };
    getPaymentConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gateway. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Success",
                     *       "data": {
                     *         "gateway": "local",
                     *         "publishableKey": null
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentConfigEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPaymentIntentStatus: {
        parameters: {
            query: {
                clientSecret: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The intent's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Success",
                     *       "data": {
                     *         "status": "succeeded",
                     *         "amount": 9900,
                     *         "currency": "usd"
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentIntentStatusEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown client secret (app shows 'Could not retrieve payment info.'). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "Payment not found",
                     *       "data": null,
                     *       "error": {
                     *         "code": "PAYMENT_INTENT_NOT_FOUND"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createLocalPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocalPaymentMethodRequest"];
            };
        };
        responses: {
            /** @description Payment method created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Success",
                     *       "data": {
                     *         "paymentMethodId": "pm_local_1a2b3c"
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["LocalPaymentMethodEnvelope"];
                };
            };
            /** @description Invalid request or card details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["LocalGatewayDisabled"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    confirmLocalPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocalConfirmRequest"];
            };
        };
        responses: {
            /** @description Confirmation result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocalConfirmEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown intent or payment method, or the local gateway is disabled. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "Payment not found",
                     *       "data": null,
                     *       "error": {
                     *         "code": "PAYMENT_INTENT_NOT_FOUND"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    handlePaymentWebhook: {
        parameters: {
            query?: never;
            header: {
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentWebhookEvent"];
            };
        };
        responses: {
            /** @description Event accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Received",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description Bad signature or body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "Invalid signature",
                     *       "data": null,
                     *       "error": {
                     *         "code": "WEBHOOK_SIGNATURE_INVALID"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listUpcomingEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    viewEvent: {
        parameters: {
            query: {
                uuid: components["schemas"]["Uuid"];
            };
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["EventNotFound"];
        };
    };
    registerForEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventRegistrationRequest"];
            };
        };
        responses: {
            /** @description Registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "You have been successfully registered for this event.",
                     *       "data": {
                     *         "uuid": "3e1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b",
                     *         "eventUuid": "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
                     *         "quantity": 1,
                     *         "isActive": true,
                     *         "createdAt": "2026-11-23T10:00:00.000Z"
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["EventRegistrationEnvelope"];
                };
            };
            /** @description Invalid request or already registered. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The event has a price; pay through startEventPayment. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 402,
                     *       "message": "Payment is required for this event.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "PAYMENT_REQUIRED"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            403: components["responses"]["EventRegistrationRefused"];
            404: components["responses"]["EventNotFound"];
            409: components["responses"]["EventFull"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listRegisteredEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Registrations, newest event first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRegistrationListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    cancelEventRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventUuidRequest"];
            };
        };
        responses: {
            /** @description Registration cancelled (isActive becomes false). A paid registration's message adds the refund note of spec §9. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description No active registration for this event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "You are not registered for this event.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "REGISTRATION_NOT_FOUND"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The event has started; registrations can be cancelled only before. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "This event has already started and can no longer be cancelled.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "EVENT_STARTED"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    checkEventCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponCheckRequest"];
            };
        };
        responses: {
            /** @description The coupon applies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Coupon code applied successfully",
                     *       "data": {
                     *         "discountType": "Flat",
                     *         "discountedAmount": 10,
                     *         "subtotal": 50,
                     *         "discount": 10,
                     *         "total": 40
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["CouponEnvelope"];
                };
            };
            /** @description Invalid request, unknown or expired coupon. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["EventNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    quoteEventOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventOrderQuoteRequest"];
            };
        };
        responses: {
            /** @description The order's amounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Order amounts",
                     *       "data": {
                     *         "subtotal": 50,
                     *         "discount": 0,
                     *         "total": 50
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["OrderAmountsEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["EventNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    startEventPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventPaymentRequest"];
            };
        };
        responses: {
            /** @description Order and payment intent created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Success",
                     *       "data": {
                     *         "stripeIntent": {
                     *           "client_secret": "pi_3Nabc_secret_xyz"
                     *         },
                     *         "wooOrderId": 1042,
                     *         "subtotal": 50,
                     *         "discount": 10,
                     *         "total": 40
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["EventPaymentEnvelope"];
                };
            };
            /** @description Invalid request, already registered, bad coupon, or a free event. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["EventRegistrationRefused"];
            404: components["responses"]["EventNotFound"];
            /** @description Not enough seats left, or the member's earlier payment for this event went through or is still processing (a new order would charge twice). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The card gateway failed; the order is cancelled and nothing was charged. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 502,
                     *       "message": "Your request cannot be processed right now, Please try again later.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "PAYMENT_GATEWAY_ERROR"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelEventOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderIdRequest"];
            };
        };
        responses: {
            /** @description Order cancelled; its payment intent is cancelled too. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Order cancelled successfully.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderNotCancellable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listVouchers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vouchers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    applyVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "voucherCode": "STARTER-YOGA10"
                 *     }
                 */
                "application/json": components["schemas"]["VoucherApplyRequest"];
            };
        };
        responses: {
            /** @description Voucher redeemed; `data` is the voucher with the member's `redeemedAt`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Voucher redeemed successfully.",
                     *       "data": {
                     *         "id": "5b0c2a8e-7c1f-4f7e-9a51-2f4b8f0f6d11",
                     *         "name": "10% off your first yoga class",
                     *         "companyName": "Lotus Studio",
                     *         "coverImage": null,
                     *         "expiryDate": "2026-12-31T23:00:00.000Z",
                     *         "voucherCode": "STARTER-YOGA10",
                     *         "membershipPackage": "0d6f2c43-93a5-4c0b-8f43-3c1f7b2b6a01",
                     *         "packages": [
                     *           {
                     *             "uuid": "0d6f2c43-93a5-4c0b-8f43-3c1f7b2b6a01",
                     *             "name": "Starter",
                     *             "colour": "#2E9E6B",
                     *             "monthlyCost": 0
                     *           }
                     *         ],
                     *         "redeemedAt": "2026-05-02T10:15:00.000Z"
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["VoucherEnvelope"];
                };
            };
            /** @description Invalid request, expired or already redeemed voucher. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No voucher with this code for the member's package: an unknown code, another package's voucher, or a member without an active package. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "Invalid Voucher Code",
                     *       "data": null,
                     *       "error": {
                     *         "code": "VOUCHER_NOT_FOUND"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Every use of the voucher has been taken (by other members, or by a concurrent request). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "Sorry! This voucher has been fully redeemed.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "VOUCHER_USED_UP"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listSupportGroups: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WsgListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    joinSupportGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportGroupUuidRequest"];
            };
        };
        responses: {
            /** @description Request sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "WSGs joining request sent successfully",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description Group limit of the package reached, or the group needs a higher package. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "message": "Sorry! You have exceeded you wellness support group limit.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "WSG_LIMIT_EXCEEDED"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["SupportGroupNotFound"];
            /** @description Already a member or already requested. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "You have already requested to join this group.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "ALREADY_REQUESTED"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listMySupportGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WsgListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listPendingSupportGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending groups (status pending). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WsgListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No pending request; treat as an empty list. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "Error! No requested Support Groups found.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "NO_PENDING_GROUPS"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    leaveSupportGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportGroupUuidRequest"];
            };
        };
        responses: {
            /** @description Left. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "You have left the group successfully",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description The member is not in this group. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "You are not a member of this group.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "NOT_A_MEMBER"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listMySupportGroupProposals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's proposals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "My group proposals",
                     *       "data": [
                     *         {
                     *           "uuid": "5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f",
                     *           "groupName": "Morning walkers",
                     *           "description": "We walk together before work.",
                     *           "groupCategory": "Lifestyle",
                     *           "numberOfMembers": 12,
                     *           "state": "Oregon",
                     *           "city": "Portland",
                     *           "membershipLevel": null,
                     *           "status": "pending",
                     *           "createdAt": "2026-11-23T10:00:00.000Z"
                     *         }
                     *       ],
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["WsgProposalListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    proposeSupportGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WsgProposalRequest"];
            };
        };
        responses: {
            /** @description Proposal saved (pending review). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "message": "Your group proposal has been sent. Our team will review it.",
                     *       "data": {
                     *         "uuid": "5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f",
                     *         "groupName": "Morning walkers",
                     *         "description": "We walk together before work.",
                     *         "groupCategory": "Lifestyle",
                     *         "numberOfMembers": 12,
                     *         "state": "Oregon",
                     *         "city": "Portland",
                     *         "membershipLevel": null,
                     *         "status": "pending",
                     *         "createdAt": "2026-11-23T10:00:00.000Z"
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["WsgProposalEnvelope"];
                };
            };
            /** @description A required field is missing or a value breaks its rule (nothing is stored). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    checkHealthHeroRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's application state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Success",
                     *       "data": {
                     *         "exists": false,
                     *         "status": null
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["HealthHeroRequestCheckEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listHealthHeroes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Health heroes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthHeroListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    applyForHealthHeroSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HealthHeroSessionRequest"];
            };
        };
        responses: {
            /** @description Session requested (pending). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "message": "You have successfully applied for the session",
                     *       "data": {
                     *         "uuid": "2b3c4d5e-6f70-4a81-9b2c-3d4e5f6a7b8c",
                     *         "healthHeroUuid": "4c5d6e7f-8091-4a2b-8c3d-4e5f6a7b8c9d",
                     *         "healthHero": {
                     *           "uuid": "4c5d6e7f-8091-4a2b-8c3d-4e5f6a7b8c9d",
                     *           "name": "Dr. Priya Shah",
                     *           "image": null
                     *         },
                     *         "sessionDate": "2027-01-15",
                     *         "sessionTime": "17:30",
                     *         "sessionPurpose": "Managing stress",
                     *         "otherProblems": null,
                     *         "consultation": "yes",
                     *         "isActive": null,
                     *         "createdAt": "2026-11-23T10:00:00.000Z"
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["HealthHeroSessionEnvelope"];
                };
            };
            /** @description Invalid request or a date in the past. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description Session limit of the package reached (`HH_SESSION_LIMIT_EXCEEDED`), or the hero is the caller's own
             *     hero profile (`OWN_HEALTH_HERO`: a member cannot book a session with themselves).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["HealthHeroNotFound"];
            /** @description A pending or accepted session with this hero exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "You have already requested to join this Health Hero.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "ALREADY_REQUESTED"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    registerAsHealthHero: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["HealthHeroApplication"];
            };
        };
        responses: {
            /** @description Application submitted (under review). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "message": "Your request to become a Health Hero is submitted successfully.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description Invalid field or file. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description An application is already under review. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "Request already exists",
                     *       "data": null,
                     *       "error": {
                     *         "code": "HH_REQUEST_EXISTS"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A file is larger than the limit (nothing is stored). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "message": "The file is too large (at most 20 MB).",
                     *       "data": null,
                     *       "error": {
                     *         "code": "FILE_TOO_LARGE"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getHealthHeroApplicationFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description No such file for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "File not found",
                     *       "data": null,
                     *       "error": {
                     *         "code": "FILE_NOT_FOUND"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRegisteredHealthHeroSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthHeroSessionListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listOwnHeroSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hero's sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnHeroSessionsEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAHealthHero"];
        };
    };
    decideOwnHeroSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HeroSessionDecisionRequest"];
            };
        };
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "The request has been accepted.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAHealthHero"];
            404: components["responses"]["RequestNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffWsgRequests: {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Rows per page (default 10, as the spec's tables). */
                pageSize?: number;
                /** @description The column to sort by (requestedAt, the oldest first, when absent). */
                sort?: "requestedAt" | "member" | "group";
                /** @description Sort direction (default asc). */
                order?: "asc" | "desc";
                /** @description Only rows whose member name or e-mail, or the row's subject (group, hero, category), contains this text (case-insensitive). */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffWsgRequestPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    decideStaffWsgRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffDecisionRequest"];
            };
        };
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "The request has been accepted.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["RequestNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffHeroApplications: {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Rows per page (default 10, as the spec's tables). */
                pageSize?: number;
                /** @description The column to sort by (requestedAt, the oldest first, when absent). */
                sort?: "requestedAt" | "member" | "category";
                /** @description Sort direction (default asc). */
                order?: "asc" | "desc";
                /** @description Only rows whose member name or e-mail, or the row's subject (group, hero, category), contains this text (case-insensitive). */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending applications (file links go through the private file call, which staff may read). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffHeroApplicationPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    decideStaffHeroApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffDecisionRequest"];
            };
        };
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "The request has been accepted.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["RequestNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffPartnerApplications: {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Rows per page (default 10, as the spec's tables). */
                pageSize?: number;
                /** @description The column to sort by (requestedAt, the oldest first, when absent). */
                sort?: "requestedAt" | "name" | "type";
                /** @description Sort direction (default asc). */
                order?: "asc" | "desc";
                /** @description Only applications whose business name, e-mail, city or country contains this text (case-insensitive). */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPartnerApplicationPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    decideStaffPartnerApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffDecisionRequest"];
            };
        };
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "The request has been accepted.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["RequestNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffVendorApplications: {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Rows per page (default 10, as the spec's tables). */
                pageSize?: number;
                /** @description The column to sort by (requestedAt, the oldest first, when absent). */
                sort?: "requestedAt" | "name" | "store";
                /** @description Sort direction (default asc). */
                order?: "asc" | "desc";
                /** @description Only applications whose applicant name, e-mail, store name, city or country contains this text (case-insensitive); bank details are never searched. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffVendorApplicationPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    decideStaffVendorApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffDecisionRequest"];
            };
        };
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "The request has been rejected.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["RequestNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffSessionRequests: {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Rows per page (default 10, as the spec's tables). */
                pageSize?: number;
                /** @description The column to sort by (requestedAt, the oldest first, when absent). */
                sort?: "requestedAt" | "member" | "healthHero" | "sessionDate";
                /** @description Sort direction (default asc). */
                order?: "asc" | "desc";
                /** @description Only rows whose member name or e-mail, or the row's subject (group, hero, category), contains this text (case-insensitive). */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSessionRequestPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    decideStaffSessionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffDecisionRequest"];
            };
        };
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "The request has been rejected.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["RequestNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffReviews: {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Rows per page (default 10, as the spec's tables). */
                pageSize?: number;
                /** @description Only reviews whose item, reviewer, member e-mail or text contains this (case-insensitive). */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffReviewPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    setStaffReviewHidden: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffReviewVisibilityRequest"];
            };
        };
        responses: {
            /** @description The review as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffReviewEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            /** @description No review with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "Review not found",
                     *       "data": null,
                     *       "error": {
                     *         "code": "REVIEW_NOT_FOUND"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffOrders: {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Rows per page (default 10, as the spec's tables). */
                pageSize?: number;
                /** @description The column to sort by (date_created, the oldest first, when absent). */
                sort?: "date_created" | "id" | "member" | "status" | "total";
                /** @description Sort direction (default asc). */
                order?: "asc" | "desc";
                /** @description Only orders whose number, member name or e-mail, or an item name contains this text (case-insensitive). */
                search?: string;
                /** @description Only orders in this status. Absent - the orders waiting for staff (processing and shipped). */
                status?: "processing" | "shipped" | "completed" | "refunded";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Paid orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffOrderPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    getStaffOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffOrderEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["OrderNotFound"];
        };
    };
    updateStaffOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffOrderStatusRequest"];
            };
        };
        responses: {
            /** @description The order in its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffOrderEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderStatusConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    refundStaffOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["StaffOrderRefundRequest"];
            };
        };
        responses: {
            /** @description The order, refunded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffOrderEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderStatusConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffWsgProposals: {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Rows per page (default 10, as the spec's tables). */
                pageSize?: number;
                /** @description The column to sort by (requestedAt, the oldest first, when absent). */
                sort?: "requestedAt" | "member" | "groupName" | "groupCategory";
                /** @description Sort direction (default asc). */
                order?: "asc" | "desc";
                /** @description Only rows whose member name or e-mail, or the row's subject (group, hero, category), contains this text (case-insensitive). */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending proposals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffWsgProposalPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    decideStaffWsgProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffDecisionRequest"];
            };
        };
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "The request has been accepted.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["RequestNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffTeam: {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Rows per page (default 10, as the spec's tables). */
                pageSize?: number;
                /** @description Only staff whose name or e-mail contains this text (case-insensitive). */
                search?: string;
                /** @description Only staff with this role. */
                role?: components["schemas"]["StaffRole"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Staff accounts, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAccountPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    updateStaffAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffAccountUpdateRequest"];
            };
        };
        responses: {
            /** @description The staff account as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAccountEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["StaffAccountNotFound"];
            409: components["responses"]["StaffSelfChange"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffInvitationListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    inviteStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffInvitationRequest"];
            };
        };
        responses: {
            /** @description Invited; the link is mailed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffInvitationEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            409: components["responses"]["AlreadyStaff"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    revokeStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "The invitation has been revoked.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["StaffInvitationNotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffAudit: {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Rows per page (default 10, as the spec's tables). */
                pageSize?: number;
                /** @description Only the actions of this staff member. */
                staff?: components["schemas"]["Uuid"];
                /** @description Only actions of this kind. */
                kind?: components["schemas"]["StaffAuditKind"];
                /** @description Only actions at or after this instant. */
                from?: string;
                /** @description Only actions before this instant. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Audit rows, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAuditPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    listStaffMembers: {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Rows per page (default 10, as the spec's tables). */
                pageSize?: number;
                /** @description The column to sort by (createdAt, the newest first, when absent). */
                sort?: "name" | "email" | "createdAt" | "packageExpiresAt";
                /** @description asc or desc (desc when absent). */
                order?: "asc" | "desc";
                /** @description Only members whose name or e-mail contains this text (case-insensitive). */
                search?: string;
                /** @description Only members holding this package now (`none`, those holding none). */
                package?: components["schemas"]["Uuid"] | "none";
                /** @description Only members whose e-mail is (true) or is not (false) confirmed. */
                verified?: boolean;
                /** @description Only blocked (true) or unblocked (false) members. */
                blocked?: boolean;
                /** @description Only staff with this role (active or not). */
                staffRole?: components["schemas"]["StaffRole"];
                /** @description json (default, a page) or csv (every matching row, owner and admin only). */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members, or the CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberPageEnvelope"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    getStaffRevenueReport: {
        parameters: {
            query: {
                /** @description The first day of the report (a calendar date in the organisation's zone, America/Los_Angeles). */
                from: string;
                /** @description The last day of the report, included (not before `from`; at most 400 periods in all). */
                to: string;
                /** @description The length of a period (default month); weeks start on Monday. */
                interval?: "day" | "week" | "month";
                /** @description json (default) or csv (`text/csv`, a header row, one row per period, the same figures). */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (JSON, or CSV with `format=csv`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueReportEnvelope"];
                    /**
                     * @example period,packages,events,marketplace,refunds,net
                     *     2026-01-01,99.00,18.00,25.00,10.00,132.00
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    getStaffMembersReport: {
        parameters: {
            query: {
                /** @description The first day of the report (a calendar date in the organisation's zone, America/Los_Angeles). */
                from: string;
                /** @description The last day of the report, included (not before `from`; at most 400 periods in all). */
                to: string;
                /** @description The length of a period (default month); weeks start on Monday. */
                interval?: "day" | "week" | "month";
                /** @description json (default) or csv (`text/csv`, a header row, then the rows). */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (JSON, or CSV with `format=csv`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembersReportEnvelope"];
                    /**
                     * @example period,total,Starter,Explorer,Champion,signUps,verified,bought,upgraded,renewed,cancelled,lapsed
                     *     2026-01-01,12,8,3,1,4,3,2,1,0,0,0
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    getStaffEventsReport: {
        parameters: {
            query: {
                /** @description The first day of the report (a calendar date in the organisation's zone, America/Los_Angeles). */
                from: string;
                /** @description The last day of the report, included (not before `from`; at most 400 periods in all). */
                to: string;
                /** @description json (default) or csv (`text/csv`, a header row, then the rows). */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (JSON, or CSV with `format=csv`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventsReportEnvelope"];
                    /**
                     * @example event,name,start,capacity,seatsTaken,paidSeats,freeSeats,couponsUsed,revenue,refunds,net,cancellations,checkIns
                     *     12,Yoga,2026-01-05T17:00:00.000Z,40,12,10,2,3,180.00,15.00,165.00,1,0
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    getStaffShopReport: {
        parameters: {
            query: {
                /** @description The first day of the report (a calendar date in the organisation's zone, America/Los_Angeles). */
                from: string;
                /** @description The last day of the report, included (not before `from`; at most 400 periods in all). */
                to: string;
                /** @description The length of a period (default month); weeks start on Monday. */
                interval?: "day" | "week" | "month";
                /** @description json (default) or csv (`text/csv`, a header row, then the rows). */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (JSON, or CSV with `format=csv`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopReportEnvelope"];
                    /**
                     * @example period,orders,units,revenue,refunds,net
                     *     2026-01-01,4,7,120.50,10.00,110.50
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
        };
    };
    getStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberDetailEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["MemberNotFound"];
        };
    };
    resendMemberVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffReasonRequest"];
            };
        };
        responses: {
            /** @description The mail is sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["MemberNotFound"];
            409: components["responses"]["MemberActionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    giveMemberPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffGivePackageRequest"];
            };
        };
        responses: {
            /** @description The member as now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["MemberNotFound"];
            409: components["responses"]["MemberActionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cancelMemberPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffReasonRequest"];
            };
        };
        responses: {
            /** @description The member as now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["MemberNotFound"];
            409: components["responses"]["MemberActionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    refundMemberPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRefundRequest"];
            };
        };
        responses: {
            /** @description The refund is on its way; the payment as now. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberPaymentEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["MemberNotFound"];
            409: components["responses"]["MemberActionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    blockMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffBlockRequest"];
            };
        };
        responses: {
            /** @description The member as now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["MemberNotFound"];
            409: components["responses"]["MemberActionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    eraseMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffReasonRequest"];
            };
        };
        responses: {
            /** @description The member is erased. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["StaffOnly"];
            404: components["responses"]["MemberNotFound"];
            409: components["responses"]["MemberActionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    downloadMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberDetailEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description The account is deleted; the token no longer works. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["MemberActionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listCalendarEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEventListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PackageRequired"];
        };
    };
    addCalendarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarEventAddRequest"];
            };
        };
        responses: {
            /** @description Event created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEventEnvelope"];
                };
            };
            400: components["responses"]["CalendarEventInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PackageRequired"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    updateCalendarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarEventUpdateRequest"];
            };
        };
        responses: {
            /** @description Event saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEventEnvelope"];
                };
            };
            400: components["responses"]["CalendarEventInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PackageRequired"];
            404: components["responses"]["CalendarEventNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed's address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PackageRequired"];
        };
    };
    rotateCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PackageRequired"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    readCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The secret followed by `.ics`. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description No feed at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "Calendar feed not found",
                     *       "data": null,
                     *       "error": {
                     *         "code": "CALENDAR_FEED_NOT_FOUND"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeCalendarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarEventRemoveRequest"];
            };
        };
        responses: {
            /** @description Deleted; data.id is the removed event's id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEventRemovedEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PackageRequired"];
            404: components["responses"]["CalendarEventNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listProductsByCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryPageRequest"];
            };
        };
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listServicesByCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryPageRequest"];
            };
        };
        responses: {
            /** @description One page of services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAffiliateProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AffiliatePageRequest"];
            };
        };
        responses: {
            /** @description One page of affiliate products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAffiliateCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductCategoryListEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    viewProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductIdRequest"];
            };
        };
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ProductNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listProductReviews: {
        parameters: {
            query: {
                product_id: number;
                /** @description The page to answer, from 1 (default 1). */
                page?: number;
                /** @description Reviews per page (default 5). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item's reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductReviewPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ProductNotFound"];
        };
    };
    listProductCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description Categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductCategoryListEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listFeaturedProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeaturedRequest"];
            };
        };
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listSliders: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderListEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCartItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cart items, oldest first, with the cart's amounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartListEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    addCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartAddRequest"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "message": "Item added to cart successfully",
                     *       "data": {
                     *         "uuid": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *         "productId": 101,
                     *         "categoryId": 16,
                     *         "name": "Yoga mat",
                     *         "image": [
                     *           {
                     *             "src": "/uploads/products/yoga-mat.png"
                     *           }
                     *         ],
                     *         "category": [
                     *           {
                     *             "id": 17,
                     *             "name": "Fitness",
                     *             "slug": "fitness"
                     *           }
                     *         ],
                     *         "regular_price": "25.00",
                     *         "sale_price": "",
                     *         "price": "25.00",
                     *         "quantity": 1,
                     *         "line_total": "25.00",
                     *         "stock_quantity": 40
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["CartItemEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ProductNotFound"];
            /** @description The product is already in the cart, or not enough units are left, or it cannot be bought here. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartUpdateRequest"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartItemEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["CartItemNotFound"];
            409: components["responses"]["OutOfStock"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    deleteCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UuidRequest"];
            };
        };
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Item removed from cart successfully",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["CartItemNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listWishlistItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Wishlist items, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WishlistItemListEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    addWishlistItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistAddRequest"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "message": "Item added to wishlist successfully",
                     *       "data": {
                     *         "uuid": "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *         "productId": 101,
                     *         "categoryId": 16,
                     *         "name": "Yoga mat",
                     *         "image": [
                     *           {
                     *             "src": "/uploads/products/yoga-mat.png"
                     *           }
                     *         ],
                     *         "category": [
                     *           {
                     *             "id": 17,
                     *             "name": "Fitness",
                     *             "slug": "fitness"
                     *           }
                     *         ],
                     *         "regular_price": "25.00",
                     *         "sale_price": "",
                     *         "price": "25.00"
                     *       },
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["WishlistItemEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ProductNotFound"];
            /** @description The product is already in the wishlist. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "Item is already in the wishlist",
                     *       "data": null,
                     *       "error": {
                     *         "code": "ALREADY_IN_WISHLIST"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    deleteWishlistItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UuidRequest"];
            };
        };
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Item removed from wishlist successfully",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description Not in the member's wishlist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "Wishlist item not found",
                     *       "data": null,
                     *       "error": {
                     *         "code": "WISHLIST_ITEM_NOT_FOUND"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createMarketplaceOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Order created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCreatedEnvelope"];
                };
            };
            /** @description Empty cart or incomplete shipping address. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description An item is gone or short, or the member's earlier order is being paid. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["PaymentGatewayUnavailable"];
        };
    };
    listMarketplaceOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderListEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    viewMarketplaceOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegerIdRequest"];
            };
        };
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    cancelMarketplaceOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderIdRequest"];
            };
        };
        responses: {
            /** @description Cancelled (status cancelled); its stock is given back and its payment intent cancelled. A payment that still succeeds later is refunded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderNotCancellable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Review"];
            };
        };
        responses: {
            /** @description Review recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "message": "Thank You for your feedback. Your review has been recorded successfully",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description The member has no completed order with this product. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "message": "You can only review items from your completed orders.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "REVIEW_NOT_ALLOWED"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The member already reviewed this product. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "Thank you for sharing. We already have your feedback for this offering.",
                     *       "data": null,
                     *       "error": {
                     *         "code": "DUPLICATE_REVIEW"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listPartners: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Partners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    viewPartner: {
        parameters: {
            query?: never;
            header?: {
                /** @description The member's language. The app sends its current locale (`en`, `tr` or `ar`) on every call; a browser's list (`tr-TR,tr;q=0.9,en;q=0.8`) is also understood. Content the server holds (package benefits, event names and descriptions, FAQ, voucher texts, support groups, the marketplace catalogue's names, descriptions, categories, banners and partner descriptions) comes back in the first supported language of the list, each text falling back to English where no translation exists; anything else or no header is English. Signed-in calls also remember it as the member's language for their mails. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UuidRequest"];
            };
        };
        responses: {
            /** @description The partner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description No partner with this uuid. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "Partner not found",
                     *       "data": null,
                     *       "error": {
                     *         "code": "PARTNER_NOT_FOUND"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    requestPartnership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PartnerRequest"];
            };
        };
        responses: {
            /** @description Application recorded; the team will get in touch. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "message": "Your request has been successfully submitted. Our team will connect with you shortly.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description Invalid field or logo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createVendorRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorRequest"];
            };
        };
        responses: {
            /** @description Application recorded; the team will get in touch. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "message": "Your request has been successfully submitted. Our team will connect with you shortly.",
                     *       "data": null,
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
}
