import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import {
  fetchMember,
  fetchMembers,
  fetchPackageList,
  memberAction,
  membersCsvUrl,
  type MemberDetail,
  type MembersPage,
  type MembersQuery,
} from './api';
import {
  exportDone,
  exportRequested,
  memberActionDone,
  memberActionFailed,
  memberActionRequested,
  memberFailed,
  memberLoaded,
  memberRequested,
  membersFailed,
  membersLoaded,
  membersRequested,
  packagesLoaded,
} from './slice';

/** Typing in the search box waits this long before asking the server (§9 search typing delay). */
export const SEARCH_DEBOUNCE_MS = 500;

export function* loadMembers(action: ReturnType<typeof membersRequested>) {
  if (action.payload?.debounce) yield delay(SEARCH_DEBOUNCE_MS);
  const api = yield* contextValue('api');
  const query: MembersQuery = yield select((state: RootState) => state.members.query);
  const result: ApiOutcome<MembersPage> = yield call(fetchMembers, api, query);
  if (!result.ok) {
    yield put(membersFailed());
    return;
  }
  yield put(membersLoaded(result.data));
}

export function* loadMember(action: ReturnType<typeof memberRequested>) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<MemberDetail> = yield call(fetchMember, api, action.payload);
  if (!result.ok) {
    yield put(memberFailed());
    return;
  }
  yield put(memberLoaded(result.data));
}

/** An action of the member's page: the dialog waits; success closes it, tells so and reads the member again. */
export function* actOnMember(action: ReturnType<typeof memberActionRequested>) {
  const { uuid, action: kind, values, paymentId } = action.payload;
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(memberAction, api, uuid, kind, values, paymentId);
  if (!result.ok) {
    // The server's reason (a refund too large, no package…) is shown in the dialog.
    yield put(memberActionFailed(result.message));
    return;
  }
  yield put(memberActionDone());
  yield put(notify('success', { id: `app.members.toast.${kind}` }, timing.toastMs));
  if (kind !== 'erase') yield put(memberRequested(uuid));
}

/** The packages of the filter and of "give a package", read once. */
export function* loadPackages() {
  const known: unknown[] = yield select((state: RootState) => state.members.packages);
  if (known.length) return;
  const api = yield* contextValue('api');
  const result: ApiOutcome<{ uuid: string; name: string }[]> = yield call(fetchPackageList, api);
  if (result.ok) yield put(packagesLoaded(result.data.map(({ uuid, name }) => ({ uuid, name }))));
}

/** Fetches the CSV of the directory's current filters with the session's token and hands it to the browser. */
export function* exportMembers() {
  const query: MembersQuery = yield select((state: RootState) => state.members.query);
  const token = (yield select((state: RootState) => state.session.token)) as string | null;
  try {
    const response: Response = yield call(fetch, membersCsvUrl(query), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`CSV ${response.status}`);
    const blob: Blob = yield call([response, response.blob]);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'members.csv';
    link.click();
    URL.revokeObjectURL(url);
  } catch {
    const timing = yield* contextValue('timing');
    yield put(notify('error', { id: 'app.members.toast.csvFailed' }, timing.toastMs));
  } finally {
    yield put(exportDone());
  }
}

export function* membersSaga() {
  yield takeLatest(exportRequested.type, exportMembers);
  yield takeLatest([membersRequested.type, memberRequested.type], loadPackages);
  yield takeLatest(membersRequested.type, loadMembers);
  yield takeLatest(memberRequested.type, loadMember);
  yield takeEvery(memberActionRequested.type, actOnMember);
}
