import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity } from './googleIdentity';

export interface GoogleSignInButtonProps {
  clientId: string;
  locale: string;
  /** Receives Google's ID token; the server verifies it and trusts nothing else. */
  onCredential: (idToken: string) => void;
  /** Shown when Google cannot be reached. */
  unavailableText: string;
}

/** Google's own sign-in button (Google Identity Services), rendered only when a client id is configured. */
export function GoogleSignInButton({
  clientId,
  locale,
  onCredential,
  unavailableText,
}: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((identity) => {
        if (!active || !container.current) return;
        identity.initialize({
          client_id: clientId,
          callback: (response) => callback.current(response.credential),
        });
        identity.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          locale,
        });
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [clientId, locale]);

  if (failed) return <p role="status">{unavailableText}</p>;
  return <div ref={container} data-testid="google-sign-in" />;
}
