// The account forms' shared parts, split along their seams; import from here.
export * from './formFields';
export * from './formLayout';
export * from './googleSignIn';
export * from './AccountForm';
