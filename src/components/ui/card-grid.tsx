// Equal cards in rows, one column on a phone: a CSS grid rather than MUI's Grid, which the home page would load
// in its first load for this alone. As a list (ul/ol) its items are the cells.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentProps, ElementType } from 'react';

interface CardGridProps extends Omit<ComponentProps<typeof Box>, 'component' | 'sx'> {
  component?: ElementType;
  sx?: SxProps<Theme>;
  /** Columns from the sm and md breakpoints up. */
  columns: { sm?: number; md: number };
}

const gridStyle = (columns: CardGridProps['columns']) => ({
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: `repeat(${columns.sm ?? 1}, minmax(0, 1fr))`,
    md: `repeat(${columns.md}, minmax(0, 1fr))`,
  },
  listStyle: 'none',
  p: 0,
  m: 0,
});

export function CardGrid({ columns, sx, component = 'div', ...props }: CardGridProps) {
  return (
    <Box
      component={component}
      {...props}
      sx={[gridStyle(columns), ...(Array.isArray(sx) ? (sx as SxProps<Theme>[]) : [sx])] as SxProps<Theme>}
    />
  );
}
