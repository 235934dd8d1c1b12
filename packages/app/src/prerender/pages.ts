/**
 * The open pages written as HTML at build time, one file per language (`dist/prerendered/<name>.<locale>.html`),
 * which the server sends for these paths (matched without regard to case, like the app's routes). `source` is
 * the route's module, whose chunks the page preloads.
 */
export const prerenderedPages = [
  { path: '/login', name: 'login', source: 'features/login/routes/LoginPage.tsx' },
  { path: '/Signup', name: 'signup', source: 'features/signup/routes/SignupPage.tsx' },
  {
    path: '/forgetPassword',
    name: 'forget-password',
    source: 'features/passwordReset/routes/ForgotPasswordPage.tsx',
  },
  {
    path: '/verify/email',
    name: 'verify-email',
    source: 'features/verifyEmail/routes/VerifyEmailNoticePage.tsx',
  },
] as const;
