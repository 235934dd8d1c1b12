import type { User } from '@wellness/api';
import type { NotificationKind, NotificationMessage } from '../features/notifications/slice';

/**
 * What the open pages' light entry (src/public/main.tsx) hands to the full app when the visitor leaves the open
 * pages (a sign-in, or a link to a member's page): the session it started, the toasts still showing, and how to
 * take its page down once the full app is ready to draw. Read once by main.tsx.
 */
export interface Handover {
  session?: { token: string; user: User };
  notifications: { kind: NotificationKind; message: NotificationMessage; durationMs: number }[];
  /** Unmounts the light entry's page; called just before the full app renders in its place. */
  release: () => void;
}

declare global {
  interface Window {
    /** Set by the light entry just before it imports the full app (main.tsx), which takes it. */
    wellnessHandover?: Handover;
  }
}
