// Placeholder header: replaced by the real one (links, user menu, theme toggle, search, mobile menu).
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export function Header() {
  return (
    <AppBar position="static" color="default" elevation={0}>
      <Toolbar>
        <Typography variant="h6" component="span">
          Ideaboard
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
