export * from './validation';
export * from './AuthLayout';
export * from './LoginForm';
export * from './SignupForm';
