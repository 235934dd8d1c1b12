export * from './MemberActionDialog';
