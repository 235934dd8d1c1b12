import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { siteConfig } from '../../../config/site';
import { timing } from '../../../config/timing';
import { notify } from '../../notifications/slice';
import { socialLoginRequested } from '../slice';
import { loadGoogleIdentity } from './googleIdentity';

/**
 * Google sign-in for the forms' Google button, or undefined (no button) when no Google client id is configured.
 * Google Identity Services loads only on the first click; its ID token goes to the server, which verifies it.
 */
export function useGoogleSignIn(clientId: string | undefined = siteConfig.googleClientId) {
  const dispatch = useAppDispatch();
  const unavailable = useCallback(
    () => dispatch(notify('error', { id: 'app.common.google.unavailable' }, timing.toastMs)),
    [dispatch],
  );
  const signIn = useCallback(() => {
    if (!clientId) return;
    loadGoogleIdentity()
      .then((identity) => {
        identity.initialize({
          client_id: clientId,
          callback: (response) => dispatch(socialLoginRequested({ idToken: response.credential })),
          use_fedcm_for_prompt: true,
        });
        identity.prompt((notification) => {
          if (notification.isNotDisplayed()) unavailable();
        });
      })
      .catch(unavailable);
  }, [clientId, dispatch, unavailable]);
  return clientId ? signIn : undefined;
}
