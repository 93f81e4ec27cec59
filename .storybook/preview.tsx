import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import type { Preview } from '@storybook/react-vite';
import { theme } from '../src/app/theme';

// The product theme is written as react-admin theme options; its MUI part builds the same theme
// the app renders with.
const productTheme = createTheme(theme as ThemeOptions);

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={productTheme}>
        <CssBaseline />
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
