import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { contextValue } from '../../app/sagaContext';
import type { ApiOutcome } from '../../lib/apiOutcome';
import { notify } from '../notifications/slice';
import {
  changeTeam,
  fetchInvitations,
  fetchTeam,
  teamErrorMessageId,
  type StaffInvitation,
  type TeamPage,
  type TeamQuery,
} from './api';
import {
  invitationsFailed,
  invitationsLoaded,
  invitationsRequested,
  teamChangeDone,
  teamChangeFailed,
  teamChangeRequested,
  teamFailed,
  teamLoaded,
  teamRequested,
} from './slice';

export function* loadTeam(action: ReturnType<typeof teamRequested>) {
  const timing = yield* contextValue('timing');
  if (action.payload?.debounce) yield delay(timing.searchDelayMs);
  const api = yield* contextValue('api');
  const query: TeamQuery = yield select((state: RootState) => state.team.query);
  const result: ApiOutcome<TeamPage> = yield call(fetchTeam, api, query);
  if (result.ok) yield put(teamLoaded(result.data));
  else yield put(teamFailed());
}

export function* loadInvitations() {
  const api = yield* contextValue('api');
  const result: ApiOutcome<StaffInvitation[]> = yield call(fetchInvitations, api);
  if (result.ok) yield put(invitationsLoaded(result.data));
  else yield put(invitationsFailed());
}

/**
 * A change to the team: the dialog waits; the server's refusal is shown in it by its code, in the staff member's
 * language; success closes it, says so and reads the list it changed again.
 */
export function* changeTeamSaga(action: ReturnType<typeof teamChangeRequested>) {
  const change = action.payload;
  const api = yield* contextValue('api');
  const timing = yield* contextValue('timing');
  const result: ApiOutcome<unknown> = yield call(changeTeam, api, change);
  if (!result.ok) {
    yield put(teamChangeFailed(teamErrorMessageId(result.code)));
    return;
  }
  yield put(teamChangeDone());
  yield put(notify('success', { id: `app.team.toast.${change.kind}` }, timing.toastMs));
  if (change.kind === 'invite' || change.kind === 'revoke') yield put(invitationsRequested());
  else yield put(teamRequested());
}

export function* teamSaga() {
  yield takeLatest(teamRequested.type, loadTeam);
  yield takeLatest(invitationsRequested.type, loadInvitations);
  yield takeEvery(teamChangeRequested.type, changeTeamSaga);
}
