import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A coming registered event as the quick panel lists it. */
interface QuickPanelEvent {
  uuid: string;
  name: string;
  startTime: string;
}

/** A coming accepted session: the hero's page opens it. */
interface QuickPanelSession {
  uuid: string;
  heroUuid: string;
  heroName: string;
  sessionDate: string;
  sessionTime: string;
}

export interface QuickPanelState {
  status: 'idle' | 'loading' | 'failed' | 'succeeded';
  events: QuickPanelEvent[];
  sessions: QuickPanelSession[];
}

const initialState: QuickPanelState = { status: 'idle', events: [], sessions: [] };

const quickPanelSlice = createSlice({
  name: 'quickPanel',
  initialState,
  reducers: {
    /** The panel opened (or Try again): its lists are read again, so what changed since shows. */
    quickPanelRequested(state) {
      state.status = 'loading';
    },
    quickPanelLoaded(
      state,
      action: PayloadAction<{ events: QuickPanelEvent[]; sessions: QuickPanelSession[] }>,
    ) {
      state.status = 'succeeded';
      state.events = action.payload.events;
      state.sessions = action.payload.sessions;
    },
    quickPanelFailed(state) {
      state.status = 'failed';
    },
  },
});

export const { quickPanelRequested, quickPanelLoaded, quickPanelFailed } = quickPanelSlice.actions;
export const quickPanelReducer = quickPanelSlice.reducer;
