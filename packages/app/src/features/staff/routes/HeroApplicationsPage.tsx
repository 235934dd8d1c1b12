import { StaffQueuePage } from '../StaffQueuePage';
import { applicationColumns } from './queues';

/** /staff/applications: the pending become-a-hero applications, with links to their private files. */
export function HeroApplicationsPage() {
  return (
    <StaffQueuePage
      queue="applications"
      columns={applicationColumns}
      describe={(r) => `${r.member.name ?? r.member.email} — ${r.category}`}
    />
  );
}

export { HeroApplicationsPage as Component };
