import Container from '@mui/material/Container';
import { RoadmapView } from '@/features/roadmap/components/roadmap-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Roadmap');
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <RoadmapView />
    </Container>
  );
}
