import { useCallback } from 'react';
import { usePublicServices } from '../../../app/publicServices';
import { useClientConfig } from '../../reference/clientConfig';
import { loadGoogleIdentity } from './googleIdentity';

/**
 * Google sign-in for the forms' Google button (and their OR divider), or undefined (neither) while the server has
 * not said that Google sign-in is configured: the client id comes from GET /config at run time, so one build
 * serves every deployment. Google Identity Services loads only on the first click; its ID token goes to
 * `onIdToken` (the page's sign-in flow), and the server verifies it.
 */
export function useGoogleSignIn(onIdToken: (idToken: string) => void) {
  const { api, notify, timing } = usePublicServices();
  // Read once by each client (GET /config); null while unknown and when the server has no Google sign-in.
  const clientId = useClientConfig(api)?.googleClientId ?? null;
  const unavailable = useCallback(
    () => notify('error', { id: 'app.common.google.unavailable' }, timing.toastMs),
    [notify, timing],
  );
  const signIn = useCallback(() => {
    if (!clientId) return;
    loadGoogleIdentity()
      .then((identity) => {
        identity.initialize({
          client_id: clientId,
          callback: (response) => onIdToken(response.credential),
          use_fedcm_for_prompt: true,
        });
        identity.prompt((notification) => {
          if (notification.isNotDisplayed()) unavailable();
        });
      })
      .catch(unavailable);
  }, [clientId, onIdToken, unavailable]);
  return clientId ? signIn : undefined;
}
