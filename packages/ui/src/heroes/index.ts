export * from './sessionFormat';
export * from './HeroCard';
export * from './HeroList';
export * from './HeroDetails';
export * from './HeroLimitDialog';
export * from './RequestExistsDialog';
export * from './SessionRequestForm';
export * from './RegisteredSessionsTable';
