import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Toast } from './Toast';
import type { ToastKind } from './Toast';
import { Region } from './Toast.styles';
import { ToastContext } from './toastContext';
import type { ShowToastOptions, ToastApi } from './toastContext';

/** Spec §9: toasts hide after 3000 ms (auth and password toasts pass 6000). */
export const DEFAULT_TOAST_DURATION = 3000;
/** Spec §8/§9: login, sign-up and password toasts stay 6000 ms (`show({ duration: AUTH_TOAST_DURATION })`). */
export const AUTH_TOAST_DURATION = 6000;
/** Spec §8: toasts of one kind may show up to 10 at a time. */
export const MAX_TOASTS_PER_KIND = 10;

export interface ToastProviderProps {
  children?: ReactNode;
  /** Milliseconds a toast stays when `show` names no duration. Tests pass a short one. */
  defaultDuration?: number;
  /** How many toasts of one kind may show at once; the oldest of that kind goes first. */
  maxPerKind?: number;
  closeLabel?: string;
  /** Name of the landmark holding the toasts. */
  regionLabel?: string;
  /** Where the toasts render; `document.body` by default. */
  container?: Element | null;
}

interface ToastEntry {
  id: string;
  kind: ToastKind;
  message: ReactNode;
  duration: number;
}

interface TimedToastProps extends ToastEntry {
  closeLabel: string;
  onDismiss: (id: string) => void;
}

/** A toast that hides itself after `duration`, paused while the pointer or focus is on it. */
function TimedToast({ id, kind, message, duration, closeLabel, onDismiss }: TimedToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const paused = hovered || focused;

  useEffect(() => {
    // A non-finite duration keeps the toast until it is closed.
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = performance.now();
    const timer = setTimeout(() => onDismiss(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= performance.now() - startedAt;
    };
  }, [paused, id, onDismiss]);

  return (
    <Toast
      kind={kind}
      message={message}
      closeLabel={closeLabel}
      onClose={() => onDismiss(id)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    />
  );
}

/** Holds the toast stack (top centre of the page) and gives `useToast()` to everything inside. */
export function ToastProvider({
  children,
  defaultDuration = DEFAULT_TOAST_DURATION,
  maxPerKind = MAX_TOASTS_PER_KIND,
  closeLabel = 'Close',
  regionLabel = 'Notifications',
  container,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    ({ kind, message, duration = defaultDuration }: ShowToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => {
        const next = [...current, { id, kind, message, duration }];
        const sameKind = next.filter((toast) => toast.kind === kind);
        const excess = new Set(sameKind.slice(0, Math.max(0, sameKind.length - maxPerKind)).map((t) => t.id));
        return excess.size ? next.filter((toast) => !excess.has(toast.id)) : next;
      });
      return id;
    },
    [defaultDuration, maxPerKind],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  const region = (
    <Region aria-label={regionLabel}>
      {toasts.map((toast) => (
        <TimedToast key={toast.id} {...toast} closeLabel={closeLabel} onDismiss={dismiss} />
      ))}
    </Region>
  );
  const target = container ?? (typeof document === 'undefined' ? null : document.body);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {target ? createPortal(region, target) : region}
    </ToastContext.Provider>
  );
}
