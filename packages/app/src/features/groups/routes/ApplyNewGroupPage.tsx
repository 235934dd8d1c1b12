import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { EventCategory, WsgProposalStatus } from '@wellness/api';
import { Button } from '@wellness/ui';
import {
  MyProposalsTable,
  NewGroupForm,
  type MyProposalColumnLabels,
  type NewGroupFormLabels,
  type NewGroupFormMessages,
} from '@wellness/ui/groups';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { categoryMessageId } from '../../events/paths';
import { packagesRequested } from '../../packages/slice';
import { useOnLocaleChange } from '../../settings';
import { MY_WSG_PATH } from '../paths';
import { myProposalsRequested, proposalFormOpened, proposalRequested } from '../slice';

const LABEL_KEYS: (keyof NewGroupFormLabels)[] = [
  'title',
  'lead',
  'groupName',
  'description',
  'groupCategory',
  'numberOfMembers',
  'state',
  'city',
  'membershipLevel',
  'select',
  'anyLevel',
  'submit',
  'busy',
];
const MESSAGE_KEYS: (keyof NewGroupFormMessages)[] = ['required', 'membersMin'];
const COLUMNS: (keyof MyProposalColumnLabels)[] = [
  'number',
  'name',
  'category',
  'location',
  'proposedOn',
  'status',
];
const STATUSES: WsgProposalStatus[] = ['pending', 'accepted', 'rejected'];

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;

const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * /wsg/applyForNew: the spec's placeholder form made real. The proposal is saved for staff (who accept it into a
 * group or reject it); the member sees each of their proposals and where it stands below the form.
 */
export function ApplyNewGroupPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const proposals = useAppSelector((state) => state.groups.proposals);
  const proposing = useAppSelector((state) => state.groups.proposing);
  const failed = useAppSelector((state) => state.groups.proposalFailed);
  const sent = useAppSelector((state) => state.groups.proposalsSent);
  const packages = useAppSelector((state) => state.packages.list);

  useEffect(() => {
    dispatch(proposalFormOpened());
    dispatch(myProposalsRequested());
  }, [dispatch]);
  useEffect(() => {
    if (packages.status === 'idle') dispatch(packagesRequested());
  }, [dispatch, packages.status]);
  useOnLocaleChange(() => dispatch(myProposalsRequested()));

  const categoryLabel = (category: EventCategory) =>
    intl.formatMessage({ id: categoryMessageId(category), defaultMessage: category });

  return (
    <Page>
      <NewGroupForm
        // A saved proposal starts the form afresh for the next one.
        key={sent}
        membershipLevels={packages.items.map((pkg) => ({ uuid: pkg.uuid, name: pkg.name }))}
        disabled={packages.status === 'loading'}
        busy={proposing}
        notice={sent > 0 && !failed ? t('app.groups.apply.sent') : undefined}
        error={failed ? t('app.groups.apply.failed') : undefined}
        categoryLabel={categoryLabel}
        onSubmit={(values) => {
          if (!proposing) dispatch(proposalRequested(values));
        }}
        labels={Object.fromEntries(LABEL_KEYS.map((k) => [k, t(`app.groups.apply.${k}`)]))}
        messages={Object.fromEntries(MESSAGE_KEYS.map((k) => [k, t(`app.groups.apply.${k}`)]))}
      />
      <MyProposalsTable
        proposals={proposals.items}
        caption={t('app.groups.proposals.title')}
        columnLabels={Object.fromEntries(COLUMNS.map((k) => [k, t(`app.groups.proposalsColumn.${k}`)]))}
        statusLabels={Object.fromEntries(STATUSES.map((k) => [k, t(`app.groups.proposalStatus.${k}`)]))}
        categoryLabel={categoryLabel}
        formatDate={(iso) => intl.formatDate(iso, { month: 'short', day: '2-digit', year: 'numeric' })}
        loading={proposals.status === 'loading' || proposals.status === 'idle'}
        loadingLabel={t('app.groups.list.loading')}
        error={proposals.status === 'failed'}
        errorText={t('app.groups.list.error')}
        emptyText={t('app.groups.proposals.empty')}
      />
      <Aside>
        <Button as={Link} to={MY_WSG_PATH} variant="tertiary">
          {t('app.groups.apply.toMyGroups')}
        </Button>
      </Aside>
    </Page>
  );
}

export { ApplyNewGroupPage as Component };
