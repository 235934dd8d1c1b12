export * from './StaffReviewsTable';
