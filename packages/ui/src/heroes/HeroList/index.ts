export * from './HeroList';
