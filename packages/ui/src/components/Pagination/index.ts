export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { pageItems } from './pageItems';
export type { PageItem } from './pageItems';
