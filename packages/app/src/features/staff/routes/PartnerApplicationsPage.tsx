import { StaffQueuePage } from '../StaffQueuePage';
import { partnerApplicationColumns } from './queues';

/** /staff/partners: the pending business-partner applications; accepting lists the business among the partners. */
export function PartnerApplicationsPage() {
  return (
    <StaffQueuePage
      queue="partnerApplications"
      columns={partnerApplicationColumns}
      describe={(r) => `${r.name} — ${r.emailId}`}
    />
  );
}

export { PartnerApplicationsPage as Component };
