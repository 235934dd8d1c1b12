import { useEffect, useState } from 'react';
import type { ApiClient, ClientConfig } from '@wellness/api';
import { fetchClientConfig } from './api';

const configs = new WeakMap<ApiClient, Promise<ClientConfig | null>>();

/**
 * What this deployment offers the app (GET /config: Google sign-in's client id, the companion mobile app), read
 * once by each client: it changes only when the server is restarted. A failed read answers null and is tried
 * again by the next page. The open pages use it without the store, so it is a plain promise per client.
 */
export function clientConfig(api: ApiClient): Promise<ClientConfig | null> {
  let read = configs.get(api);
  if (!read) {
    read = fetchClientConfig(api).then((result) => {
      if (result.ok) return result.data;
      configs.delete(api);
      return null;
    });
    configs.set(api, read);
  }
  return read;
}

/** The deployment's config once read (null before, and when it could not be read). */
export function useClientConfig(api: ApiClient): ClientConfig | null {
  const [config, setConfig] = useState<ClientConfig | null>(null);
  useEffect(() => {
    let current = true;
    void clientConfig(api).then((read) => {
      if (current) setConfig(read);
    });
    return () => {
      current = false;
    };
  }, [api]);
  return config;
}
