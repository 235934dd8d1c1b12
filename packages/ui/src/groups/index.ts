export * from './WsgCard';
export * from './WsgList';
export * from './WsgDetails';
export * from './MyWsgTable';
export * from './NewGroupForm';
export * from './MyProposalsTable';
