import type { ApiClient, Wsg, WsgProposal, WsgProposalRequest } from '@wellness/api';
import { toOutcome, type ApiOutcome } from '../../lib/apiOutcome';

/** Every active group, each with the member's own status (pending, accepted or none). */
export async function fetchGroups(api: ApiClient): Promise<ApiOutcome<Wsg[]>> {
  return toOutcome(await api.GET('/user/supportGroup/list'));
}

/** The groups the member belongs to (accepted). */
export async function fetchMyGroups(api: ApiClient): Promise<ApiOutcome<Wsg[]>> {
  return toOutcome(await api.GET('/user/mywsgs'));
}

/** The member's pending requests; none is a 404 'Error! No requested Support Groups found.'. */
export async function fetchPendingGroups(api: ApiClient): Promise<ApiOutcome<Wsg[]>> {
  return toOutcome(await api.GET('/user/mywsgs/pending'));
}

export async function joinGroup(api: ApiClient, supportGroupUuid: string): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.POST('/user/supportGroup/join', { body: { supportGroupUuid } }));
}

export async function leaveGroup(api: ApiClient, supportGroupUuid: string): Promise<ApiOutcome<unknown>> {
  return toOutcome(await api.DELETE('/user/mywsgs/leave', { body: { supportGroupUuid } }));
}

/** Apply New Group: the proposal waits for staff, who turn it into a group or reject it. */
export async function proposeGroup(
  api: ApiClient,
  body: WsgProposalRequest,
): Promise<ApiOutcome<WsgProposal>> {
  return toOutcome(await api.POST('/user/supportGroup/proposal', { body }));
}

/** The member's own proposals, newest first, with their status. */
export async function fetchMyProposals(api: ApiClient): Promise<ApiOutcome<WsgProposal[]>> {
  return toOutcome(await api.GET('/user/supportGroup/proposal'));
}
