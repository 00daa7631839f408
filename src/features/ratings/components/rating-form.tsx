// The rating form of the idea page (docs/product-spec.md section 5): three integer sliders from 0 to 100, default 50,
// and 'Rate anonymously'.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { ratingInputSchema } from '@schemas/ratings.ts';
import { useSnackbar } from '@/components/toast';
import { useCreateRating } from '@/features/ratings/api/create-rating';
import { ApiError } from '@/lib/api-client';

const ratingFormSchema = ratingInputSchema.omit({ ideaId: true });
type RatingFormValues = z.input<typeof ratingFormSchema>;
type RatingFormOutput = z.output<typeof ratingFormSchema>;

export const DEFAULT_SCORE = 50;

const DIMENSIONS = [
  { name: 'marketDemand', label: 'Market Demand', hint: 'How many people need this?' },
  { name: 'innovation', label: 'Innovation', hint: 'How new is the approach?' },
  { name: 'competition', label: 'Competition', hint: 'How well can it stand against competitors?' },
] as const;

export function RatingForm({ ideaId }: { ideaId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const createRating = useCreateRating();
  const { control, handleSubmit, reset } = useForm<RatingFormValues, unknown, RatingFormOutput>({
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
      const known = error instanceof ApiError && (error.status === 409 || error.status === 403);
      enqueueSnackbar(known ? error.message : 'Failed to submit rating. Please try again.', {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar('Rating submitted successfully!', { variant: 'success' });
    reset();
  });

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
        <Button type="submit" variant="contained" disabled={createRating.isPending}>
          {createRating.isPending ? 'Submitting...' : 'Submit Rating'}
        </Button>
      </Stack>
    </Box>
  );
}

interface ScoreSliderProps {
  control: Control<RatingFormValues, unknown, RatingFormOutput>;
  name: (typeof DIMENSIONS)[number]['name'];
  label: string;
  hint: string;
}

function ScoreSlider({ control, name, label, hint }: ScoreSliderProps) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography id={`${id}-label`} component="span" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="output" htmlFor={`${id}-slider`} sx={{ fontWeight: 600 }}>
              {field.value}
            </Typography>
          </Stack>
          <Typography id={`${id}-hint`} variant="caption" color="text.secondary">
            {hint}
          </Typography>
          <Slider
            id={`${id}-slider`}
            name={field.name}
            value={field.value}
            onChange={(_event, value) => field.onChange(value)}
            onBlur={field.onBlur}
            min={0}
            max={100}
            step={1}
            valueLabelDisplay="auto"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
          />
        </Box>
      )}
    />
  );
}
