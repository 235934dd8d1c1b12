export { IconDisc } from './IconDisc';
export type { IconDiscProps, IconDiscSize, IconDiscTone } from './IconDisc';
