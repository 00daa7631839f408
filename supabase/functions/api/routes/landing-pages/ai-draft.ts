// Drafting with a language model, when one is configured: an OpenAI-compatible chat-completions endpoint is asked
// for the page's texts as JSON, and the answer is used only when it meets the bounds of LandingContent. Any error,
// an invalid answer or a timeout gives null, and the caller falls back to the template.
//
// Settings (edge-function secrets; locally supabase/functions/.env):
//   LANDING_AI_URL         the chat-completions URL, e.g. https://api.openai.com/v1/chat/completions; unset: no model
//   LANDING_AI_MODEL       the model's name (required with the URL)
//   LANDING_AI_KEY         sent as `Authorization: Bearer ...` when set
//   LANDING_AI_TIMEOUT_MS  how long to wait for the answer, 7000 by default (the SPA waits 10 s for the whole call)
import { z } from 'zod';
import { landingContentSchema, type LandingContent, type LandingTone } from '../../../_shared/schemas/landing-pages.ts';
import { prompt } from './ai-prompt.ts';
import { pageStyle, type DraftIdea } from './draft.ts';

export const AI_FALLBACK_NOTICE = 'The AI draft was not available, so this page was drafted from a template.';

const DEFAULT_TIMEOUT_MS = 7000;

export interface AiSettings {
  url: string;
  model: string;
  key: string | null;
  timeoutMs: number;
}

/** The model's settings, or null when none is configured. */
export function aiSettings(): AiSettings | null {
  const url = Deno.env.get('LANDING_AI_URL')?.trim();
  const model = Deno.env.get('LANDING_AI_MODEL')?.trim();
  if (!url || !model) return null;
  const timeout = Number(Deno.env.get('LANDING_AI_TIMEOUT_MS'));
  return {
    url,
    model,
    key: Deno.env.get('LANDING_AI_KEY')?.trim() || null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** What the model is asked for: the texts only; colours and mode come from the template. */
const aiTextsSchema = z.object({
  title: z.string(),
  description: z.string(),
  sections: z.array(z.object({ kind: z.string(), heading: z.string(), body: z.string() })),
});

/** The model's draft, or null (no answer in time, an error, or texts that break the page's rules). */
export async function aiDraft(settings: AiSettings, idea: DraftIdea, tone: LandingTone): Promise<LandingContent | null> {
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages: prompt(idea, tone),
        response_format: { type: 'json_object' },
        temperature: 0.7,
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) {
      console.warn(`landing page draft: the model answered ${response.status}`);
      await response.body?.cancel();
      return null;
    }
    const completion = completionSchema.parse(await response.json());
    const text = completion.choices[0]!.message.content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
    const texts = aiTextsSchema.parse(JSON.parse(text));
    const content = landingContentSchema.safeParse({
      title: texts.title,
      description: texts.description,
      ...pageStyle(idea, tone),
      sections: texts.sections.map((section) => ({ ...section, hidden: false })),
    });
    if (!content.success) {
      console.warn('landing page draft: the model\'s texts break the page\'s rules');
      return null;
    }
    return content.data;
  } catch (error) {
    console.warn(`landing page draft: no usable answer from the model (${(error as Error).name})`);
    return null;
  }
}
