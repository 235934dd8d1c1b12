export { Dialog } from './Dialog';
export type { DialogPlacement, DialogProps, DialogSize } from './Dialog';
