export { Card } from './Card';
export type { CardProps, CardMedia } from './Card';
