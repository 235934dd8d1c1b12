import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PartnerDetails } from '@wellness/ui/marketplace';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { partnerTypeLabel } from '../partnerWords';
import { partnerRequested } from '../slice';

/** /partner/{BsId}: logo, name, type, 'Visit Website' (a new tab) and the description. */
export function PartnerDetailsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const { id = '' } = useParams();
  const detail = useAppSelector((state) => state.partners.detail);

  useEffect(() => {
    dispatch(partnerRequested(id));
  }, [dispatch, id]);
  // The description comes in the member's language.
  useOnLocaleChange(() => dispatch(partnerRequested(id)));

  const current = detail.partner?.uuid === id ? detail.partner : null;
  return (
    <section>
      <PartnerDetails
        partner={current}
        typeLabel={(value) => partnerTypeLabel(intl, value)}
        visitLabel={t('app.partners.detail.visit')}
        newTabLabel={t('app.partners.detail.newTab')}
        typeHeading={t('app.partners.detail.type')}
        aboutHeading={t('app.partners.detail.about')}
        loading={detail.status === 'loading' || detail.status === 'idle'}
        loadingLabel={t('app.partners.detail.loading')}
        error={detail.status === 'failed'}
        errorText={t('app.partners.detail.error')}
        onRetry={() => dispatch(partnerRequested(id))}
        retryLabel={t('app.partners.detail.retry')}
        notFoundText={t('app.partners.detail.notFound')}
      />
    </section>
  );
}

export { PartnerDetailsPage as Component };
