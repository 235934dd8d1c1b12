export * from './BannerCarousel';
