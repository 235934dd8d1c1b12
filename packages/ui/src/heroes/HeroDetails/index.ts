export * from './HeroDetails';
