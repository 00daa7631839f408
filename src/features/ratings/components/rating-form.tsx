// The rating form of the idea page (docs/product-spec.md section 5): per dimension an integer slider from 0 to 100
// (default 50) with a number field kept in step, a rubric of what the values mean, and 'Rate anonymously'. The
// slider takes arrows (±1), PageUp/PageDown and Shift+arrows (±10, MUI's shiftStep), Home and End.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { ratingInputSchema } from '@schemas/ratings.ts';
import { useSnackbar } from '@/components/toast';
import { useCreateRating } from '@/features/ratings/api/create-rating';
import { AlreadyRated } from '@/features/ratings/components/already-rated';
import { ApiError } from '@/lib/api-client';

const ratingFormSchema = ratingInputSchema.omit({ ideaId: true });
type RatingFormValues = z.input<typeof ratingFormSchema>;
type RatingFormOutput = z.output<typeof ratingFormSchema>;

export const DEFAULT_SCORE = 50;

// What 0, 25, 50, 75 and 100 mean. Every dimension counts towards the overall score the same way (higher is
// better), so a HIGH competition score means the idea holds a strong position against its rivals, not that the
// field is crowded.
const DIMENSIONS = [
  {
    name: 'marketDemand',
    label: 'Market Demand',
    hint: 'How many people need this?',
    rubric: ['No one needs this', 'A niche few', 'Some clear demand', 'Strong demand', 'Everyone needs this'],
  },
  {
    name: 'innovation',
    label: 'Innovation',
    hint: 'How new is the approach?',
    rubric: ['Exists everywhere', 'A small twist', 'A fresh take', 'Rarely seen', 'Never seen before'],
  },
  {
    name: 'competition',
    label: 'Competition',
    hint: 'How well can it stand against competitors?',
    rubric: ['Crushed by rivals', 'Outgunned', 'Holds its own', 'A clear edge', 'No real rivals'],
  },
] as const;

type Rubric = (typeof DIMENSIONS)[number]['rubric'];

const RUBRIC_MARKS = [0, 25, 50, 75, 100] as const;

/** The rubric label nearest to a value: 0-12 the first, 13-37 the second, and so on. */
export function rubricLabel(rubric: Rubric, value: number): string {
  return rubric[Math.min(4, Math.max(0, Math.round(value / 25)))]!;
}

/** What a typed text stands for: an integer clamped to 0-100, or null when it is not a number. */
export function parseScore(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function RatingForm({ ideaId }: { ideaId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const createRating = useCreateRating();
  const [rated, setRated] = useState(false);
  const { control, handleSubmit } = useForm<RatingFormValues, unknown, RatingFormOutput>({
    resolver: zodResolver(ratingFormSchema),
    defaultValues: {
      marketDemand: DEFAULT_SCORE,
      innovation: DEFAULT_SCORE,
      competition: DEFAULT_SCORE,
      isAnonymous: false,
    },
  });

  // mutateAsync rather than mutate's callbacks: the refetched ratings replace this form with the 'already rated'
  // notice, and the callbacks of an unmounted form's mutate never run, so the toast could go missing.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await createRating.mutateAsync({ ideaId, ...values });
    } catch (error) {
      // Rated already (another tab, an earlier click whose answer was lost): that is a state to show, not a failure.
      if (error instanceof ApiError && error.status === 409) {
        setRated(true);
        return;
      }
      const known = error instanceof ApiError && error.status === 403;
      enqueueSnackbar(known ? error.message : 'Failed to submit rating. Please try again.', {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar('Rating submitted successfully!', { variant: 'success' });
    // The notice takes the form's place at once, not when the refetched ratings arrive: a click in between would
    // meet an enabled button and send the rating again.
    setRated(true);
  });

  if (rated) return <AlreadyRated />;

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Rate this idea">
      <Stack spacing={2}>
        {DIMENSIONS.map((dimension) => (
          <ScoreSlider key={dimension.name} control={control} {...dimension} />
        ))}
        <Controller
          control={control}
          name="isAnonymous"
          render={({ field }) => (
            <FormControlLabel
              label="Rate anonymously"
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          )}
        />
        <Button type="submit" variant="contained" loading={createRating.isPending} loadingPosition="start">
          Submit Rating
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The labels are our own words, so they wrap between words only, not 'anywhere' as the page does for text people
 * type. Five in a row need about 340 px: narrower (a phone, the idea page's side column) they become a list, one
 * label a line, rather than each broken mid-word in a column of 50 px.
 */
const RUBRIC_LIST_SX = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 1,
  listStyle: 'none',
  p: 0,
  m: 0,
  overflowWrap: 'normal',
  '@container rubric (max-width: 340px)': {
    flexDirection: 'column',
    gap: 0,
    '& > li': { textAlign: 'left' },
  },
} as const;

interface ScoreSliderProps {
  control: Control<RatingFormValues, unknown, RatingFormOutput>;
  name: (typeof DIMENSIONS)[number]['name'];
  label: string;
  hint: string;
  rubric: Rubric;
}

function ScoreSlider({ control, name, label, hint, rubric }: ScoreSliderProps) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box sx={{ containerType: 'inline-size', containerName: 'rubric' }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography id={`${id}-label`} component="span" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <ScoreField
              label={`${label} value`}
              value={field.value ?? DEFAULT_SCORE}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Stack>
          <Typography id={`${id}-hint`} variant="caption" color="textSecondary">
            {hint}
          </Typography>
          <Slider
            id={`${id}-slider`}
            name={field.name}
            value={field.value ?? DEFAULT_SCORE}
            onChange={(_event, value) => field.onChange(value)}
            onBlur={field.onBlur}
            min={0}
            max={100}
            step={1}
            shiftStep={10}
            valueLabelDisplay="auto"
            getAriaValueText={(value) => `${value}, ${rubricLabel(rubric, value)}`}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint ${id}-rubric`}
          />
          <Box id={`${id}-rubric`} component="ul" aria-label={`${label} scale`} sx={RUBRIC_LIST_SX}>
            {RUBRIC_MARKS.map((mark, index) => (
              <Typography
                key={mark}
                component="li"
                variant="caption"
                color="textSecondary"
                sx={{ flex: 1, textAlign: index === 0 ? 'left' : index === 4 ? 'right' : 'center' }}
              >
                {mark}: {rubric[index]}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    />
  );
}

interface ScoreFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
}

/** The number beside the slider: typing a number moves the slider (clamped to 0-100); leaving it shows the value. */
function ScoreField({ label, value, onChange, onBlur }: ScoreFieldProps) {
  const [text, setText] = useState(String(value));
  const [lastValue, setLastValue] = useState(value);
  // The slider moved (or the form was reset): show its value.
  if (value !== lastValue) {
    setLastValue(value);
    if (parseScore(text) !== value) setText(String(value));
  }
  return (
    <TextField
      type="number"
      size="small"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const score = parseScore(event.target.value);
        if (score !== null) onChange(score);
      }}
      onBlur={() => {
        setText(String(value));
        onBlur();
      }}
      sx={{ width: 88 }}
      slotProps={{ htmlInput: { 'aria-label': label, min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
    />
  );
}
