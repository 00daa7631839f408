// A landing page for component tests: every section, one of them holding markup that must stay text.
import { SECTION_KINDS, type LandingContent, type LandingPage } from '@schemas/landing-pages.ts';

export const SCRIPT = '<script>alert(1)</script>';

export const content: LandingContent = {
  title: 'Solar Roofs',
  description: 'Rooftop solar for flats',
  accent: '#1565c0',
  mode: 'light',
  sections: SECTION_KINDS.map((kind) => ({
    kind,
    hidden: false,
    heading: kind === 'hero' ? 'Power from your roof' : `About ${kind}`,
    body: kind === 'problem' ? SCRIPT : `Text of ${kind}`,
  })),
};

export const page: LandingPage = {
  id: '7a1e0000-0000-4000-8000-000000000001',
  ideaId: '7a1e0000-0000-4000-8000-0000000000aa',
  ideaTitle: 'Solar Roofs',
  slug: 'solar-roofs',
  tone: 'friendly',
  content,
  draftedBy: 'template',
  publishedAt: null,
  editable: true,
  waitlistCount: 0,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};
