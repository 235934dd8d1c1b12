import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Wsg, WsgProposal } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import { PACKAGES_PATH } from '../packages/paths';
import {
  fetchGroups,
  fetchMyGroups,
  fetchMyProposals,
  fetchPendingGroups,
  joinGroup,
  leaveGroup,
  proposeGroup,
} from './api';
import { WSG_LIST_PATH } from './paths';
import {
  groupsFailed,
  groupsLoaded,
  groupsRequested,
  joinFinished,
  joinRequested,
  leaveFailed,
  leaveRequested,
  leaveSucceeded,
  myGroupsFailed,
  myGroupsLoaded,
  myGroupsRequested,
  myProposalsFailed,
  myProposalsLoaded,
  myProposalsRequested,
  proposalFailed,
  proposalRequested,
  proposalSucceeded,
} from './slice';

/** §2 / §8: the lists' error text. */
const GROUPS_LIST_FAILED = 'Oops something bad happened!';

/** §8's messages for joining and leaving, as catalog ids (English: the spec's words). */
const groupMessages = {
  joined: { id: 'app.groups.toast.joined' },
  limitExceeded: { id: 'app.groups.toast.limitExceeded' },
  alreadyRequested: { id: 'app.groups.toast.alreadyRequested' },
  cannotJoin: { id: 'app.groups.toast.cannotJoin' },
  left: { id: 'app.groups.toast.left' },
  leaveFailed: { id: 'app.groups.toast.leaveFailed' },
  proposed: { id: 'app.groups.toast.proposed' },
  proposalFailed: { id: 'app.groups.toast.proposalFailed' },
} as const;

function* loadGroups() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<Wsg[]> = yield call(fetchGroups, api);
  yield put(result.ok ? groupsLoaded(result.data) : groupsFailed(GROUPS_LIST_FAILED));
}

/** §4: the my-list is fetched first and the pending list appended; 'no requested groups' is an empty list. */
function* loadMyGroups() {
  const api = yield* contextValue('api');
  const mine: ApiOutcome<Wsg[]> = yield call(fetchMyGroups, api);
  if (!mine.ok) {
    yield put(myGroupsFailed(GROUPS_LIST_FAILED));
    return;
  }
  const pending: ApiOutcome<Wsg[]> = yield call(fetchPendingGroups, api);
  if (pending.ok) yield put(myGroupsLoaded([...mine.data, ...pending.data]));
  else if (pending.code === 'NO_PENDING_GROUPS') yield put(myGroupsLoaded(mine.data));
  else yield put(myGroupsFailed(GROUPS_LIST_FAILED));
}

/**
 * §8 join outcomes: success → toast and /wsg/all; over the limit → the upgrade toast and /packages; already
 * requested → its message, stay; any other refusal → 'You can not Join this WSGS…' and /packages.
 */
export function* join({ payload: groupUuid }: ReturnType<typeof joinRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(joinGroup, api, groupUuid);
  yield put(joinFinished());
  if (result.ok) {
    yield put(notify('success', groupMessages.joined, timing.toastMs));
    navigate(WSG_LIST_PATH);
    return;
  }
  // A 401 has already signed the member out.
  if (result.status === 401) return;
  if (result.code === 'ALREADY_REQUESTED') {
    yield put(notify('error', groupMessages.alreadyRequested, timing.toastMs));
    // The list shows the request from now on.
    yield call(loadGroups);
    return;
  }
  const message =
    result.code === 'WSG_LIMIT_EXCEEDED' ? groupMessages.limitExceeded : groupMessages.cannotJoin;
  yield put(notify('error', message, timing.toastMs));
  navigate(PACKAGES_PATH);
}

/** §4 / §8: leaving (after the table's confirmation) → 'You have left the group successfully' and /wsg/all. */
export function* leave({ payload: groupUuid }: ReturnType<typeof leaveRequested>) {
  const api = yield* contextValue('api');
  const navigate = yield* contextValue('navigate');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(leaveGroup, api, groupUuid);
  if (result.ok) {
    yield put(leaveSucceeded(groupUuid));
    yield put(notify('success', groupMessages.left, timing.toastMs));
    navigate(WSG_LIST_PATH);
    return;
  }
  yield put(leaveFailed(groupUuid));
  if (result.status === 401) return;
  yield put(notify('error', groupMessages.leaveFailed, timing.toastMs));
}

function* loadMyProposals() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<WsgProposal[]> = yield call(fetchMyProposals, api);
  yield put(result.ok ? myProposalsLoaded(result.data) : myProposalsFailed(GROUPS_LIST_FAILED));
}

/** Apply New Group: saved → a success toast, the form afresh and the proposal listed as Pending; else an error. */
export function* propose({ payload }: ReturnType<typeof proposalRequested>) {
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<WsgProposal> = yield call(proposeGroup, api, payload);
  if (result.ok) {
    yield put(proposalSucceeded(result.data));
    yield put(notify('success', groupMessages.proposed, timing.toastMs));
    return;
  }
  yield put(proposalFailed());
  // A 401 has already signed the member out.
  if (result.status === 401) return;
  yield put(notify('error', groupMessages.proposalFailed, timing.toastMs));
}

export function* groupsSaga() {
  yield takeLatest(groupsRequested.type, loadGroups);
  yield takeLatest(myGroupsRequested.type, loadMyGroups);
  yield takeEvery(joinRequested.type, join);
  yield takeEvery(leaveRequested.type, leave);
  yield takeLatest(myProposalsRequested.type, loadMyProposals);
  yield takeEvery(proposalRequested.type, propose);
}
