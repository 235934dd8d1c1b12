export * from './EventsReport';
export * from './KpiTile';
export * from './MembersReport';
export * from './ReportFrame';
export * from './RevenueReport';
export * from './ShopReport';
