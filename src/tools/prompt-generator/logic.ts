/**
 * Prompt generator: a local, key-free template (role, task, context, constraints,
 * output format) composed in the UI language, and the messages that ask an
 * OpenAI-compatible provider to improve it. Pure: no React, no network. The
 * template's texts in each language are data, in templates.json.
 */
import TEXTS from './templates.json';

export type Role = keyof typeof TEXTS.en.roles;
export type Tone = keyof typeof TEXTS.en.tones;
/** The roles and tones, in the order the menus list them: as the template names them. */
export const ROLES = Object.keys(TEXTS.en.roles) as Role[];
export const TONES = Object.keys(TEXTS.en.tones) as Tone[];
export type PromptLang = 'en' | 'zh' | 'es';

export interface PromptInput {
  topic: string;
  role: Role;
  tone: Tone;
  context: string;
}

/** The example's role and tone; its topic and context, in the visitor's language, are the locale's `example`. */
export const EXAMPLE: Pick<PromptInput, 'role' | 'tone'> = { role: 'consultant', tone: 'professional' };

interface Template {
  headings: { role: string; task: string; context: string; constraints: string; format: string };
  you: (role: string) => string;
  noContext: string;
  roles: Record<Role, { who: string; rule: string }>;
  tones: Record<Tone, { style: string; format: string }>;
  always: string[];
  languageName: string;
}

/** Each language's texts (templates.json), with the sentence that gives the model its role. */
export const TEMPLATES: Record<PromptLang, Template> = {
  en: { ...TEXTS.en, you: (who) => `You are ${who}.` },
  zh: { ...TEXTS.zh, you: (who) => `你是${who}。` },
  es: { ...TEXTS.es, you: (who) => `Eres ${who}.` },
};

export function promptLang(lng: string | undefined): PromptLang {
  const base = (lng ?? '').slice(0, 2).toLowerCase();
  return base === 'zh' || base === 'es' ? base : 'en';
}

export function isRole(v: string): v is Role {
  return (ROLES as string[]).includes(v);
}
export function isTone(v: string): v is Tone {
  return (TONES as string[]).includes(v);
}

/** The local "smart template": a structured prompt in `lang`. */
export function buildPrompt(input: PromptInput, lang: PromptLang): string {
  const tpl = TEMPLATES[lang];
  const role = tpl.roles[input.role];
  const tone = tpl.tones[input.tone];
  const context = input.context.trim();
  const sections: [string, string][] = [
    [tpl.headings.role, tpl.you(role.who)],
    [tpl.headings.task, input.topic.trim()],
    [tpl.headings.context, context || tpl.noContext],
    [tpl.headings.constraints, [tone.style, role.rule, ...tpl.always].map((l) => `- ${l}`).join('\n')],
    [tpl.headings.format, tone.format],
  ];
  return sections.map(([h, body]) => `# ${h}\n${body}`).join('\n\n');
}

/** Messages asking an AI provider to improve the local prompt; the answer comes back in `lang`. */
export function buildAiMessages(input: PromptInput, lang: PromptLang): { role: 'system' | 'user'; content: string }[] {
  const tpl = TEMPLATES[lang];
  return [
    {
      role: 'system',
      content:
        'You are an expert prompt engineer. Rewrite the draft prompt you are given into a clearer, more specific and more effective prompt ' +
        'for a large language model. Keep its role, task, context, constraints and output format sections, add what is missing, ' +
        `and keep the requested tone (${input.tone}). Reply with the improved prompt only, written in ${tpl.languageName}.`,
    },
    { role: 'user', content: buildPrompt(input, lang) },
  ];
}

/** An OpenAI-compatible base URL the user typed: https, or http only for a local server. */
export function checkBaseUrl(input: string): string | null {
  const s = input.trim();
  try {
    const url = new URL(s);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
    if (url.protocol === 'https:' || (url.protocol === 'http:' && local)) {
      if (url.username || url.password || url.search || url.hash) return null;
      return url.href.replace(/\/+$/, '');
    }
    return null;
  } catch {
    return null;
  }
}
