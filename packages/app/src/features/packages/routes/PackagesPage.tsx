import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Package } from '@wellness/api';
import { Button } from '@wellness/ui/components/Button';
import { PackageBadge } from '@wellness/ui/components/Badge';
import { Price } from '@wellness/ui/components/Price';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/selectors';
import { RouteLoading } from '../../shell/RouteLoading';
import { packageSelectRequested, packagesRequested } from '../slice';

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size['2xl']};
  margin-block-end: ${({ theme }) => theme.space[6]};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};

  &[data-current='true'] {
    border-color: ${({ theme }) => theme.color.primary.default};
  }
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Benefits = styled.ul`
  flex: 1;
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const STARTER = 'Starter';

/**
 * A minimal, honest package page: the packages from the server and Select for Starter, the free package that is
 * assigned without payment. Buying a paid package (card dialog, subscription) comes with the purchase flow.
 */
export function PackagesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => state.packages.list);
  const selecting = useAppSelector((state) => state.packages.selecting);
  const user = useAppSelector(selectUser);

  useEffect(() => {
    dispatch(packagesRequested());
  }, [dispatch]);

  const action = (item: Package) => {
    if (user?.package?.uuid === item.uuid) return <Note>{t('app.packages.card.current')}</Note>;
    if (item.name === STARTER) {
      return (
        <Button
          busy={selecting === item.uuid}
          busyLabel={t('app.packages.card.processing')}
          disabled={selecting !== null}
          onClick={() => dispatch(packageSelectRequested(item.uuid))}
          aria-label={t('app.packages.card.selectNamed', { name: item.name })}
        >
          {t('app.packages.card.select')}
        </Button>
      );
    }
    return <Note>{t('app.packages.card.paidLater')}</Note>;
  };

  return (
    <section aria-labelledby="packages-title">
      <Title id="packages-title">{t('app.packages.page.title')}</Title>
      {list.status === 'loading' && <RouteLoading />}
      {list.status === 'failed' && <p role="alert">{t('app.packages.list.error')}</p>}
      {list.status === 'succeeded' && list.items.length === 0 && <p>{t('app.packages.list.empty')}</p>}
      <Cards>
        {list.items.map((item) => (
          <Card key={item.uuid} data-current={user?.package?.uuid === item.uuid}>
            <PackageBadge color={item.colour}>{item.name}</PackageBadge>
            <Name>{item.name}</Name>
            <Price
              amount={item.annualCost}
              freeLabel={t('app.packages.card.free')}
              suffix={t('app.packages.card.perYear')}
              locale={intl.locale}
              size="lg"
            />
            <Benefits>
              {item.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
              <li>{t('app.packages.card.badgeLine', { name: item.name })}</li>
            </Benefits>
            {action(item)}
          </Card>
        ))}
      </Cards>
    </section>
  );
}

export { PackagesPage as Component };
