import { useIntl } from 'react-intl';
import { LoadingIndicator } from '@wellness/ui/components/LoadingIndicator';

/** 'Loading...' while a lazy route's code or the session at start-up loads. */
export function RouteLoading({ fullPage = false }: { fullPage?: boolean }) {
  const intl = useIntl();
  return (
    <LoadingIndicator
      label={intl.formatMessage({ id: 'app.shell.loading.label' })}
      variant={fullPage ? 'fullPage' : 'inline'}
      size="lg"
    />
  );
}
