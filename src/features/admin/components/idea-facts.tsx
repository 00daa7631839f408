// What both review queue cards show of an idea besides its title, description, category and author: the target
// market, the business model, the tags and the pitch deck (opened in a new tab), so the administrator judges the
// idea from the card. A field the author's edit changes is left to the card's before-and-after list; the public deck
// stays here, to open beside the proposed one.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { EditedField, PendingIdea } from '@schemas/admin.ts';

type JudgedIdea = Pick<
  PendingIdea,
  'targetMarket' | 'businessModel' | 'tags' | 'hasPitchDeck' | 'pitchDeckUrl'
>;

export const OPEN_DECK = 'Open pitch deck';

export function IdeaFacts({ idea, changed }: { idea: JudgedIdea; changed?: ReadonlySet<EditedField> }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {!changed?.has('targetMarket') && <Fact term="Target Market">{idea.targetMarket}</Fact>}
      {!changed?.has('businessModel') && <Fact term="Business Model">{idea.businessModel}</Fact>}
      {!changed?.has('tags') && (
        <Fact term="Tags">
          {idea.tags.length > 0 ? (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {idea.tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" variant="outlined" />
              ))}
            </Stack>
          ) : (
            'None'
          )}
        </Fact>
      )}
      <Fact term="Pitch Deck">
        {idea.pitchDeckUrl ? (
          <Link
            href={idea.pitchDeckUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {OPEN_DECK}
            <OpenInNewIcon fontSize="inherit" aria-hidden />
          </Link>
        ) : idea.hasPitchDeck ? (
          // Storage would not sign it just now; the idea's page tries again.
          'Attached, but it cannot be opened right now'
        ) : (
          'None'
        )}
      </Fact>
    </Box>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </>
  );
}
