export * from './HeroCard';
