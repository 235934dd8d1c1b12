export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export { itemsPerView, perViewSteps, stepStart } from './perView';
