import { StaffQueuePage } from '../StaffQueuePage';
import { proposalColumns } from './queues';

/** /staff/proposals: the pending group proposals (Apply New Group). */
export function GroupProposalsPage() {
  return (
    <StaffQueuePage
      queue="proposals"
      columns={proposalColumns}
      describe={(r) => `${r.member.name ?? r.member.email} — ${r.groupName}`}
    />
  );
}

export { GroupProposalsPage as Component };
