import type { RaThemeOptions } from 'react-admin';

/**
 * Colour palette of spec 002 §9: Primary (greens), Secondary (oranges), Success, Info, Warning,
 * Error and Neutral scales of 14 steps each (100 to 1400); neutral main grey #737373.
 * Each scale runs from the lightest tint (100) to the darkest shade (1400).
 */
export type ScaleStep = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 1000 | 1100 | 1200 | 1300 | 1400;
export type ColourScale = Readonly<Record<ScaleStep, string>>;
export type ScaleName = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error' | 'neutral';

export const colourScales: Readonly<Record<ScaleName, ColourScale>> = {
  primary: {
    100: '#F3FCF7',
    200: '#E3F7EC',
    300: '#CCF0DB',
    400: '#B0E8C7',
    500: '#90DFB1',
    600: '#71D69B',
    700: '#4DCB82',
    800: '#34B268',
    900: '#2C9658',
    1000: '#247B48',
    1100: '#1D633A',
    1200: '#164B2C',
    1300: '#103720',
    1400: '#0A2415',
  },
  secondary: {
    100: '#FEF7F0',
    200: '#FEECDD',
    300: '#FCDCBF',
    400: '#FBC99D',
    500: '#F9B376',
    600: '#F89E4F',
    700: '#F68523',
    800: '#DC6C09',
    900: '#BA5B08',
    1000: '#984A06',
    1100: '#7A3C05',
    1200: '#5D2D04',
    1300: '#452203',
    1400: '#2C1602',
  },
  success: {
    100: '#F4FBF4',
    200: '#E5F5E6',
    300: '#CFEDD0',
    400: '#B5E3B7',
    500: '#97D89A',
    600: '#7ACD7D',
    700: '#59C05C',
    800: '#3FA643',
    900: '#358D38',
    1000: '#2B732E',
    1100: '#235C25',
    1200: '#1B461C',
    1300: '#143415',
    1400: '#0D210D',
  },
  info: {
    100: '#F1F8FD',
    200: '#DFF0FB',
    300: '#C3E2F8',
    400: '#A3D3F5',
    500: '#7EC1F1',
    600: '#5AAFED',
    700: '#309CE8',
    800: '#1782CF',
    900: '#136EAE',
    1000: '#105A8E',
    1100: '#0D4873',
    1200: '#0A3757',
    1300: '#072840',
    1400: '#051A29',
  },
  warning: {
    100: '#FFFAF0',
    200: '#FEF4DC',
    300: '#FDEABE',
    400: '#FCDF9C',
    500: '#FBD374',
    600: '#FAC64C',
    700: '#F9B81F',
    800: '#E09E06',
    900: '#BD8605',
    1000: '#9A6D04',
    1100: '#7C5803',
    1200: '#5E4302',
    1300: '#463102',
    1400: '#2D2001',
  },
  error: {
    100: '#FDF2F2',
    200: '#FAE1E0',
    300: '#F6C8C6',
    400: '#F1AAA7',
    500: '#EB8884',
    600: '#E56661',
    700: '#DF3F3A',
    800: '#C52620',
    900: '#A7201B',
    1000: '#881A16',
    1100: '#6E1512',
    1200: '#53100E',
    1300: '#3D0C0A',
    1400: '#270806',
  },
  neutral: {
    100: '#F7F7F7',
    200: '#EDEDED',
    300: '#DEDEDE',
    400: '#CCCCCC',
    500: '#B8B8B8',
    600: '#A3A3A3',
    700: '#8C8C8C',
    800: '#737373',
    900: '#616161',
    1000: '#4F4F4F',
    1100: '#404040',
    1200: '#303030',
    1300: '#242424',
    1400: '#171717',
  },
};

/**
 * The step of each scale used as the MUI `main` colour (light and dark are the neighbouring steps).
 * Secondary and error are used as text on white and on the page's grey (neutral 100), so their main
 * steps keep WCAG AA's 4.5:1 there (docs/accessibility.md): orange 1000 (6.3:1 on white, 5.9:1 on
 * grey; step 800 was 3.2:1), red 900 (7.3:1; 4.5:1 on the pink of a rejected day's circle).
 */
const mainStep: Readonly<Record<ScaleName, ScaleStep>> = {
  primary: 1000,
  secondary: 1000,
  success: 1000,
  info: 900,
  warning: 800,
  error: 900,
  neutral: 800,
};

const paletteColour = (name: ScaleName) => {
  const scale = colourScales[name];
  const step = mainStep[name];
  return {
    light: scale[(step - 200) as ScaleStep],
    main: scale[step],
    dark: scale[(step + 200) as ScaleStep],
  };
};

declare module '@mui/material/styles' {
  interface Palette {
    neutral: Palette['primary'];
    scales: Readonly<Record<ScaleName, ColourScale>>;
  }
  interface PaletteOptions {
    neutral?: PaletteOptions['primary'];
    scales?: Readonly<Record<ScaleName, ColourScale>>;
  }
}

/** Width of the left icon rail (spec 000 §9: sidebar width 80 px). */
export const SIDE_MENU_WIDTH = 80;

export const theme: RaThemeOptions = {
  palette: {
    mode: 'light',
    primary: paletteColour('primary'),
    secondary: paletteColour('secondary'),
    success: paletteColour('success'),
    info: paletteColour('info'),
    warning: paletteColour('warning'),
    error: paletteColour('error'),
    neutral: { ...paletteColour('neutral'), contrastText: '#FFFFFF' },
    scales: colourScales,
    grey: {
      50: colourScales.neutral[100],
      100: colourScales.neutral[200],
      200: colourScales.neutral[300],
      300: colourScales.neutral[400],
      400: colourScales.neutral[500],
      500: colourScales.neutral[600],
      600: colourScales.neutral[800],
      700: colourScales.neutral[1000],
      800: colourScales.neutral[1200],
      900: colourScales.neutral[1400],
    },
    text: {
      primary: colourScales.neutral[1300],
      secondary: colourScales.neutral[1000],
    },
    background: {
      default: colourScales.neutral[100],
      paper: '#FFFFFF',
    },
    divider: colourScales.neutral[300],
    // Icons and toggle buttons take this colour: MUI's rgba(0,0,0,0.54) is 4.49:1 on the page's grey.
    action: { active: colourScales.neutral[900] },
    // Pick dark text on light colours (orange, amber) so labels keep a 4.5:1 contrast.
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '2rem', fontWeight: 600 },
    h2: { fontSize: '1.75rem', fontWeight: 600 },
    h3: { fontSize: '1.5rem', fontWeight: 600 },
    h4: { fontSize: '1.375rem', fontWeight: 600 },
    h5: { fontSize: '1.25rem', fontWeight: 600 },
    h6: { fontSize: '1.0625rem', fontWeight: 600 },
  },
  // Down to 360 px wide screens: xs covers phones, the shell switches to a drawer below sm.
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  sidebar: { width: SIDE_MENU_WIDTH, closedWidth: SIDE_MENU_WIDTH },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { WebkitTextSizeAdjust: '100%' },
        // react-big-calendar's days outside the month (#999 on #e6e6e6, 2.28:1) in the palette's greys (7:1), on every calendar.
        '.rbc-calendar .rbc-off-range': { color: colourScales.neutral[1000] },
        '.rbc-calendar .rbc-off-range-bg': { backgroundColor: colourScales.neutral[200] },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: colourScales.neutral[300] } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTooltip: { defaultProps: { arrow: true } },
    // A table wider than a phone scrolls sideways in its container: focusable, so a keyboard can scroll it too (WCAG 2.1.1).
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
    // A disabled field's helper text still tells something (why it is locked): readable, not greyed to 2.7:1.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: colourScales.neutral[1000] } } } },
  },
};
