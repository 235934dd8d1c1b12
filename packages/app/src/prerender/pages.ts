import { PLACEHOLDER_TOKEN } from '../features/verifyEmail/flows';

/** One open page written as HTML at build time. */
export interface PrerenderedPage {
  /**
   * The addresses it is sent for, in react-router's syntax (app/openRoutes.ts): a `:name` segment is any one
   * segment. Literal segments match without regard to case, like the app's routes.
   */
  path: string;
  /**
   * For a page whose first render depends on a parameter's value: the value (exact, decoded) this page is for.
   * The server tries such a page before the one for any value of the same path.
   */
  params?: Readonly<Record<string, string>>;
  /** Its files: `dist/prerendered/<name>.<locale>.html`. */
  name: string;
  /** The route's module, whose chunks the page preloads. */
  source: string;
}

/**
 * The open pages written as HTML at build time, one file per language, which the server sends for these paths
 * (packages/server/src/http/prerendered.ts). A page with a parameter (a mailed link's token) is rendered once for
 * every value: its markup must not depend on the value (the build renders it with two and compares), the client's
 * first render being the page's first state ('verifying…', the empty reset form) whatever the token.
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: '/login', name: 'login', source: 'features/login/routes/LoginPage.tsx' },
  { path: '/Signup', name: 'signup', source: 'features/signup/routes/SignupPage.tsx' },
  {
    path: '/forgetPassword',
    name: 'forget-password',
    source: 'features/passwordReset/routes/ForgotPasswordPage.tsx',
  },
  {
    path: '/reset/:token',
    name: 'reset-password',
    source: 'features/passwordReset/routes/ResetPasswordPage.tsx',
  },
  {
    path: '/verify/email',
    name: 'verify-email',
    source: 'features/verifyEmail/routes/VerifyEmailNoticePage.tsx',
  },
  {
    path: '/verification',
    name: 'verification',
    source: 'features/verifyEmail/routes/VerifyEmailNoticePage.tsx',
  },
  // The mail link's placeholder token verifies nothing: the page shows the check-your-inbox notice instead.
  {
    path: '/verify/email/:token',
    params: { token: PLACEHOLDER_TOKEN },
    name: 'verify-email-placeholder',
    source: 'features/verifyEmail/routes/VerifyEmailPage.tsx',
  },
  {
    path: '/verify/email/:token',
    name: 'verify-email-token',
    source: 'features/verifyEmail/routes/VerifyEmailPage.tsx',
  },
  {
    path: '/verification/phone',
    name: 'phone-code',
    source: 'features/phoneCode/routes/PhoneCodePage.tsx',
  },
];

/**
 * An address of `page` to render it from: its `params` values where it has them, `sample` for any other parameter.
 * The build renders a page with a parameter from two samples and keeps it only when both give the same markup.
 */
export function addressOf(page: PrerenderedPage, sample: string): string {
  return page.path.replace(/(?<=\/):(\w+)/g, (_, name: string) =>
    encodeURIComponent(page.params?.[name] ?? sample),
  );
}
