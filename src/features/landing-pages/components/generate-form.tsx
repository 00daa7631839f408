// Drafting a new page: one of the member's ideas and a tone. The draft opens in the editor; a notice says when a
// configured AI provider was not available and the templates wrote it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LANDING_TONES, type LandingTone } from '@schemas/landing-pages.ts';
import { useSnackbar } from '@/components/toast';
import { paths } from '@/config/paths';
import { useCreateLandingPage } from '@/features/landing-pages/api/create-landing-page';

const TONE_LABELS: Record<LandingTone, string> = {
  bold: 'Bold: short, confident, energetic',
  friendly: 'Friendly: warm and plain-spoken',
  technical: 'Technical: precise, for expert buyers',
};

export function GenerateForm({ ideas }: { ideas: { id: string; title: string }[] }) {
  const [ideaId, setIdeaId] = useState('');
  const [tone, setTone] = useState<LandingTone>('friendly');
  const create = useCreateLandingPage();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const generate = () =>
    create.mutate(
      { ideaId, tone },
      {
        onSuccess: ({ page, notice }) => {
          enqueueSnackbar(notice ?? 'Your landing page is drafted. Edit it, then publish.', {
            variant: notice ? 'warning' : 'success',
          });
          void navigate(paths.landingEditor.getHref(page.id));
        },
      },
    );
  return (
    <Card variant="outlined" component="section" aria-labelledby="generate-title">
      <CardContent>
        <Typography id="generate-title" variant="h6" component="h2" gutterBottom>
          Draft a new page
        </Typography>
        {ideas.length === 0 ? (
          <Typography color="textSecondary">
            Submit an idea first: a landing page is drafted from one.
          </Typography>
        ) : (
          <Stack
            spacing={2.5}
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              generate();
            }}
          >
            <TextField
              select
              label="Your idea"
              value={ideaId}
              onChange={(event) => setIdeaId(event.target.value)}
            >
              {ideas.map((idea) => (
                <MenuItem key={idea.id} value={idea.id}>
                  {idea.title}
                </MenuItem>
              ))}
            </TextField>
            <FormControl>
              <FormLabel id="tone-label">Tone</FormLabel>
              <RadioGroup
                aria-labelledby="tone-label"
                value={tone}
                onChange={(event) => setTone(event.target.value as LandingTone)}
              >
                {LANDING_TONES.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={TONE_LABELS[value]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {create.isError && <Alert severity="error">{create.error.message}</Alert>}
            <Button
              type="submit"
              variant="contained"
              disabled={ideaId === ''}
              loading={create.isPending}
              loadingPosition="start"
            >
              Generate landing page
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
