import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@wellness/ui/components/Button';
import { useAppSelector } from '../../../app/hooks';
import { HOME_PATH, LOGIN_PATH } from '../../../app/guards/routeAccess';
import { selectIsMember } from '../../session/selectors';
import { StatusPage } from '../StatusPage';

/** Any path the app has no screen for. */
export function NotFoundPage() {
  const intl = useIntl();
  const isMember = useAppSelector(selectIsMember);
  return (
    <StatusPage
      code="404"
      title={intl.formatMessage({ id: 'app.shell.notFound.title' })}
      text={intl.formatMessage({ id: 'app.shell.notFound.text' })}
      action={
        <Button as={Link} to={isMember ? HOME_PATH : LOGIN_PATH}>
          {intl.formatMessage({
            id: isMember ? 'app.shell.notFound.toDashboard' : 'app.shell.notFound.toLogin',
          })}
        </Button>
      }
    />
  );
}

export { NotFoundPage as Component };
