// The Share button of a page worth sharing (an idea, a landing page): a menu to copy the link (with a toast), to
// share it through the device's own share sheet where the browser has one, or on X, LinkedIn, Facebook or by
// e-mail. A menu button: Enter, Space or the arrow keys open it, the arrow keys move through it, Escape closes it.
import ShareIcon from '@mui/icons-material/Share';
import Button, { type ButtonProps } from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { shareTargets } from '@/components/share/share-links';
import { useSnackbar } from '@/components/toast';

interface ShareButtonProps {
  /** The absolute address to share. */
  url: string;
  /** What the link is: the text a post or an e-mail starts with. */
  title: string;
  sx?: ButtonProps['sx'];
}

async function copy(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('No clipboard');
  await navigator.clipboard.writeText(text);
}

export function ShareButton({ url, title, sx }: ShareButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const menuId = useId();
  const buttonId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const close = () => setAnchor(null);
  const canShare = typeof navigator.share === 'function';

  const copyLink = () => {
    close();
    copy(url).then(
      () => enqueueSnackbar('Link copied', { variant: 'success' }),
      () =>
        enqueueSnackbar('The link could not be copied: copy it from the address bar', { variant: 'error' }),
    );
  };
  const shareNatively = () => {
    close();
    // Dismissing the share sheet rejects too: nothing to tell.
    navigator.share({ title, url }).catch(() => undefined);
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<ShareIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        sx={sx}
      >
        Share
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId }, backdrop: { onTouchStart: close } }}
      >
        <MenuItem onClick={copyLink}>Copy link</MenuItem>
        {canShare && <MenuItem onClick={shareNatively}>Share via…</MenuItem>}
        <Divider />
        {shareTargets(url, title).map((target) => (
          <MenuItem
            key={target.label}
            component="a"
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            {target.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
