import { call, debounce, put, select, takeLatest } from 'redux-saga/effects';
import type { MemberSettings, ShellSettings } from '@wellness/api';
import { contextValue } from '../../app/sagaContext';
import { timing } from '../../config/timing';
import type { ApiOutcome } from '../../lib/apiOutcome';
import type { RootState } from '../../app/rootReducer';
import { signedIn } from '../session/slice';
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

/** A member signed in (or a stored token worked): their saved settings apply, then the address's preset. */
function* loadMemberSettings(search: string) {
  const api = yield* contextValue('api');
  const result: ApiOutcome<MemberSettings> = yield call(fetchMemberSettings, api);
  if (!result.ok) return;
  yield put(memberSettingsLoaded(result.data));
  const preset = themePresetFrom(search);
  if (preset) yield put(themePresetApplied(preset));
}

/** Saves the settings once they stop changing (the font slider fires many changes in a row). */
export function* settingsSaga(
  debounceMs: number = timing.settingsSaveDebounceMs,
  search: string = typeof location === 'undefined' ? '' : location.search,
) {
  yield takeLatest(signedIn.type, loadMemberSettings, search);
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
