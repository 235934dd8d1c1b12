import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@wellness/api';
import { usePublicServices } from '../../../app/publicServices';
import { fetchClientConfig } from '../../reference/api';
import { loadGoogleIdentity } from './googleIdentity';

const clientIds = new WeakMap<ApiClient, Promise<string | null>>();

/**
 * Google sign-in's client id from GET /config, read once by each client (it changes only when the server is
 * restarted); null when the server has no Google sign-in. A failed read is tried again by the next page.
 */
function googleClientId(api: ApiClient): Promise<string | null> {
  let read = clientIds.get(api);
  if (!read) {
    read = fetchClientConfig(api).then((result) => {
      if (result.ok) return result.data.googleClientId;
      clientIds.delete(api);
      return null;
    });
    clientIds.set(api, read);
  }
  return read;
}

/**
 * Google sign-in for the forms' Google button (and their OR divider), or undefined (neither) while the server has
 * not said that Google sign-in is configured: the client id comes from GET /config at run time, so one build
 * serves every deployment. Google Identity Services loads only on the first click; its ID token goes to
 * `onIdToken` (the page's sign-in flow), and the server verifies it.
 */
export function useGoogleSignIn(onIdToken: (idToken: string) => void) {
  const { api, notify, timing } = usePublicServices();
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void googleClientId(api).then((id) => {
      if (current) setClientId(id);
    });
    return () => {
      current = false;
    };
  }, [api]);
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
