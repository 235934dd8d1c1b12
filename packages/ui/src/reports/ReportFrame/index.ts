export * from './ReportFrame';
