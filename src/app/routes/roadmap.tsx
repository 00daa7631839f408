import Container from '@mui/material/Container';
import { useDocumentTitle } from '@/components/use-document-title';
import { RoadmapView } from '@/features/roadmap/components/roadmap-view';

export function Component() {
  useDocumentTitle('Roadmap');
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <RoadmapView />
    </Container>
  );
}
