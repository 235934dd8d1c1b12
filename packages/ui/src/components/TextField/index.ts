export { TextField, type TextFieldProps, type TextInputProps, type TextAreaProps } from './TextField';
