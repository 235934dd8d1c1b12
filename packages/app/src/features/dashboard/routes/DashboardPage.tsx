import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@wellness/ui/components/Button';
import { WellnessIllustration } from '@wellness/ui/account';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/selectors';
import { Actions, Surface } from '../../shell/PageParts';

const Welcome = styled(Surface)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }

  svg {
    inline-size: 100%;
    max-inline-size: 360px;
    block-size: auto;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** /dashboard: the welcome screen. Categories, products and services join it with the marketplace. */
export function DashboardPage() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const firstName = user?.name?.trim().split(/\s+/)[0];
  return (
    <Welcome aria-labelledby="welcome-title">
      <div>
        <Title id="welcome-title">
          {firstName
            ? intl.formatMessage({ id: 'app.dashboard.welcome.title' }, { name: firstName })
            : intl.formatMessage({ id: 'app.dashboard.welcome.titleNoName' })}
        </Title>
        <Text>{intl.formatMessage({ id: 'app.dashboard.welcome.text' })}</Text>
        <Actions>
          <Button as={Link} to="/profile">
            {intl.formatMessage({ id: 'app.dashboard.welcome.profile' })}
          </Button>
          <Button as={Link} to="/packages" variant="secondary">
            {intl.formatMessage({ id: 'app.dashboard.welcome.packages' })}
          </Button>
        </Actions>
      </div>
      <WellnessIllustration />
    </Welcome>
  );
}

export { DashboardPage as Component };
