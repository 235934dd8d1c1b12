export * from './BecomeHeroForm';
