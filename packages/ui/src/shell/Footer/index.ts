export { Footer, formatCopyright, type FooterProps, type FooterLink } from './Footer';
