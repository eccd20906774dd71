/** "Appearance": follow the device's light or dark setting, or always one of them (kept on this device). */
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useColorScheme } from '@mui/material/styles';
import { useId } from 'react';
import { SectionCard } from '../../../components/SectionCard.tsx';

const MODES = [
  { value: 'system', label: 'Like this device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

export function AppearanceSection() {
  const { mode, setMode } = useColorScheme();
  const labelId = useId();
  return (
    <SectionCard title="Appearance">
      <span id={labelId} hidden>
        Theme
      </span>
      <RadioGroup
        aria-labelledby={labelId}
        row
        value={mode ?? 'system'}
        onChange={(_, value) => setMode(value as (typeof MODES)[number]['value'])}
      >
        {MODES.map(({ value, label }) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
    </SectionCard>
  );
}
