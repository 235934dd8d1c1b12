import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { LoadingIndicator } from '@wellness/ui';
import {
  BecomeHeroForm,
  HeroLimitDialog,
  RequestExistsDialog,
  type BecomeHeroFormLabels,
  type BecomeHeroFormMessages,
  type HeroLimitDialogLabels,
  type HeroOptionKind,
} from '@wellness/ui/heroes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { categoryMessageId } from '../../events/paths';
import { PACKAGES_PATH } from '../../packages/paths';
import { packagesRequested } from '../../packages/slice';
import { heroCategoryLabel } from '../heroWords';
import { becomeHeroRequested, becomeUpgradeAlertClosed, existingRequestChecked } from '../slice';

const DASHBOARD_PATH = '/dashboard';

const LABEL_KEYS: (keyof BecomeHeroFormLabels)[] = [
  'title',
  'lead',
  'name',
  'email',
  'mobile',
  'category',
  'ageGroup',
  'numberOfHours',
  'mentoringChannel',
  'areaOfMentoring',
  'experience',
  'reasonForMentoring',
  'diseaseType',
  'diseaseTypeHint',
  'requiredPackage',
  'uploadStory',
  'uploadStoryHint',
  'uploadDocuments',
  'uploadDocumentsHint',
  'choose',
  'noFile',
  'select',
  'submit',
  'busy',
];
const MESSAGE_KEYS: (keyof BecomeHeroFormMessages)[] = [
  'required',
  'areaRequired',
  'hoursMin',
  'storyType',
  'documentType',
];
const LIMIT_KEYS: (keyof HeroLimitDialogLabels)[] = ['title', 'message', 'upgradeNow', 'cancel'];

/** 'on-site' → 'onSite' (catalog ids are alphanumeric). */
const key = (value: string) =>
  value.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_m, next: string) => next.toUpperCase());

/**
 * /become/healthHero: the application with the story file and PDF documents (multipart). An application under
 * review shows 'Request already exists' (Okay → /dashboard), on arrival and when the server says so. The server
 * checks each file by its bytes; a refusal is named on the form.
 */
export function BecomeHeroPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user);
  const existing = useAppSelector((state) => state.heroes.existing);
  const becoming = useAppSelector((state) => state.heroes.becoming);
  const failure = useAppSelector((state) => state.heroes.becomeFailure);
  const upgradeAlert = useAppSelector((state) => state.heroes.becomeUpgradeAlert);

  const packages = useAppSelector((state) => state.packages.list);

  useEffect(() => {
    dispatch(existingRequestChecked());
  }, [dispatch]);
  useEffect(() => {
    // The required membership is chosen from the packages members can hold.
    if (packages.status === 'idle') dispatch(packagesRequested());
  }, [dispatch, packages.status]);

  const optionLabel = (kind: HeroOptionKind, value: string) => {
    if (kind === 'category') return heroCategoryLabel(intl, value);
    if (kind === 'areaOfMentoring')
      return intl.formatMessage({ id: categoryMessageId(value), defaultMessage: value });
    const prefix = kind === 'ageGroup' ? 'age' : 'channel';
    return intl.formatMessage({ id: `app.heroes.${prefix}.${key(value)}`, defaultMessage: value });
  };

  return (
    <section>
      {existing === 'idle' || existing === 'checking' ? (
        <LoadingIndicator label={t('app.heroes.become.checking')} />
      ) : (
        <BecomeHeroForm
          packages={packages.items}
          name={user?.name ?? ''}
          email={user?.email ?? ''}
          mobile={user?.mobile ?? ''}
          busy={becoming}
          error={failure ? t(`app.heroes.become.${failure === 'other' ? 'failed' : failure}`) : undefined}
          optionLabel={optionLabel}
          onSubmit={(values) => {
            if (!becoming) dispatch(becomeHeroRequested(values));
          }}
          labels={Object.fromEntries(LABEL_KEYS.map((k) => [k, t(`app.heroes.become.${k}`)]))}
          messages={Object.fromEntries(MESSAGE_KEYS.map((k) => [k, t(`app.heroes.become.${k}`)]))}
        />
      )}
      <RequestExistsDialog
        open={existing === 'exists'}
        onOkay={() => navigate(DASHBOARD_PATH)}
        labels={{
          title: t('app.heroes.become.existsTitle'),
          message: t('app.heroes.become.existsMessage'),
          okay: t('app.heroes.become.existsOkay'),
        }}
      />
      <HeroLimitDialog
        open={upgradeAlert}
        labels={Object.fromEntries(LIMIT_KEYS.map((k) => [k, t(`app.heroes.limit.${k}`)]))}
        onCancel={() => dispatch(becomeUpgradeAlertClosed())}
        onUpgrade={() => {
          dispatch(becomeUpgradeAlertClosed());
          navigate(PACKAGES_PATH);
        }}
      />
    </section>
  );
}

export { BecomeHeroPage as Component };
