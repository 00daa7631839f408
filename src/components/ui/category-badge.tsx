// The coloured badge of an idea's category (docs/product-spec.md section 3): one colour per category, an unknown
// category shows as 'Other'.
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Category } from '@schemas/common.ts';

// Every category and only those (a Record of the shared type), so it also says which names are categories: the
// badge is on the home page, which need not load the shared schemas (and zod) for the list.
export const CATEGORY_COLORS: Record<Category, NonNullable<ChipProps['color']>> = {
  technology: 'primary',
  healthcare: 'success',
  finance: 'warning',
  education: 'info',
  entertainment: 'secondary',
  other: 'default',
};

export function normalizeCategory(category: string | null | undefined): Category {
  return category && Object.hasOwn(CATEGORY_COLORS, category) ? (category as Category) : 'other';
}

export function categoryLabel(category: string | null | undefined): string {
  const value = normalizeCategory(category);
  return value.charAt(0).toUpperCase() + value.slice(1);
}

interface CategoryBadgeProps {
  category: string | null | undefined;
  size?: ChipProps['size'];
  sx?: ChipProps['sx'];
}

export function CategoryBadge({ category, size = 'small', sx }: CategoryBadgeProps) {
  const value = normalizeCategory(category);
  return (
    <Chip
      label={categoryLabel(value)}
      color={CATEGORY_COLORS[value]}
      size={size}
      sx={sx}
      data-category={value}
    />
  );
}
