import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';

/**
 * Switches between light and dark. Until someone presses it the app follows the system setting
 * (mode 'system'); afterwards the explicit choice is stored by the ThemeProvider.
 */
export function ThemeModeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  // `mode` is undefined during the provider's first render; render a stable button meanwhile.
  const shownMode = mode === 'system' ? systemMode : mode;
  const isDark = shownMode === 'dark';

  return (
    // No MUI Tooltip here: it brings Popper, about a tenth of the sign-in page's JavaScript.
    <IconButton
      aria-label="Toggle light and dark theme"
      title={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
      color="inherit"
      onClick={() => setMode(isDark ? 'light' : 'dark')}
    >
      {isDark ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}

/**
 * The theme choice ('system', 'light' or 'dark') for /account's Appearance section. Through this
 * module, which every signed-in page already loads, so the account page's chunk needs no MUI
 * styles module of its own (importing useColorScheme there split MUI's theme code into a new
 * shared chunk and cost the home page about 1.7 KiB).
 */
export type ThemeMode = 'system' | 'light' | 'dark';

export function useThemeMode(): { mode: ThemeMode; setMode: (mode: ThemeMode) => void } {
  const { mode, setMode } = useColorScheme();
  return { mode: mode ?? 'system', setMode };
}
