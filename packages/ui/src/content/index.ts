export * from './WelcomePanel';
export * from './FaqList';
export * from './ContactDetails';
export * from './PrivacySections';
export * from './DashboardOverview';
