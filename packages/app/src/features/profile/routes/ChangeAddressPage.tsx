import { AddressScreen } from '../AddressForm';

/** /changeaddress, titled Shipping Address. */
export function ChangeAddressPage() {
  return <AddressScreen titleId="app.profile.address.title" />;
}

export { ChangeAddressPage as Component };
