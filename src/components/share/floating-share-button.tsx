// The Share button of a page that has no header of its own (a published landing page, in its founder's colours):
// in the top right corner, on the app's paper, so it reads on any page colour and never moves the page's content.
import Box from '@mui/material/Box';
import { ShareButton } from '@/components/share/share-button';

export function FloatingShareButton({ url, title }: { url: string; title: string }) {
  return (
    <Box sx={{ position: 'fixed', top: { xs: 8, sm: 16 }, right: { xs: 8, sm: 16 }, zIndex: 'appBar' }}>
      <ShareButton
        url={url}
        title={title}
        sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
      />
    </Box>
  );
}
