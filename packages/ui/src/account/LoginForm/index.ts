export { LoginForm, defaultLoginFormLabels, type LoginFormProps, type LoginFormLabels } from './LoginForm';
