import { useSyncExternalStore } from 'react';
import type { MobileApp } from '@wellness/api';
import { usePublicServices } from '../../app/publicServices';
import { timing } from '../../config/timing';
import { useClientConfig } from '../reference/clientConfig';

interface DeviceInfo {
  userAgent: string;
  /** iPadOS reports a desktop Mac user agent; touch points tell it apart. */
  maxTouchPoints: number;
}

export function currentDevice(): DeviceInfo {
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0 };
}

const deviceNeverChanges = () => () => {};

/**
 * Whether this is a phone or tablet, for rendering. A prerendered page was rendered as on a computer; React
 * hydrates it with that answer and then re-renders with the device's own, so hydration always matches.
 */
export function useIsPhoneOrTablet(): boolean {
  return useSyncExternalStore(
    deviceNeverChanges,
    () => isPhoneOrTablet(currentDevice()),
    () => false,
  );
}

function isIos({ userAgent, maxTouchPoints }: DeviceInfo): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Phones and tablets (§1): their Login button opens the companion app instead, when the deployment has one
 * (`useCompanionApp`).
 */
export function isPhoneOrTablet(device: DeviceInfo): boolean {
  return (
    isIos(device) ||
    /Android|Mobile|Tablet|Silk|Kindle|BlackBerry|Opera Mini|IEMobile/i.test(device.userAgent)
  );
}

function storeUrl(device: DeviceInfo, app: MobileApp): string {
  return isIos(device) ? app.appStoreUrl : app.playStoreUrl;
}

/**
 * The companion app to offer on this device: the deployment's (GET /config, from MOBILE_APP_URL and the two store
 * variables) on a phone or tablet; null on a computer, while the config is being read, and when the deployment
 * has no app, so a phone then signs in on the web like a computer.
 */
export function useCompanionApp(): MobileApp | null {
  const { api } = usePublicServices();
  const mobileApp = useClientConfig(api)?.mobileApp ?? null;
  return useIsPhoneOrTablet() ? mobileApp : null;
}

export interface OpenAppEnvironment {
  /** Sends the browser to a URL (the deep link, then maybe the store page). */
  go: (url: string) => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** True once the page went to the background, i.e. the app opened. */
  isHidden: () => boolean;
}

function browserEnvironment(): OpenAppEnvironment {
  return {
    go: (url) => window.location.assign(url),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    isHidden: () => document.visibilityState === 'hidden',
  };
}

/**
 * Opens the companion app through its deep link; if the page is still in front after `fallbackMs` (the app is
 * not installed), opens the app's store page instead. Returns a function that cancels the fallback.
 */
export function openCompanionApp(
  app: MobileApp,
  device: DeviceInfo = currentDevice(),
  environment: OpenAppEnvironment = browserEnvironment(),
  fallbackMs: number = timing.companionAppFallbackMs,
): () => void {
  const handle = environment.setTimer(() => {
    if (!environment.isHidden()) environment.go(storeUrl(device, app));
  }, fallbackMs);
  environment.go(app.url);
  return () => environment.clearTimer(handle);
}
