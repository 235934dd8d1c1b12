import type { ComponentType } from 'react';

/** An open page: its path (react-router's syntax, relative to /) and its module, whose `Component` is the page. */
interface OpenRoute {
  path: string;
  load: () => Promise<{ Component: ComponentType }>;
}

/**
 * The open pages (no toolbar, navigation or footer; guests only), in one table for both entries: the full app's
 * routes (routes.tsx) and the open pages' light entry (src/public/main.tsx), which matches them with
 * `matchOpenRoute` instead of the router. Paths match case-insensitively, so /ForgetPassword opens the same
 * screen as /forgetPassword and /signup the same as /Signup.
 */
export const openRoutes: readonly OpenRoute[] = [
  { path: 'login', load: () => import('../features/login/routes/LoginPage') },
  { path: 'Signup', load: () => import('../features/signup/routes/SignupPage') },
  { path: 'verify/email', load: () => import('../features/verifyEmail/routes/VerifyEmailNoticePage') },
  { path: 'verify/email/:token', load: () => import('../features/verifyEmail/routes/VerifyEmailPage') },
  { path: 'verification', load: () => import('../features/verifyEmail/routes/VerifyEmailNoticePage') },
  { path: 'verification/phone', load: () => import('../features/phoneCode/routes/PhoneCodePage') },
  { path: 'forgetPassword', load: () => import('../features/passwordReset/routes/ForgotPasswordPage') },
  { path: 'reset/:token', load: () => import('../features/passwordReset/routes/ResetPasswordPage') },
];

export interface OpenRouteMatch {
  route: OpenRoute;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** The open page at `pathname` and its parameters (decoded, as react-router gives them), or null. */
export function matchOpenRoute(pathname: string): OpenRouteMatch | null {
  const asked = segments(pathname);
  for (const route of openRoutes) {
    const pattern = segments(route.path);
    if (pattern.length !== asked.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = asked[index]!;
      if (part.startsWith(':')) {
        try {
          params[part.slice(1)] = decodeURIComponent(segment);
        } catch {
          params[part.slice(1)] = segment;
        }
        return true;
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return { route, params };
  }
  return null;
}
