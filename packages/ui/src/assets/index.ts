import bannerMassage from './banner-massage.svg';
import bannerSleep from './banner-sleep.svg';
import bannerYoga from './banner-yoga.svg';
import healthyFood from './healthy-food.svg';
import herbalTea from './herbal-tea.svg';
import meditation from './meditation.svg';
import natureWalk from './nature-walk.svg';
import wellnessBanner from './wellness-banner.svg';
import yoga from './yoga.svg';

/**
 * Small committed placeholder illustrations for stories and empty states (no image ever loads from
 * another host). Each is a URL the bundler serves.
 */
export const placeholderImages = {
  yoga: { src: yoga, alt: 'A person doing a yoga pose by the water' },
  meditation: { src: meditation, alt: 'A person meditating in front of a warm sun' },
  healthyFood: { src: healthyFood, alt: 'A plate of fresh fruit and vegetables' },
  herbalTea: { src: herbalTea, alt: 'A cup of herbal tea with a leaf' },
  natureWalk: { src: natureWalk, alt: 'A path through green hills under a sunny sky' },
  wellnessBanner: { src: wellnessBanner, alt: '' },
  /** Marketplace banner artwork (1200×900, no words: the banner's title is drawn over it). */
  bannerMassage: { src: bannerMassage, alt: '' },
  bannerYoga: { src: bannerYoga, alt: '' },
  bannerSleep: { src: bannerSleep, alt: '' },
} as const;

export type PlaceholderImageName = keyof typeof placeholderImages;
