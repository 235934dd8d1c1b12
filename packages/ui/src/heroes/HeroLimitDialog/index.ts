export * from './HeroLimitDialog';
