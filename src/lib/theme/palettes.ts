/**
 * The theme's own colours, before the brand: page, surfaces, text and the status colours. The
 * same values open tokens.css (first paint, before settings arrive); a test keeps the two equal.
 */
export const PALETTES = {
  light: {
    bg: '#f6f7f9',
    surface: '#ffffff',
    text: '#1b1f24',
    muted: '#4a5360',
    border: '#d5d9e0',
    'control-border': '#6b7482',
    danger: '#b00020',
    success: '#1b7f3b',
    warning: '#a35200',
    info: '#1f5fa8',
    question: '#6b3fa0',
    'on-status': '#ffffff',
  },
  dark: {
    bg: '#121417',
    surface: '#1c1f24',
    text: '#e8eaed',
    muted: '#b4bac3',
    border: '#3a3f47',
    'control-border': '#8a919c',
    danger: '#ff8a80',
    success: '#7ed69a',
    warning: '#ffb74d',
    info: '#8ab4f8',
    question: '#cfb2f2',
    'on-status': '#121417',
  },
} as const;

export type ThemeName = keyof typeof PALETTES;
export type PaletteRole = keyof (typeof PALETTES)['light'];
