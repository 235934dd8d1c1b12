import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ApiClient, User } from '@wellness/api';
import type { Timing } from '../config/timing';
import type { NotificationKind, NotificationMessage } from '../features/notifications/slice';

/**
 * What the open pages' flows (sign-in, Google sign-in, sign-up, forgot/reset password, e-mail verification) use
 * to act: the API client, navigation, toasts and starting a session. The flows are plain async functions over
 * it, so one implementation runs in both entries: the full app provides it from its router and store
 * (app/AppPublicServices.tsx), the open pages' light entry from the address bar and a tiny state (public/).
 * They never need the saga runtime, the router or the store.
 */
export interface PublicServices {
  api: ApiClient;
  /** Another page: an open page, or (after a sign-in) a member's. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** A toast, in the language shown. */
  notify: (kind: NotificationKind, message: NotificationMessage, durationMs: number) => void;
  /** A token and its user from a sign-in: kept, and the member's session starts. */
  signIn: (session: { token: string; user: User }) => void;
  timing: Timing;
}

/** The open page's place: its path parameters and the page a visitor was on before the member guard sent them here. */
interface PublicPlace {
  params: Readonly<Record<string, string | undefined>>;
  /** Location state the member guard left (app/guards/routeAccess.ts `redirectTarget` reads it). */
  state: unknown;
}

export type PublicContextValue = PublicServices & PublicPlace;

export const PublicServicesContext = createContext<PublicContextValue | null>(null);

/** The services and place of the open page being shown. */
export function usePublicServices(): PublicContextValue {
  const value = useContext(PublicServicesContext);
  if (!value)
    throw new Error('An open page needs PublicServicesContext (the app or the light entry gives it)');
  return value;
}

/**
 * Runs a flow with a busy state local to the page: true from the call until the flow settles (a page left
 * meanwhile is not updated). The flows report through the services, so the promise's value is the page's own.
 */
export function useBusyFlow<Args extends unknown[], Result>(
  flow: (...args: Args) => Promise<Result>,
): [busy: boolean, run: (...args: Args) => Promise<Result>] {
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const latest = useRef(flow);
  useEffect(() => {
    latest.current = flow;
  });
  const run = useCallback(async (...args: Args) => {
    setBusy(true);
    try {
      return await latest.current(...args);
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, []);
  return [busy, run];
}
