// The Share button's menu (./share-button.tsx), a file of its own: MUI's Menu brings its popover, modal and focus
// trap, which a page's first paint does not need.
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { shareTargets } from '@/components/share/share-links';

interface ShareMenuProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  url: string;
  title: string;
  onClose: () => void;
  onCopy: () => void;
  /** The device's own share sheet, where the browser has one. */
  onShare?: () => void;
}

export function ShareMenu({ id, buttonId, anchor, url, title, onClose, onCopy, onShare }: ShareMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId }, backdrop: { onTouchStart: onClose } }}
    >
      <MenuItem onClick={onCopy}>Copy link</MenuItem>
      {onShare && <MenuItem onClick={onShare}>Share via…</MenuItem>}
      <Divider />
      {shareTargets(url, title).map((target) => (
        <MenuItem
          key={target.label}
          component="a"
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          {target.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
