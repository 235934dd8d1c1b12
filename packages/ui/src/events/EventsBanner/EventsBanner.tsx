import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';

export interface EventsBannerProps {
  title?: string;
  subtitle?: string;
  /** A decorative banner image (the app's own file). */
  bannerSrc?: string;
  /** E.g. a link to the registered events. */
  action?: ReactNode;
}

/** The head of the Upcoming Events screen. */
export function EventsBanner({
  title = 'Upcoming Events',
  subtitle = 'Be the part of our Wellness Sessions, Register Now!',
  bannerSrc,
  action,
}: EventsBannerProps) {
  return <PageHeader title={title} subtitle={subtitle} bannerSrc={bannerSrc} action={action} />;
}
