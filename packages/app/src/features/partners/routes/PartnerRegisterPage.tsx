import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PartnerRegistrationForm, type PartnerRegistrationFormLabels } from '@wellness/ui/marketplace';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { countriesRequested } from '../../reference/slice';
import { countryChoices, partnerTypeLabel, registrationMessages } from '../partnerWords';
import { applicationFormOpened, partnerApplicationSent } from '../slice';

const LABEL_IDS: Record<keyof PartnerRegistrationFormLabels, string> = {
  title: 'partner.title',
  lead: 'partner.lead',
  business: 'partner.business',
  contact: 'partner.contact',
  address: 'form.address',
  name: 'partner.name',
  logo: 'partner.logo',
  logoHint: 'partner.logoHint',
  description: 'partner.description',
  link: 'partner.link',
  linkHint: 'partner.linkHint',
  type: 'partner.type',
  emailId: 'form.email',
  phoneNumber: 'form.phoneNumber',
  countryCode: 'form.countryCode',
  addressLine1: 'form.addressLine1',
  addressLine2: 'form.addressLine2',
  city: 'form.city',
  state: 'form.state',
  country: 'form.country',
  zipCode: 'form.zipCode',
  choose: 'form.choose',
  noFile: 'form.noFile',
  select: 'form.select',
  submit: 'form.submit',
  busy: 'form.busy',
};

/**
 * /partners/register (§2, §6): open to anyone. The logo is checked here by its name and first bytes, and again by
 * the server; success says §8's words and goes to /marketplace.
 */
export function PartnerRegisterPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `app.partners.${id}` });
  const dispatch = useAppDispatch();
  const countries = useAppSelector((state) => state.reference.countries.items);
  const { sending, failure } = useAppSelector((state) => state.partners.partner);
  const choices = useMemo(() => countryChoices(countries), [countries]);

  useEffect(() => {
    dispatch(applicationFormOpened());
    dispatch(countriesRequested());
  }, [dispatch]);

  return (
    <section>
      <PartnerRegistrationForm
        countryCodes={choices.codes}
        countries={choices.names}
        busy={sending}
        error={failure ? t(`form.${failure === 'other' ? 'failed' : failure}`) : undefined}
        onSubmit={(values) => dispatch(partnerApplicationSent(values))}
        typeLabel={(value) => partnerTypeLabel(intl, value)}
        labels={
          Object.fromEntries(
            Object.entries(LABEL_IDS).map(([key, id]) => [key, t(id)]),
          ) as unknown as PartnerRegistrationFormLabels
        }
        messages={registrationMessages(intl)}
      />
    </section>
  );
}

export { PartnerRegisterPage as Component };
