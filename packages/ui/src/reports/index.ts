export * from './KpiTile';
export * from './RevenueReport';
