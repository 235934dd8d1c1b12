import { useMemo, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApiClient } from '@wellness/api';
import { timing as appTiming, type Timing } from '../config/timing';
import { notify } from '../features/notifications/slice';
import { signedIn } from '../features/session/slice';
import { useAppDispatch } from './hooks';
import { PublicServicesContext, type PublicServices } from './publicServices';
import type { AppStore } from './store';

const apis = new WeakMap<AppStore, ApiClient>();

/** The one API client of a store's app (App.tsx startApp), for the open pages' flows. */
export function attachApi(store: AppStore, api: ApiClient): void {
  apis.set(store, api);
}

/**
 * The open pages' services in the full app: toasts through the notifications slice, a sign-in through the
 * session slice (whose saga keeps the token and loads the member's settings), navigation through the router.
 */
export function storePublicServices(
  dispatch: (action: UnknownAction) => unknown,
  api: ApiClient,
  navigate: PublicServices['navigate'],
  timing: Timing = appTiming,
): PublicServices {
  return {
    api,
    navigate,
    timing,
    notify: (kind, message, durationMs) => void dispatch(notify(kind, message, durationMs)),
    signIn: (session) => void dispatch(signedIn(session)),
  };
}

/** Layout of the open routes in the full app: gives their pages the services from the router and the store. */
export function AppPublicServices({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const { state } = useLocation();
  const params = useParams();
  const api = apis.get(store);
  if (!api) throw new Error('The open pages need the store started by startApp (App.tsx)');
  const services = useMemo(
    () => storePublicServices(dispatch, api, (to, options) => void navigate(to, options)),
    [dispatch, api, navigate],
  );
  const value = useMemo(() => ({ ...services, params, state }), [services, params, state]);
  return <PublicServicesContext.Provider value={value}>{children}</PublicServicesContext.Provider>;
}

/**
 * The app's API client for a component that awaits a call's answer itself (the catalogue gallery's uploads, whose
 * stored pictures go straight into the form); everything else goes through the sagas.
 */
export function useAppApi(): ApiClient {
  const api = apis.get(useStore() as AppStore);
  if (!api) throw new Error('The API client is attached by startApp (App.tsx)');
  return api;
}
