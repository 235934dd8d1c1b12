export * from './KpiTile';
