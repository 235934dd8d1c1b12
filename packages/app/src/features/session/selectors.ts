import type { RootState } from '../../app/rootReducer';

export const selectSession = (state: RootState) => state.session;
export const selectUser = (state: RootState) => state.session.user;
export const selectSessionStatus = (state: RootState) => state.session.status;
export const selectRoles = (state: RootState): readonly string[] => state.session.user?.role ?? [];
/** A member: signed in with a completed profile. */
export const selectIsMember = (state: RootState) =>
  state.session.status === 'signedIn' && state.session.user?.profileCompleted === true;
