import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { summariseQuestion, type SurveyQuestion, type SurveyResponse } from '@peer-coaching/domain';
import { useState } from 'react';

/**
 * One question of a survey summarised from the submitted responses: how many answered, a scale's
 * average, a bar chart of the choices (its figures also as text), or the texts given (five, then all).
 */
export function QuestionSummary({
  number,
  question,
  responses,
}: {
  number: number;
  question: SurveyQuestion;
  responses: readonly SurveyResponse[];
}) {
  const theme = useTheme();
  const [allTexts, setAllTexts] = useState(false);
  const summary = summariseQuestion(
    question,
    responses.map((r) => r.answers[question.id]),
  );
  const heading = `${number}. ${question.label}`;
  return (
    <Box data-question-id={question.id}>
      <Typography sx={{ fontWeight: 600 }}>{heading}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {summary.answered} {summary.answered === 1 ? 'answer' : 'answers'}
        {summary.type === 'scale' && summary.average !== null && ` · average ${summary.average.toFixed(1)} of 5`}
      </Typography>
      {summary.type === 'text' ? (
        <List dense disablePadding>
          {(allTexts ? summary.texts : summary.texts.slice(0, 5)).map((text, i) => (
            <ListItem
              key={i}
              disableGutters
              sx={{ display: 'list-item', listStyle: 'disc', ml: 2.5, whiteSpace: 'pre-line' }}
            >
              {text}
            </ListItem>
          ))}
          {summary.texts.length > 5 && (
            <Button size="small" onClick={() => setAllTexts((v) => !v)}>
              {allTexts ? 'Show fewer' : `Show all ${summary.texts.length}`}
            </Button>
          )}
        </List>
      ) : (
        <>
          <Box
            role="img"
            aria-label={`${heading}: ${summary.counts.map((c) => `${c.option}, ${c.count}`).join('; ')}`}
            sx={{ height: Math.max(140, summary.counts.length * 36 + 40), maxWidth: 640 }}
          >
            <BarChart
              // An image whose label holds its figures: no keyboard stop inside it.
              disableKeyboardNavigation
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: summary.counts.map((c) => c.option), width: 150 }]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[
                { data: summary.counts.map((c) => c.count), color: theme.palette.primary.main, label: 'Answers' },
              ]}
              hideLegend
              margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
            />
          </Box>
          {/* The same figures as text, for screen readers and copying. */}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {summary.counts.map((c) => `${c.option}: ${c.count}`).join(' · ')}
          </Typography>
        </>
      )}
    </Box>
  );
}
