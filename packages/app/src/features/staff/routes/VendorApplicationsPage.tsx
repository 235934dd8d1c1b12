import { StaffQueuePage } from '../StaffQueuePage';
import { vendorApplicationColumns } from './queues';

/** /staff/vendors: the pending vendor applications (bank details are never shown, only whether any were given). */
export function VendorApplicationsPage() {
  return (
    <StaffQueuePage
      queue="vendorApplications"
      columns={vendorApplicationColumns}
      describe={(r) => `${r.first_name} ${r.last_name} — ${r.store_name}`}
    />
  );
}

export { VendorApplicationsPage as Component };
