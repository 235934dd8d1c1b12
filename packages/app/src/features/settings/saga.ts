import { debounce, select } from 'redux-saga/effects';
import { timing } from '../../config/timing';
import {
  colorSchemeChanged,
  fontScaleChanged,
  localeChanged,
  saveSettings,
  type SettingsState,
} from './slice';
import { selectSettings } from './selectors';

function* persist() {
  const settings: SettingsState = yield select(selectSettings);
  saveSettings(settings);
}

/** Saves the settings once they stop changing (the font slider fires many changes in a row). */
export function* settingsSaga(debounceMs: number = timing.settingsSaveDebounceMs) {
  yield debounce(debounceMs, [localeChanged.type, fontScaleChanged.type, colorSchemeChanged.type], persist);
}
