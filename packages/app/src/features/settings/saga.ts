import type { Task } from 'redux-saga';
import { call, debounce, fork, join, put, select, takeLatest } from 'redux-saga/effects';
import type { MemberSettings, ShellSettings } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import { timing } from '../../config/timing';
import type { ApiOutcome } from '../../lib/apiOutcome';
import type { RootState } from '../../app/rootReducer';
import { signedIn, tokenRestored } from '../session/slice';
import { fetchMemberSettings, saveMemberSettings } from './api';
import { themePresetFrom } from './shellSettings';
import {
  colorSchemeChanged,
  fontScaleChanged,
  localeChanged,
  memberSettingsLoaded,
  saveSettings,
  shellChanged,
  shellReset,
  shortcutToggled,
  themePresetApplied,
  type SettingsState,
} from './slice';
import { selectSettings } from './selectors';

const selectSignedIn = (state: RootState) => state.session.status === 'signedIn';

function* persist() {
  const settings: SettingsState = yield select(selectSettings);
  saveSettings(settings);
  // §6: a member's settings are saved to the profile (a guest's stay in memory). Not before the saved ones
  // were read, or a new browser's defaults would overwrite them.
  const member: boolean = yield select(selectSignedIn);
  if (!member || !settings.profileLoaded) return;
  const api = yield* contextValue('api');
  const { shell, colorScheme, fontScale, shortcuts } = settings;
  // A failed save is not worth a message: the choice stays applied here and is sent again with the next one.
  yield call(saveMemberSettings, api, {
    settings: { ...shell, colorScheme, fontScale: fontScale as ShellSettings['fontScale'] },
    shortcuts,
  });
}

/** The member's saved settings apply, then the address's preset. */
function* loadMemberSettings(search: string) {
  const api = yield* contextValue('api');
  const token: string | null = yield select((state: RootState) => state.session.token);
  const result: ApiOutcome<MemberSettings> = yield call(fetchMemberSettings, api);
  // Logged out (or another member signed in) meanwhile: these settings are nobody's now.
  const now: string | null = yield select((state: RootState) => state.session.token);
  if (!result.ok || now !== token) return;
  yield put(memberSettingsLoaded(result.data));
  const preset = themePresetFrom(search);
  if (preset) yield put(themePresetApplied(preset));
}

/**
 * A stored token: the settings are read beside the profile, not after it, so the first screen is drawn once with
 * them (a round trip and a second render less). A sign-in (or the profile arriving) reads them unless that did.
 */
function* memberSettings(search: string) {
  let atStart: Task | undefined;
  yield takeLatest(tokenRestored.type, function* () {
    atStart = yield fork(loadMemberSettings, search);
  });
  yield takeLatest(signedIn.type, function* () {
    if (atStart?.isRunning()) yield join(atStart);
    const { profileLoaded }: SettingsState = yield select(selectSettings);
    if (!profileLoaded) yield call(loadMemberSettings, search);
  });
}

/** Saves the settings once they stop changing (the font slider fires many changes in a row). */
export function* settingsSaga(
  debounceMs: number = timing.settingsSaveDebounceMs,
  search: string = typeof location === 'undefined' ? '' : location.search,
) {
  yield fork(memberSettings, search);
  yield debounce(
    debounceMs,
    [
      localeChanged.type,
      fontScaleChanged.type,
      colorSchemeChanged.type,
      shellChanged.type,
      shellReset.type,
      shortcutToggled.type,
    ],
    persist,
  );
}
