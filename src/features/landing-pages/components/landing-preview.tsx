// The live preview beside the editor, at a desktop or a phone width.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { LandingContent, LandingVerdict } from '@schemas/landing-pages.ts';
import { LandingPageView } from '@/features/landing-pages/components/landing-page-view';
import { pageColours } from '@/features/landing-pages/components/page-colours';
import { WaitlistForm } from '@/features/landing-pages/components/waitlist-form';

const WIDTHS = { desktop: '100%', phone: 375 } as const;

export function LandingPreview({
  content,
  verdict,
}: {
  content: LandingContent;
  verdict: LandingVerdict | null;
}) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  return (
    <Box component="section" aria-labelledby="preview-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id="preview-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Preview
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_event, value: keyof typeof WIDTHS | null) => value && setWidth(value)}
          aria-label="Preview width"
        >
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="phone">Phone</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Paper
        variant="outlined"
        data-testid="landing-preview"
        sx={{ width: WIDTHS[width], maxWidth: '100%', mx: 'auto', overflow: 'hidden' }}
      >
        <LandingPageView
          content={content}
          verdict={verdict}
          headlineLevel={2}
          noVerdict={
            <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
              The community's scores show here on the published page once the idea is approved.
            </Typography>
          }
          waitlist={
            <WaitlistForm
              slug=""
              accent={pageColours(content.accent, content.mode).accent}
              onAccent={pageColours(content.accent, content.mode).onAccent}
              inert
            />
          }
        />
      </Paper>
    </Box>
  );
}
