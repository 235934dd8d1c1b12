import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { Button } from '@wellness/ui/components/Button';
import { StatusPage } from './StatusPage';

/**
 * Shown when a screen fails to render or its code cannot be loaded (e.g. after a deployment replaced the
 * chunks): reloading fetches the current version.
 */
export function RouteError() {
  const intl = useIntl();
  const error = useRouteError();
  // The page hides the cause from the member; the console keeps it for whoever investigates.
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <StatusPage
      title={intl.formatMessage({ id: 'app.shell.error.title' })}
      text={intl.formatMessage({ id: 'app.shell.error.text' })}
      action={
        <Button onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'app.shell.error.reload' })}
        </Button>
      }
    />
  );
}
