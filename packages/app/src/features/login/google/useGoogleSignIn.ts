import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { timing } from '../../../config/timing';
import { notify } from '../../notifications/slice';
import { clientConfigRequested } from '../../reference/slice';
import { socialLoginRequested } from '../slice';
import { loadGoogleIdentity } from './googleIdentity';

/**
 * Google sign-in for the forms' Google button (and their OR divider), or undefined (neither) while the server has
 * not said that Google sign-in is configured: the client id comes from GET /config at run time, so one build
 * serves every deployment. Google Identity Services loads only on the first click; its ID token goes to the
 * server, which verifies it.
 */
export function useGoogleSignIn() {
  const dispatch = useAppDispatch();
  const clientId = useAppSelector((state) => state.reference.clientConfig.googleClientId);
  useEffect(() => {
    dispatch(clientConfigRequested());
  }, [dispatch]);
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
