import type { RootState } from '../../app/rootReducer';

export const selectPendingNotifications = (state: RootState) => state.notifications.queue;
