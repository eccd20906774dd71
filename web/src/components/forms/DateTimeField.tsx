/**
 * A date-time picker in America/New_York whose value is the API's date string. It keeps its own
 * picker value, so a half-typed date stays on screen while the form holds '' (invalid) for it.
 * It brings its own LocalizationProvider, so a page loads the pickers and dayjs only with the form
 * that shows one, not with the page.
 */
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DISPLAY_TIMEZONE, dayjs, toApiDate, type Dayjs } from '@peer-coaching/domain';
import { useState } from 'react';

interface DateTimeFieldProps {
  label: string;
  /** `YYYY-MM-DDTHH:mm:ssZ`, or '' while what is typed is not a date. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  name: string;
  disabled?: boolean;
}

const toPicker = (value: string): Dayjs | null => (value ? dayjs(value).tz(DISPLAY_TIMEZONE) : null);

export function DateTimeField({ label, value, onChange, onBlur, error, name, disabled }: DateTimeFieldProps) {
  const [picked, setPicked] = useState<Dayjs | null>(() => toPicker(value));
  // The last value this field gave the form: another value comes from outside (a reset, the
  // deadline's end following its start) and replaces what the picker shows.
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setPicked(toPicker(value));
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label={label}
        name={name}
        value={picked}
        timezone={DISPLAY_TIMEZONE}
        disabled={disabled}
        onChange={(next) => {
          const text = next && next.isValid() ? toApiDate(next) : '';
          setPicked(next);
          setGiven(text);
          onChange(text);
        }}
        slotProps={{
          textField: {
            fullWidth: true,
            onBlur,
            error: Boolean(error),
            helperText: error ?? 'Eastern time (New York)',
          },
        }}
      />
    </LocalizationProvider>
  );
}
