// The header's search box. Searching is not built yet (docs/product-spec.md section 2): submitting does nothing.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

export function HeaderSearch({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={sx}>
      <Box
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          width: '100%',
          borderRadius: 1,
          bgcolor: alpha(theme.palette.text.primary, 0.06),
          '&:focus-within': { bgcolor: alpha(theme.palette.text.primary, 0.1) },
        })}
      >
        <SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
        <InputBase
          placeholder="Search ideas..."
          type="search"
          inputProps={{ 'aria-label': 'Search ideas' }}
          sx={{ flex: 1, py: 0.5 }}
        />
      </Box>
    </Box>
  );
}
