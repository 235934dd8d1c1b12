export { FileField, type FileFieldProps } from './FileField';
export { isAcceptedFile, parseAccept, type FileLike } from './isAcceptedFile';
