import { AddressScreen } from '../AddressForm';

/** /address/add: the same form; afterwards the shipping address screen shows the saved address. */
export function AddAddressPage() {
  return <AddressScreen titleId="app.profile.address.addTitle" then="/changeaddress" />;
}

export { AddAddressPage as Component };
