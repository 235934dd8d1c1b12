export * from './MyProposalsTable';
