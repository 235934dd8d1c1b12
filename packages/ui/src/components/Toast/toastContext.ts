import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ToastKind } from './Toast';

export interface ShowToastOptions {
  kind: ToastKind;
  message: ReactNode;
  /** Milliseconds before it hides itself; defaults to the provider's `defaultDuration` (3000). */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ShowToastOptions) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
