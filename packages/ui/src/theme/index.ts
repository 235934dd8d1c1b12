export * from './tokens';
export * from './themes';
export * from './contrast';
export { GlobalStyle, type GlobalStyleProps } from './GlobalStyle';
