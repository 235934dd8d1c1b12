import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@wellness/ui/components/Button';
import { WelcomePanel } from '@wellness/ui/content';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/selectors';

/** /dashboard: the welcome screen. Categories, products and services join it with the marketplace. */
export function DashboardPage() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const firstName = user?.name?.trim().split(/\s+/)[0] ?? '';
  return (
    <WelcomePanel
      name={firstName}
      action={
        <Button as={Link} to="/profile">
          {intl.formatMessage({ id: 'app.dashboard.welcome.profile' })}
        </Button>
      }
      labels={{
        // The panel fills in the name itself.
        greeting: firstName
          ? intl.formatMessage({ id: 'app.dashboard.welcome.title' }, { name: '{name}' })
          : intl.formatMessage({ id: 'app.dashboard.welcome.titleNoName' }),
        text: intl.formatMessage({ id: 'app.dashboard.welcome.text' }),
      }}
    />
  );
}

export { DashboardPage as Component };
