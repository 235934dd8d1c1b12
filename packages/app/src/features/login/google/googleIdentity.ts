/** The small part of Google Identity Services the app uses. */
interface GoogleCredentialResponse {
  credential: string;
}

interface GooglePromptNotification {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
}

interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: GooglePromptNotification) => void): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleAccountsId> | null = null;

/**
 * Loads Google Identity Services once. Only called when a Google client id is configured, so a deployment
 * without Google sign-in never contacts Google.
 */
export function loadGoogleIdentity(doc: Document = document): Promise<GoogleAccountsId> {
  if (loading) return loading;
  loading = new Promise<GoogleAccountsId>((resolve, reject) => {
    const ready = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not load'));
    };
    if (window.google?.accounts?.id) {
      ready();
      return;
    }
    const script = doc.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = ready;
    script.onerror = () => reject(new Error('Google Identity Services could not be reached'));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    // Allow a later attempt (e.g. after the network comes back).
    loading = null;
    throw error;
  });
  return loading;
}
