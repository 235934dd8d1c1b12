/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_ORGANISATION_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE_1?: string;
  readonly VITE_SUPPORT_PHONE_2?: string;
  readonly VITE_CONTACT_ADDRESS?: string;
  readonly VITE_DONATE_URL?: string;
  readonly VITE_CONTACT_URL?: string;
  readonly VITE_ABOUT_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
