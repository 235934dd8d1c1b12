export { TimeField, type TimeFieldProps } from './TimeField';
