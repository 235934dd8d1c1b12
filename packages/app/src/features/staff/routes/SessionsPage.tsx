import { StaffQueuePage } from '../StaffQueuePage';
import { sessionColumns } from './queues';

/** /staff/sessions: the pending health hero session requests. */
export function SessionsPage() {
  return (
    <StaffQueuePage
      queue="sessions"
      columns={sessionColumns}
      describe={(r) => `${r.member.name ?? r.member.email} — ${r.healthHero.name}`}
    />
  );
}

export { SessionsPage as Component };
