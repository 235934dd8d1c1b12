export { Grid, defaultGridColumns } from './Grid';
export type { GridColumns, GridProps } from './Grid';
