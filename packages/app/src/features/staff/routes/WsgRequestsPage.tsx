import { StaffQueuePage } from '../StaffQueuePage';
import { wsgRequestColumns } from './queues';

/** /staff/requests: the pending WSG join requests. */
export function WsgRequestsPage() {
  return (
    <StaffQueuePage
      queue="wsgRequests"
      columns={wsgRequestColumns}
      describe={(r) => `${r.member.name ?? r.member.email} — ${r.group.name}`}
    />
  );
}

export { WsgRequestsPage as Component };
