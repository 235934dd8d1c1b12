import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@wellness/ui/components/Toast';
import type { PublicServices } from '../app/publicServices';
import { notificationText } from '../features/notifications/notificationText';
import type { Handover } from '../app/handover';

type Notification = Handover['notifications'][number];

/** The light entry's toasts: a queue the open pages' flows fill and ToastSink shows, as the slice does in the app. */
export interface Notifier {
  notify: PublicServices['notify'];
  /** The toasts still on screen (or waiting), with the time they have left: the full app shows them on. */
  showing: () => Notification[];
  subscribe: (listener: () => void) => () => void;
  pending: () => readonly Notification[];
  taken: () => void;
}

export function createNotifier(now: () => number = () => Date.now()): Notifier {
  let pending: Notification[] = [];
  let recent: (Notification & { at: number })[] = [];
  const listeners = new Set<() => void>();
  return {
    notify(kind, message, durationMs) {
      const notification = { kind, message, durationMs };
      pending = [...pending, notification];
      recent = [...recent, { ...notification, at: now() }];
      listeners.forEach((listener) => listener());
    },
    showing() {
      const time = now();
      return recent
        .map(({ at, ...notification }) => ({
          ...notification,
          durationMs: notification.durationMs - (time - at),
        }))
        .filter((notification) => notification.durationMs > 0);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => pending,
    taken() {
      pending = [];
    },
  };
}

/** Shows the notifier's toasts in the language shown. Renders nothing itself. */
export function ToastSink({ notifier }: { notifier: Notifier }) {
  const pending = useSyncExternalStore(notifier.subscribe, notifier.pending, notifier.pending);
  const toast = useToast();
  const intl = useIntl();
  useEffect(() => {
    if (pending.length === 0) return;
    for (const notification of pending) {
      toast.show({
        kind: notification.kind,
        message: notificationText(intl, notification.message),
        duration: notification.durationMs,
      });
    }
    notifier.taken();
  }, [pending, toast, intl, notifier]);
  return null;
}
