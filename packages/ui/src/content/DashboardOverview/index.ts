export * from './DashboardOverview';
