export { DetailCover, DetailLayout } from './DetailLayout';
