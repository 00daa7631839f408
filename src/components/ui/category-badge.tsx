// The coloured badge of an idea's category (product spec section 3): one colour per category, an unknown
// category shows as 'Other'.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { CATEGORIES, type Category } from '@schemas/common.ts';

const COLORS: Record<Category, NonNullable<ChipProps['color']>> = {
  technology: 'primary',
  healthcare: 'success',
  finance: 'warning',
  education: 'info',
  entertainment: 'secondary',
  other: 'default',
};

export function normalizeCategory(category: string | null | undefined): Category {
  return (CATEGORIES as readonly string[]).includes(category ?? '') ? (category as Category) : 'other';
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
    <Chip label={categoryLabel(value)} color={COLORS[value]} size={size} sx={sx} data-category={value} />
  );
}
