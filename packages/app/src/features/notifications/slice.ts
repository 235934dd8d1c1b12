import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationKind = 'success' | 'error' | 'info' | 'warning';

/**
 * What a toast says: a catalog message id (translated when shown) or, for a server message the catalogs don't
 * know, the server's own text.
 */
export type NotificationMessage = { id: string; values?: Record<string, string | number> } | { text: string };

export interface Notification {
  key: number;
  kind: NotificationKind;
  message: NotificationMessage;
  durationMs: number;
}

interface NotificationsState {
  queue: Notification[];
  nextKey: number;
}

const initialState: NotificationsState = { queue: [], nextKey: 1 };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Omit<Notification, 'key'>>) {
        state.queue.push({ ...action.payload, key: state.nextKey });
        state.nextKey += 1;
      },
      prepare(kind: NotificationKind, message: NotificationMessage, durationMs: number) {
        return { payload: { kind, message, durationMs } };
      },
    },
    /** The shell took the notification and is showing it. */
    notificationShown(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((notification) => notification.key !== action.payload);
    },
  },
});

export const { notify, notificationShown } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
