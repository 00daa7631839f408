// A static testimonial (docs/product-spec.md section 2).
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function Testimonial() {
  return (
    <Box component="section" aria-label="Testimonial" sx={{ py: 8, bgcolor: 'action.hover' }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <FormatQuoteIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Box component="figure" sx={{ m: 0 }}>
          <Typography component="blockquote" variant="h5" sx={{ fontStyle: 'italic', mb: 2 }}>
            “The ratings showed me that people cared more about the problem than I expected, and less about my
            first business model. That saved me months.”
          </Typography>
          <Typography component="figcaption" color="text.secondary">
            Maya R., founder
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
