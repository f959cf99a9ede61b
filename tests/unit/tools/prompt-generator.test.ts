import { describe, expect, it } from 'vitest';
import {
  ROLES, TEMPLATES, TONES, buildAiMessages, buildPrompt, checkBaseUrl, promptLang, type PromptLang,
} from '@src/tools/prompt-generator/logic';

const LANGS: PromptLang[] = ['en', 'zh', 'es'];
const cases = LANGS.flatMap((lang) => ROLES.flatMap((role) => TONES.map((tone) => [lang, role, tone] as const)));

describe('local template: every language × role × tone', () => {
  it.each(cases)('%s / %s / %s', (lang, role, tone) => {
    const tpl = TEMPLATES[lang];
    const prompt = buildPrompt({ topic: '  Plan a garden  ', role, tone, context: 'Small balcony' }, lang);
    const headings = [...prompt.matchAll(/^# (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([tpl.headings.role, tpl.headings.task, tpl.headings.context, tpl.headings.constraints, tpl.headings.format]);
    expect(prompt).toContain(tpl.you(tpl.roles[role].who));
    expect(prompt).toContain(`# ${tpl.headings.task}\nPlan a garden\n`);
    expect(prompt).toContain('Small balcony');
    expect(prompt).toContain(`- ${tpl.tones[tone].style}`);
    expect(prompt).toContain(`- ${tpl.roles[role].rule}`);
    expect(prompt.endsWith(tpl.tones[tone].format)).toBe(true);
    expect(prompt).not.toMatch(/undefined|\{\{/);
  });

  it('every role and tone reads differently', () => {
    for (const lang of LANGS) {
      const prompts = cases.filter(([l]) => l === lang).map(([, role, tone]) => buildPrompt({ topic: 'x', role, tone, context: '' }, lang));
      expect(new Set(prompts).size).toBe(ROLES.length * TONES.length);
    }
  });

  it('without context the prompt asks for assumptions', () => {
    for (const lang of LANGS) {
      expect(buildPrompt({ topic: 'x', role: 'expert', tone: 'concise', context: '   ' }, lang)).toContain(TEMPLATES[lang].noContext);
    }
  });

  it('zh and es are really translated', () => {
    expect(buildPrompt({ topic: 'x', role: 'teacher', tone: 'friendly', context: '' }, 'zh')).toMatch(/# 角色\n你是一位耐心的老师/);
    expect(buildPrompt({ topic: 'x', role: 'teacher', tone: 'friendly', context: '' }, 'es')).toMatch(/# Rol\nEres un profesor paciente/);
  });
});

describe('AI messages', () => {
  it('system asks for an improved prompt in the UI language; user holds the local draft', () => {
    const input = { topic: 'Explain DNS', role: 'teacher' as const, tone: 'concise' as const, context: '' };
    const [system, user] = buildAiMessages(input, 'es');
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('español');
    expect(system?.content).toContain('concise');
    expect(user).toEqual({ role: 'user', content: buildPrompt(input, 'es') });
  });
});

describe('helpers', () => {
  it.each([['en', 'en'], ['zh', 'zh'], ['zh-CN', 'zh'], ['es-MX', 'es'], ['fr', 'en'], [undefined, 'en']] as const)('promptLang(%s) = %s', (lng, expected) => {
    expect(promptLang(lng)).toBe(expected);
  });

  it.each([
    ['https://api.example.com/v1/', 'https://api.example.com/v1'],
    ['http://localhost:11434/v1', 'http://localhost:11434/v1'],
    ['http://127.0.0.1:8080/v1', 'http://127.0.0.1:8080/v1'],
    ['http://api.example.com/v1', null],
    ['https://user:pw@api.example.com/v1', null],
    ['https://api.example.com/v1?key=x', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
  ])('checkBaseUrl(%j) = %j', (input, expected) => {
    expect(checkBaseUrl(input)).toBe(expected);
  });
});
