import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  CancelPackageDialog,
  PackageComparison,
  PackagePicker,
  membershipComparisonRows,
} from '@wellness/ui/packages';
import { useAppDispatch, useAppSelector, useDeferredAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { selectUser } from '../../session/selectors';
import { PurchaseDialogs } from '../PurchaseDialogs/PurchaseDialogs';
import { packageCancelConfirmed, packageSelectRequested, packagesRequested } from '../slice';

/** /packages and /membershipPackage: the yearly picker, the comparison, and the purchase and cancel dialogs. */
export function PackagesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const list = useDeferredAppSelector((state) => state.packages.list);
  const selecting = useAppSelector((state) => state.packages.selecting);
  const cancelling = useAppSelector((state) => state.packages.cancelling);
  const current = useAppSelector(selectUser)?.package ?? null;
  const [cancelOpen, setCancelOpen] = useState(false);

  // Read again when the member's package changes (a selection, a purchase, a cancel): what each package offers is
  // the server's answer for the package held.
  useEffect(() => {
    dispatch(packagesRequested());
  }, [dispatch, current?.uuid]);
  useOnLocaleChange(() => dispatch(packagesRequested()));

  // The comparison's features and values in the member's language ('20%' is '%20' in Turkish).
  const comparisonRows = membershipComparisonRows.map((row) => ({
    ...row,
    label: t(`app.packages.comparisonRow.${row.id}`),
    values: Object.fromEntries(
      Object.entries(row.values).map(([pkg, value]) => {
        const percent = /^(\d+)%$/.exec(value)?.[1];
        if (percent !== undefined) return [pkg, t('app.packages.comparison.percent', { value: percent })];
        return [pkg, value === '1 free orientation' ? t('app.packages.comparison.freeOrientation') : value];
      }),
    ),
  }));

  // Ascending by annualCost (§2), as the server lists them: Starter, Explorer, Champion.
  const packages = list.items;

  return (
    <>
      <PackagePicker
        packages={packages}
        title={t('app.packages.page.title')}
        titleLevel={1}
        busyPackageUuid={cancelling ? (current?.uuid ?? null) : selecting}
        busyAction={cancelling ? 'cancel' : 'select'}
        onSelect={(pkg) => dispatch(packageSelectRequested(pkg.uuid))}
        onCancel={() => setCancelOpen(true)}
        loading={list.status === 'idle' || list.status === 'loading'}
        loadingLabel={t('app.packages.list.loading')}
        error={list.status === 'failed'}
        errorText={t('app.packages.list.error')}
        emptyText={t('app.packages.list.empty')}
        cardLabels={{
          selectLabel: t('app.packages.card.select'),
          cancelLabel: t('app.packages.card.cancel'),
          busyLabel: t('app.packages.card.processing'),
          currentLabel: t('app.packages.card.current'),
          freeLabel: t('app.packages.card.free'),
          perYearSuffix: t('app.packages.card.perYear'),
          badgeLine: (name) => t('app.packages.card.badgeLine', { name }),
        }}
        footer={
          packages.length > 0 && (
            <PackageComparison
              packages={packages}
              rows={comparisonRows}
              currentPackageUuid={current?.uuid ?? null}
              caption={t('app.packages.comparison.caption')}
              featureHeader={t('app.packages.comparison.feature')}
              priceLabel={t('app.packages.comparison.price')}
              freeLabel={t('app.packages.card.free')}
              perYearSuffix={t('app.packages.card.perYear')}
              notIncludedLabel={t('app.packages.comparison.notIncluded')}
              currentLabel={t('app.packages.card.current')}
            />
          )
        }
      />
      <PurchaseDialogs />
      {current && (
        <CancelPackageDialog
          open={cancelOpen}
          packageName={current.name}
          busy={cancelling}
          onClose={() => setCancelOpen(false)}
          onConfirm={() => dispatch(packageCancelConfirmed())}
          title={t('app.packages.cancelDialog.title')}
          question={(name) => t('app.packages.cancelDialog.question', { name })}
          warnings={(name) => [
            t('app.packages.cancelDialog.benefits', { name }),
            t('app.packages.cancelDialog.free'),
            t('app.packages.cancelDialog.noRefund'),
            t('app.packages.cancelDialog.resubscribe', { name }),
          ]}
          confirmLabel={t('app.packages.cancelDialog.yes')}
          cancelLabel={t('app.packages.cancelDialog.no')}
          busyLabel={t('app.packages.card.processing')}
          closeLabel={t('app.packages.cardDialog.close')}
        />
      )}
    </>
  );
}

export { PackagesPage as Component };
