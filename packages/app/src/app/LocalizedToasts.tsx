import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ToastProvider } from '@wellness/ui/components/Toast';

/** The design system's toast stack with its words in the language shown. */
export function LocalizedToasts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <ToastProvider
      closeLabel={intl.formatMessage({ id: 'app.shell.toast.close' })}
      regionLabel={intl.formatMessage({ id: 'app.shell.toast.region' })}
    >
      {children}
    </ToastProvider>
  );
}
