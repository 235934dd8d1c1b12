export * from './slice';
export * from './selectors';
export { settingsSaga } from './saga';
export { useOnLocaleChange } from './useOnLocaleChange';
export * from './shellSettings';
