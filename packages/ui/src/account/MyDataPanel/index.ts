export * from './MyDataPanel';
