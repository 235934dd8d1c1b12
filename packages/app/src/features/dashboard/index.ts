// What other features may use of the dashboard (the shell's quick panel reads the same lists).
export { fetchHeroSessions, fetchRegistrations } from './api';
export { comingEvents, comingSessions } from './saga';
