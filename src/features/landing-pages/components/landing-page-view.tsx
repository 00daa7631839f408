// A landing page as visitors see it: its sections in the member's order (hidden ones left out), in its own light or
// dark scheme and accent colour. Every text is rendered as text, never as HTML. The same view is the editor's
// preview and the public page; only the heading level and the waitlist slot differ.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LandingContent, LandingVerdict, Section } from '@schemas/landing-pages.ts';
import { pageColours } from '@/features/landing-pages/components/page-colours';
import { verdictFigures } from '@/features/landing-pages/components/verdict-figures';

const WIDE = '@container (min-width: 600px)';

interface LandingPageViewProps {
  content: LandingContent;
  verdict: LandingVerdict | null;
  /** The waitlist's form: the real one on the public page, an inert one in the preview. */
  waitlist: ReactNode;
  /** 1 on the public page (the headline is the page's title), 2 inside the editor. */
  headlineLevel?: 1 | 2;
  /** Shown in place of the verdict while the idea is not approved (the editor's preview only). */
  noVerdict?: ReactNode;
}

export function LandingPageView(props: LandingPageViewProps) {
  const { content, verdict, waitlist, headlineLevel = 1, noVerdict = null } = props;
  const colours = pageColours(content.accent, content.mode);
  const sectionLevel = headlineLevel === 1 ? 'h2' : 'h3';
  return (
    // A container, so the phone preview inside the editor lays out as a phone does whatever the window's width.
    <Box
      sx={{
        bgcolor: colours.background,
        color: colours.text,
        borderTop: 6,
        borderColor: colours.accent,
        containerType: 'inline-size',
      }}
    >
      <Stack spacing={5} sx={{ px: 2.5, py: 4, maxWidth: 860, mx: 'auto', [WIDE]: { px: 6, py: 7 } }}>
        {content.sections
          .filter((section) => !section.hidden)
          .map((section) => (
            <Box component="section" key={section.kind} aria-label={section.heading || undefined}>
              {section.kind === 'hero' ? (
                <Hero section={section} level={headlineLevel} muted={colours.muted} />
              ) : (
                <>
                  <Typography variant="h5" component={sectionLevel} sx={{ fontWeight: 700, mb: 1 }}>
                    {section.heading}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-line', color: colours.muted }}>
                    {section.body}
                  </Typography>
                  {section.kind === 'verdict' && (verdict ? <Verdict verdict={verdict} /> : noVerdict)}
                  {section.kind === 'waitlist' && <Box sx={{ mt: 2 }}>{waitlist}</Box>}
                </>
              )}
            </Box>
          ))}
      </Stack>
    </Box>
  );
}

function Hero({ section, level, muted }: { section: Section; level: 1 | 2; muted: string }) {
  return (
    <>
      <Typography
        component={level === 1 ? 'h1' : 'h2'}
        sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.15, mb: 1.5, [WIDE]: { fontSize: '2.75rem' } }}
      >
        {section.heading}
      </Typography>
      <Typography sx={{ fontSize: '1.2rem', whiteSpace: 'pre-line', color: muted }}>
        {section.body}
      </Typography>
    </>
  );
}

function Verdict({ verdict }: { verdict: LandingVerdict }) {
  const figures = verdictFigures(verdict);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        gap: 2,
        mt: 2,
        [WIDE]: { gridTemplateColumns: 'repeat(3, 1fr)' },
      }}
    >
      {figures.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
