export * from './HeroOwnSessions';
