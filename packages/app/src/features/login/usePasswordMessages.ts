import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PasswordMessages } from '@wellness/ui/account';

/** The password rules' messages of §5, translated. */
export function usePasswordMessages(): PasswordMessages {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return {
      required: t('app.common.password.required'),
      minLength: t('app.common.password.minLength'),
      uppercase: t('app.common.password.uppercase'),
      lowercase: t('app.common.password.lowercase'),
      number: t('app.common.password.number'),
      special: t('app.common.password.special'),
    };
  }, [intl]);
}
