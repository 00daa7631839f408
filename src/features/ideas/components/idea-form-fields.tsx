// The fields both idea forms share (the submit page and the edit dialog), read from the surrounding
// react-hook-form FormProvider. Each shows its bound as helper text until it has an error.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { CATEGORIES, IDEA_BOUNDS } from '@schemas/common.ts';
import { categoryLabel } from '@/components/ui/category-badge';
import { FormTextField as SharedFormTextField } from '@/components/ui/form-text-field';
import { IDEA_FIELD_HINTS, type IdeaEditFormValues } from '@/features/ideas/schemas/idea-form';

/** What the shared fields need from either form. */
export type IdeaCoreValues = Pick<
  IdeaEditFormValues,
  | 'title'
  | 'description'
  | 'category'
  | 'targetMarket'
  | 'businessModel'
  | 'competitors'
  | 'fundingNeeded'
  | 'timeline'
  | 'websiteUrl'
  | 'socialMedia'
>;

/** The submit page also types its tags as one text field. */
type TextValues = IdeaCoreValues & { tags: string };

/** A text field of either idea form. */
const FormTextField = SharedFormTextField<TextValues>;

export function TitleField() {
  return (
    <FormTextField
      name="title"
      label="Idea Title"
      required
      hint={IDEA_FIELD_HINTS.title}
      maxLength={IDEA_BOUNDS.title.max}
    />
  );
}

export function DescriptionField() {
  return (
    <FormTextField
      name="description"
      label="Description"
      required
      multiline
      minRows={4}
      hint={IDEA_FIELD_HINTS.description}
      maxLength={IDEA_BOUNDS.description.max}
    />
  );
}

export function CategoryField() {
  const { control } = useFormContext<IdeaCoreValues>();
  return (
    <Controller
      control={control}
      name="category"
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          select
          required
          fullWidth
          label="Category"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
        >
          {CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {categoryLabel(category)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function BusinessFields() {
  return (
    <>
      <FormTextField
        name="targetMarket"
        label="Target Market"
        required
        multiline
        minRows={2}
        hint={IDEA_FIELD_HINTS.targetMarket}
        maxLength={IDEA_BOUNDS.targetMarket.max}
      />
      <FormTextField
        name="businessModel"
        label="Business Model"
        required
        multiline
        minRows={2}
        hint={IDEA_FIELD_HINTS.businessModel}
        maxLength={IDEA_BOUNDS.businessModel.max}
      />
      <FormTextField
        name="competitors"
        label="Competitors"
        multiline
        minRows={2}
        hint={IDEA_FIELD_HINTS.competitors}
        maxLength={IDEA_BOUNDS.competitors.max}
      />
      <FormTextField
        name="fundingNeeded"
        label="Funding Needed ($)"
        type="number"
        asNumber
        hint={IDEA_FIELD_HINTS.fundingNeeded}
        slotProps={{
          htmlInput: { min: IDEA_BOUNDS.fundingNeeded.min, step: IDEA_BOUNDS.fundingNeeded.step },
        }}
      />
      <FormTextField
        name="timeline"
        label="Timeline"
        hint={IDEA_FIELD_HINTS.timeline}
        maxLength={IDEA_BOUNDS.timeline.max}
      />
    </>
  );
}

export function WebsiteField() {
  return (
    <FormTextField
      name="websiteUrl"
      label="Website URL"
      type="url"
      placeholder="https://"
      hint={IDEA_FIELD_HINTS.link}
    />
  );
}

export function SocialFields() {
  return (
    <>
      <FormTextField
        name="socialMedia.twitter"
        label="Twitter"
        type="url"
        placeholder="https://twitter.com/..."
      />
      <FormTextField
        name="socialMedia.linkedin"
        label="LinkedIn"
        type="url"
        placeholder="https://linkedin.com/..."
      />
      <FormTextField
        name="socialMedia.instagram"
        label="Instagram"
        type="url"
        placeholder="https://instagram.com/..."
      />
    </>
  );
}
