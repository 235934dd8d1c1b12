/**
 * Everything about the organisation that runs the portal, in one place. Each value has a default and can be
 * overridden at build time with the `VITE_…` variable named beside it. A link is either an in-app path
 * (starting with '/') or an absolute address, opened in a new tab.
 */
export interface SiteConfig {
  organisationName: string;
  supportEmail: string;
  supportPhones: [string, string];
  contactAddress: string;
  links: { donate: string; contact: string; about: string; privacy: string };
}

type Env = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export function readSiteConfig(env: Env): SiteConfig {
  return {
    organisationName: pick(env.VITE_ORGANISATION_NAME, 'Wellness Community'),
    supportEmail: pick(env.VITE_SUPPORT_EMAIL, 'support@wellness.example'),
    supportPhones: [
      pick(env.VITE_SUPPORT_PHONE_1, '+1 (555) 010-0100'),
      pick(env.VITE_SUPPORT_PHONE_2, '+1 (555) 010-0200'),
    ],
    contactAddress: pick(env.VITE_CONTACT_ADDRESS, '100 Wellness Way, Suite 200, San Jose, CA 95110, USA'),
    links: {
      donate: pick(env.VITE_DONATE_URL, 'https://wellness.example/donate'),
      // Contact us and Privacy Policy are the app's own pages unless the organisation links its own.
      contact: pick(env.VITE_CONTACT_URL, '/contact'),
      about: pick(env.VITE_ABOUT_URL, 'https://wellness.example/about'),
      privacy: pick(env.VITE_PRIVACY_URL, '/privacy'),
    },
  };
}

export const siteConfig: SiteConfig = readSiteConfig(import.meta.env);
