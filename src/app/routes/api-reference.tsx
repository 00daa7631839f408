// The API's reference: the OpenAPI document the API serves (GET /api/openapi.json) drawn by Scalar in the page's
// content area, in the app's colours and mode. Scalar's file is fetched once the page is on screen, so the frame
// shows at once; no other page loads any of it.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { ErrorRetry } from '@/components/ui/error-retry';
import { env } from '@/config/env';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loadApiReference, type CreateApiReference } from '@/lib/api-reference';

const OPENAPI_DOCUMENT_URL = `${env.apiUrl}/openapi.json`;

type Configuration = Parameters<CreateApiReference>[1];

/** Scalar's settings for this app: its document, its mode and colours, and nothing that calls third parties. */
function referenceConfiguration(theme: Theme): Configuration {
  const mode = theme.palette.mode;
  return {
    url: OPENAPI_DOCUMENT_URL,
    // The document's server is relative to the project's URL (/functions/v1), not to this page's origin.
    baseServerURL: env.supabaseUrl,
    // The project's anon key is public and all a visitor's calls need: 'Test Request' works without signing in.
    authentication: {
      preferredSecurityScheme: 'apiKey',
      securitySchemes: { apiKey: { value: env.supabaseAnonKey } },
    },
    // The app's header switches the mode; a second switch inside the page would disagree with it.
    forceDarkModeState: mode,
    hideDarkModeToggle: true,
    // Scalar's own fonts would come from its servers: the app's font is used instead.
    withDefaultFonts: false,
    telemetry: false,
    // Scalar turns these on for a page served from localhost: tools for its own development, an MCP button and its
    // AI agent, which would send the document to Scalar's service.
    showDeveloperTools: 'never',
    mcp: { disabled: true },
    agent: { disabled: true },
    // Scalar's theme variables sit in a CSS layer, so these unlayered ones win.
    customCss: `.light-mode, .dark-mode {
      --scalar-font: ${theme.typography.fontFamily ?? 'sans-serif'};
      --scalar-background-1: ${theme.palette.background.default};
      --scalar-color-accent: ${theme.palette.primary.main};
    }`,
  };
}

/** The app's sticky header as index.html draws it (MUI's toolbar heights and a 1 px border): Scalar stays below it. */
function headerOffset(theme: Theme) {
  return {
    '--scalar-custom-header-height': '57px',
    '@media (orientation: landscape)': { '--scalar-custom-header-height': '49px' },
    [theme.breakpoints.up('sm')]: { '--scalar-custom-header-height': '65px' },
  };
}

export function Component() {
  useDocumentTitle('API reference');
  const theme = useTheme();
  const mount = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A link from the foot of a long page would otherwise open the reference somewhere in its middle; a link to a
    // section (#tag/...) is left to Scalar.
    if (!window.location.hash) document.documentElement.scrollTop = 0;
  }, []);

  useEffect(() => {
    const element = mount.current;
    if (!element) return;
    let cancelled = false;
    let reference: ReturnType<CreateApiReference> | undefined;
    // Scalar leaves these behind when it goes: the mode classes it puts on <body> (its file adds one as it loads),
    // and the browser's scroll restoration turned to manual, which the app's other pages rely on when going back.
    const scrollRestoration = window.history.scrollRestoration;
    loadApiReference().then(
      (createApiReference) => {
        if (cancelled) return;
        reference = createApiReference(element, referenceConfiguration(theme));
        setStatus('shown');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      reference?.destroy();
      document.body.classList.remove('light-mode', 'dark-mode');
      window.history.scrollRestoration = scrollRestoration;
    };
    // A new theme is a new mode: Scalar reads its mode once, so it is mounted afresh. A new attempt loads it again.
  }, [theme, attempt]);

  return (
    <>
      {status === 'loading' && (
        <Container maxWidth="lg" sx={{ py: 6 }}>
          <Typography role="status" color="textSecondary">
            Loading the API reference…
          </Typography>
        </Container>
      )}
      {status === 'failed' && (
        <Container maxWidth="lg" sx={{ py: 6 }}>
          <ErrorRetry
            onRetry={() => {
              setStatus('loading');
              setAttempt((count) => count + 1);
            }}
          >
            The API reference could not be loaded.
          </ErrorRetry>
        </Container>
      )}
      <Box ref={mount} sx={headerOffset(theme)} />
    </>
  );
}
