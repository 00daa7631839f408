// The editor of one landing page: the page's address, title and description, every section's texts in place,
// their order and visibility, the accent colour and light or dark; a live preview; drafts saved as the member
// types; publishing, the exported file and the waitlist beside it. A page whose owner is no longer premium is shown
// read-only: it stays online as it is. Until the server holds a change, it is also kept in the browser as the
// member's draft: a reload, a closed tab or a failed save loses nothing, and the editor opens with it again.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { DraftRestoredNote } from '@/components/ui/draft-restored-note';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import {
  LANDING_BOUNDS,
  type LandingPage,
  type SaveLandingInput,
  type Section,
} from '@schemas/landing-pages.ts';
import { LandingPreview } from '@/features/landing-pages/components/landing-preview';
import { PublishPanel } from '@/features/landing-pages/components/publish-panel';
import { SECTION_NAMES, SectionFields } from '@/features/landing-pages/components/section-fields';
import { saveStateText, useAutosave } from '@/features/landing-pages/components/use-autosave';
import { StatsPanel } from '@/features/landing-pages/components/stats-panel';
import { WaitlistPanel } from '@/features/landing-pages/components/waitlist-panel';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { clearDraft, draftKey, loadDraft } from '@/lib/drafts';
import { useDraft } from '@/lib/use-draft';

/** A stored draft still shaped as the editor expects (the app may have changed since it was written). */
function isEditorDraft(value: unknown): value is SaveLandingInput {
  const draft = value as Partial<SaveLandingInput> | null;
  return typeof draft?.slug === 'string' && Array.isArray(draft.content?.sections);
}

/** The member's draft of the page: the one found on opening if the server does not hold it, kept as they type. */
function useLocalDraft(page: LandingPage) {
  const { user } = useCurrentUser();
  const key = user && page.editable ? draftKey(user.uid, 'landing', page.id) : null;
  const local = useDraft<SaveLandingInput>(key);
  const serverText = JSON.stringify({ slug: page.slug, content: page.content });
  const found = local.restored?.value;
  const restored = isEditorDraft(found) && JSON.stringify(found) !== serverText ? found : null;
  // The server has this text now: the draft goes, unless the member typed on since.
  const onStored = useCallback(
    (stored: string) => {
      if (key !== null && JSON.stringify(loadDraft(key)?.value) === stored) clearDraft(key);
    },
    [key],
  );
  return { restored, update: local.update, clear: local.clear, serverText, onStored };
}

export function LandingEditor({ page }: { page: LandingPage }) {
  const local = useLocalDraft(page);
  const [restored, setRestored] = useState(local.restored !== null);
  const [draft, setDraft] = useState<SaveLandingInput>(
    () => local.restored ?? { slug: page.slug, content: page.content },
  );
  const { update, serverText } = local;
  useEffect(
    () => update(draft, { empty: JSON.stringify(draft) === serverText }),
    [draft, update, serverText],
  );
  const discard = () => {
    local.clear();
    setRestored(false);
    setDraft({ slug: page.slug, content: page.content });
  };
  const saveState = useAutosave(page, draft, page.editable, local.onStored);
  const locked = !page.editable;
  const content = draft.content;
  const setContent = (change: Partial<SaveLandingInput['content']>) =>
    setDraft((current) => ({ ...current, content: { ...current.content, ...change } }));
  const setSection = (index: number, section: Section) =>
    setContent({ sections: content.sections.map((item, at) => (at === index ? section : item)) });
  // The section that just moved, so its card can take the focus back and a screen reader hears where it went.
  const [moved, setMoved] = useState<{ kind: Section['kind']; by: -1 | 1; place: number } | null>(null);
  const move = (index: number, direction: -1 | 1) => {
    const sections = [...content.sections];
    const [section] = sections.splice(index, 1);
    if (!section) return;
    sections.splice(index + direction, 0, section);
    setContent({ sections });
    setMoved({ kind: section.kind, by: direction, place: index + direction + 1 });
  };
  const refused = saveState.kind === 'invalid' || saveState.kind === 'failed';
  const slugError = refused && saveState.field === 'slug';
  // A published page keeps its address: changed as one types, each pause would move the page (and free the old
  // address for anyone else) under the links already shared.
  const published = page.publishedAt !== null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
      }}
    >
      <Stack spacing={2.5} component="section" aria-labelledby="editor-title">
        <Typography id="editor-title" variant="h6" component="h2">
          Edit your page
        </Typography>
        {locked && (
          <Alert severity="info">
            Your premium plan has ended, so this page can no longer be edited. It stays as it is, online if it
            is published; you can still unpublish or delete it.
          </Alert>
        )}
        {restored && <DraftRestoredNote onDiscard={discard} />}
        {!locked && (
          // Only a refusal is announced: 'Saving...' and 'All changes saved' at every pause would talk over typing.
          <Typography
            role={refused ? 'alert' : undefined}
            variant="body2"
            color={refused ? 'error' : 'text.secondary'}
            data-testid="save-state"
          >
            {saveStateText(saveState)}
          </Typography>
        )}
        <TextField
          label="Page address"
          value={draft.slug}
          disabled={locked || published}
          onChange={(event) =>
            setDraft((current) => ({ ...current, slug: event.target.value.toLowerCase() }))
          }
          error={slugError}
          helperText={
            slugError
              ? saveState.message
              : published
                ? 'Unpublish the page to change its address'
                : `Your page will be at /p/${draft.slug}`
          }
          slotProps={{
            htmlInput: { maxLength: LANDING_BOUNDS.slug.max },
            // The reason the field is fixed must stay readable: a disabled field's grey fails contrast.
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        />
        <TextField
          label="Page title"
          value={content.title}
          disabled={locked}
          onChange={(event) => setContent({ title: event.target.value })}
          helperText="Shown in the browser tab and when the page is shared"
          slotProps={{ htmlInput: { maxLength: LANDING_BOUNDS.title.max } }}
        />
        <TextField
          label="Description"
          value={content.description}
          disabled={locked}
          onChange={(event) => setContent({ description: event.target.value })}
          helperText="One or two sentences for search results and shared links"
          multiline
          slotProps={{ htmlInput: { maxLength: LANDING_BOUNDS.description.max } }}
        />
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            label="Accent colour"
            type="color"
            value={content.accent}
            disabled={locked}
            onChange={(event) => setContent({ accent: event.target.value })}
            sx={{ width: 140 }}
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={content.mode}
            disabled={locked}
            onChange={(_event, mode: 'light' | 'dark' | null) => mode && setContent({ mode })}
            aria-label="Page colours"
          >
            <ToggleButton value="light">Light</ToggleButton>
            <ToggleButton value="dark">Dark</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {content.sections.map((section, index) => (
          <SectionFields
            key={section.kind}
            section={section}
            first={index === 0}
            last={index === content.sections.length - 1}
            disabled={locked}
            onChange={(changed) => setSection(index, changed)}
            onMove={(direction) => move(index, direction)}
            moved={moved?.kind === section.kind ? moved : undefined}
          />
        ))}
        <Box role="status" sx={visuallyHidden}>
          {moved &&
            `${SECTION_NAMES[moved.kind]} is now section ${moved.place} of ${content.sections.length}.`}
        </Box>
      </Stack>
      <Stack spacing={3}>
        <PublishPanel page={page} content={content} saved={saveState.kind === 'saved' || locked} />
        <WaitlistPanel page={page} />
        <StatsPanel page={page} />
        <LandingPreview content={content} verdict={null} />
      </Stack>
    </Box>
  );
}
