export { Toast } from './Toast';
export type { ToastProps, ToastKind } from './Toast';
export {
  ToastProvider,
  DEFAULT_TOAST_DURATION,
  AUTH_TOAST_DURATION,
  MAX_TOASTS_PER_KIND,
} from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { useToast } from './toastContext';
export type { ToastApi, ShowToastOptions } from './toastContext';
