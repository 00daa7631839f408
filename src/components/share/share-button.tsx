// The Share button of a page worth sharing (an idea, a landing page): a menu to copy the link (with a toast), to
// share it through the device's own share sheet where the browser has one, or on X, LinkedIn, Facebook or by
// e-mail. A menu button: Enter, Space or the arrow keys open it, the arrow keys move through it, Escape closes it.
// The menu's code loads when the pointer or the focus reaches the button, or on the first open.
import ShareIcon from '@mui/icons-material/Share';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useSnackbar } from '@/components/toast';
import { loadOnce } from '@/lib/load-once';

const menuCode = loadOnce(() => import('@/components/share/share-menu'));
const ShareMenu = lazy(async () => ({ default: (await menuCode.get()).ShareMenu }));

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
  // Mounted from the first open on, so that closing animates and the menu's code is asked for once.
  const [opened, setOpened] = useState(false);
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
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        onPointerEnter={menuCode.preload}
        onFocus={menuCode.preload}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        sx={sx}
      >
        Share
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ShareMenu
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            url={url}
            title={title}
            onClose={close}
            onCopy={copyLink}
            onShare={canShare ? shareNatively : undefined}
          />
        </Suspense>
      )}
    </>
  );
}
