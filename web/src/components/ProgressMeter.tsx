import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import { progressBarValue } from './certificate-summary.ts';

interface ProgressMeterProps {
  /** The real percentage; the bar itself stops at full. */
  percentage: number;
  /** The accessible name, e.g. "Certificate progress". */
  label: string;
  /** What a screen reader says for the value, e.g. "67 %, 6 of 9 activities". */
  valueText: string;
  /** The id of the element that describes the progress in words. */
  describedBy?: string;
  /** Shown on hover. A plain title instead of MUI Tooltip, which would pull in Popper. */
  title?: string;
  complete?: boolean;
  thickness?: number;
}

/** A rounded determinate progress bar, green once complete. */
export function ProgressMeter({
  percentage,
  label,
  valueText,
  describedBy,
  title,
  complete = false,
  thickness = 10,
}: ProgressMeterProps) {
  return (
    <LinearProgress
      variant="determinate"
      value={progressBarValue(percentage)}
      color={complete ? 'success' : 'primary'}
      aria-label={label}
      aria-valuetext={valueText}
      aria-describedby={describedBy}
      title={title}
      sx={{
        height: thickness,
        borderRadius: thickness / 2,
        [`& .${linearProgressClasses.bar}`]: { borderRadius: thickness / 2 },
      }}
    />
  );
}
