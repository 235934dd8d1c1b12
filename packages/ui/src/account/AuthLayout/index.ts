export { AuthLayout, type AuthLayoutProps } from './AuthLayout';
export { WellnessIllustration } from '../../assets/WellnessIllustration';
