/** "Appearance": follow the device's light or dark setting, or always one of them (kept on this device). */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useThemeMode, type ThemeMode } from '../../../theme/ThemeModeToggle.tsx';

const MODES: readonly { value: ThemeMode; label: string }[] = [
  { value: 'system', label: 'Like this device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function AppearanceSection() {
  const { mode, setMode } = useThemeMode();
  return (
    <SectionCard title="Appearance">
      {/* Toggle buttons rather than radios: MUI's Radio draws icons, whose shared module split the
          home page's chunks differently and cost it about 1 KiB. The default colour, not
          "primary": primary text on the selected button's tint falls below 4.5:1 contrast. */}
      <ToggleButtonGroup
        aria-label="Theme"
        exclusive
        value={mode}
        onChange={(_, value: ThemeMode | null) => value && setMode(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {MODES.map(({ value, label }) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </SectionCard>
  );
}
