// One section in the editor: its heading and text, moved up or down, hidden or shown.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { LANDING_BOUNDS, type Section, type SectionKind } from '@schemas/landing-pages.ts';

export const SECTION_NAMES: Record<SectionKind, string> = {
  hero: 'Headline',
  problem: 'The problem',
  solution: 'The solution',
  audience: 'Who it is for',
  business_model: 'How it makes money',
  difference: 'Why it is different',
  verdict: "The community's verdict",
  waitlist: 'Waitlist',
};

interface SectionFieldsProps {
  section: Section;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onChange: (section: Section) => void;
  onMove: (direction: -1 | 1) => void;
  /** Set right after this section moved: its move button takes the focus back (the move re-inserts its card). */
  moved?: { by: -1 | 1 };
}

export function SectionFields(props: SectionFieldsProps) {
  const { section, first, last, disabled, onChange, onMove, moved } = props;
  const name = SECTION_NAMES[section.kind];
  const hero = section.kind === 'hero';
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moved) return;
    // The same button again, unless the section reached the end: then the one that still moves it.
    const same = moved.by === -1 ? (first ? down : up) : last ? up : down;
    same.current?.focus();
    // Once per move: `moved` is a new object each time, and typing afterwards must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moved]);
  return (
    <Card variant="outlined" component="fieldset" sx={{ m: 0, p: 0, opacity: section.hidden ? 0.7 : 1 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography
            component="legend"
            variant="subtitle1"
            sx={{ fontWeight: 600, flexGrow: 1, float: 'left' }}
          >
            {name}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={!section.hidden}
                disabled={disabled}
                onChange={(event) => onChange({ ...section, hidden: !event.target.checked })}
              />
            }
            label="Shown"
          />
          <IconButton
            ref={up}
            aria-label={`Move ${name} up`}
            disabled={disabled || first}
            onClick={() => onMove(-1)}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            ref={down}
            aria-label={`Move ${name} down`}
            disabled={disabled || last}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardIcon />
          </IconButton>
        </Stack>
        <Stack spacing={2}>
          <TextField
            label={hero ? 'Headline' : `${name}: heading`}
            value={section.heading}
            disabled={disabled}
            onChange={(event) => onChange({ ...section, heading: event.target.value })}
            slotProps={{ htmlInput: { maxLength: LANDING_BOUNDS.heading.max } }}
            fullWidth
          />
          <TextField
            label={hero ? 'Subheadline' : `${name}: text`}
            value={section.body}
            disabled={disabled}
            onChange={(event) => onChange({ ...section, body: event.target.value })}
            slotProps={{ htmlInput: { maxLength: LANDING_BOUNDS.body.max } }}
            multiline
            minRows={hero ? 1 : 2}
            fullWidth
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
