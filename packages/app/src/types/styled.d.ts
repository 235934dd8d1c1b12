import 'styled-components';
import type { AppTheme } from '@wellness/ui/theme';

// The design system's theme types every styled component of the app.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
