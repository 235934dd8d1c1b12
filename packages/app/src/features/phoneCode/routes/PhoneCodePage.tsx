import { useIntl } from 'react-intl';
import { PhoneCodeForm } from '@wellness/ui/account/PhoneCodeForm';
import { usePublicServices } from '../../../app/publicServices';
import { AuthPage } from '../../shell/AuthPage';

/** /verification/phone: asks for a 4-digit code. The spec wires it to no call, so it says so instead of pretending. */
export function PhoneCodePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { notify, timing } = usePublicServices();
  return (
    <AuthPage sideTitleId="app.phoneCode.page.sideTitle" sideTextId="app.phoneCode.page.sideText">
      <PhoneCodeForm
        onSubmit={() => notify('info', { id: 'app.phoneCode.toast.notAvailable' }, timing.toastMs)}
        labels={{
          title: t('app.phoneCode.form.title'),
          text: t('app.phoneCode.form.text'),
          code: t('app.phoneCode.form.code'),
          submit: t('app.phoneCode.form.submit'),
          busy: t('app.phoneCode.form.busy'),
        }}
        messages={{ invalid: t('app.phoneCode.form.invalid') }}
      />
    </AuthPage>
  );
}

export { PhoneCodePage as Component };
