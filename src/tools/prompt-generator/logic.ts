/**
 * Prompt generator: a local, key-free template (role, task, context, constraints,
 * output format) composed in the UI language, and the messages that ask an
 * OpenAI-compatible provider to improve it. Pure: no React, no network.
 */

export const ROLES = ['expert', 'teacher', 'consultant', 'analyst', 'developer'] as const;
export const TONES = ['professional', 'friendly', 'creative', 'detailed', 'concise'] as const;
export type Role = (typeof ROLES)[number];
export type Tone = (typeof TONES)[number];
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

const EN: Template = {
  headings: { role: 'Role', task: 'Task', context: 'Context', constraints: 'Constraints', format: 'Output format' },
  you: (who) => `You are ${who}.`,
  noContext: 'No further context was given: state the assumptions you make.',
  roles: {
    expert: { who: 'a recognised expert in this field with deep, practical knowledge', rule: 'Draw on established best practice and name the key concepts involved.' },
    teacher: { who: 'a patient teacher who explains ideas step by step to a learner', rule: 'Start from the basics, use a concrete example and end by checking understanding.' },
    consultant: { who: 'an experienced consultant who gives clear, actionable recommendations', rule: 'Weigh the options with their costs and risks, then recommend one.' },
    analyst: { who: 'a rigorous analyst who reasons from data and evidence', rule: 'Separate facts from interpretation and state the assumptions behind each conclusion.' },
    developer: { who: 'a senior software developer who writes clean, tested, maintainable code', rule: 'Include working code with brief comments, and cover edge cases and tests.' },
  },
  tones: {
    professional: { style: 'Use a professional, neutral tone.', format: 'A short summary first, then sections with headings and bullet points.' },
    friendly: { style: 'Use a warm, friendly and encouraging tone.', format: 'A conversational answer in short paragraphs, ending with a helpful next step.' },
    creative: { style: 'Be creative: offer original ideas, vivid examples and unexpected angles.', format: 'Several distinct ideas, each with a title and a short description.' },
    detailed: { style: 'Be thorough: cover every relevant aspect in depth.', format: 'Numbered sections with headings and examples, then a final summary.' },
    concise: { style: 'Be concise: keep only what matters, no filler.', format: 'At most 5 bullet points or 150 words.' },
  },
  always: ['Be accurate, and say so when you are unsure rather than guessing.', 'If the task is ambiguous, ask one clarifying question before answering.'],
  languageName: 'English',
};

const ZH: Template = {
  headings: { role: '角色', task: '任务', context: '背景', constraints: '要求', format: '输出格式' },
  you: (who) => `你是${who}。`,
  noContext: '未提供更多背景信息：请说明你所做的假设。',
  roles: {
    expert: { who: '该领域公认的专家，拥有深厚的实践经验', rule: '依据业内公认的最佳实践，并点明其中涉及的关键概念。' },
    teacher: { who: '一位耐心的老师，会一步步向学习者讲解', rule: '从基础讲起，举一个具体的例子，最后检查对方是否理解。' },
    consultant: { who: '一位经验丰富的顾问，能给出清晰、可执行的建议', rule: '权衡各个方案的成本与风险，然后推荐其中一个。' },
    analyst: { who: '一位严谨的分析师，以数据和证据为依据进行推理', rule: '区分事实与解读，并说明每个结论背后的假设。' },
    developer: { who: '一位资深软件开发者，编写整洁、经过测试、易于维护的代码', rule: '给出可运行的代码并附简要注释，同时考虑边界情况和测试。' },
  },
  tones: {
    professional: { style: '使用专业、中立的语气。', format: '先给出简短摘要，再用带标题和要点的小节展开。' },
    friendly: { style: '使用亲切、友好、鼓励的语气。', format: '用简短段落进行对话式回答，最后给出一个有用的下一步建议。' },
    creative: { style: '发挥创意：提供新颖的想法、生动的例子和出人意料的角度。', format: '列出几个不同的想法，每个都有标题和简短说明。' },
    detailed: { style: '力求全面：深入覆盖每个相关方面。', format: '使用带标题和示例的编号小节，最后附上总结。' },
    concise: { style: '简明扼要：只保留要点，不说空话。', format: '最多 5 个要点或 150 字。' },
  },
  always: ['确保准确；不确定时请直说，不要猜测。', '如果任务含义不清，请先提出一个澄清问题再作答。'],
  languageName: '简体中文',
};

const ES: Template = {
  headings: { role: 'Rol', task: 'Tarea', context: 'Contexto', constraints: 'Requisitos', format: 'Formato de salida' },
  you: (who) => `Eres ${who}.`,
  noContext: 'No se ha dado más contexto: indica las suposiciones que hagas.',
  roles: {
    expert: { who: 'un experto reconocido en este campo, con un conocimiento profundo y práctico', rule: 'Apóyate en las buenas prácticas establecidas y nombra los conceptos clave.' },
    teacher: { who: 'un profesor paciente que explica las ideas paso a paso a quien aprende', rule: 'Empieza por lo básico, usa un ejemplo concreto y termina comprobando que se ha entendido.' },
    consultant: { who: 'un consultor con experiencia que da recomendaciones claras y aplicables', rule: 'Compara las opciones con sus costes y riesgos y recomienda una.' },
    analyst: { who: 'un analista riguroso que razona a partir de datos y evidencias', rule: 'Separa los hechos de la interpretación e indica las suposiciones de cada conclusión.' },
    developer: { who: 'un desarrollador de software sénior que escribe código limpio, probado y mantenible', rule: 'Incluye código que funcione con comentarios breves y contempla casos límite y pruebas.' },
  },
  tones: {
    professional: { style: 'Usa un tono profesional y neutro.', format: 'Primero un breve resumen y luego secciones con títulos y viñetas.' },
    friendly: { style: 'Usa un tono cercano, amable y alentador.', format: 'Una respuesta conversacional en párrafos cortos que termine con un siguiente paso útil.' },
    creative: { style: 'Sé creativo: ofrece ideas originales, ejemplos vivos y enfoques inesperados.', format: 'Varias ideas distintas, cada una con un título y una breve descripción.' },
    detailed: { style: 'Sé exhaustivo: trata a fondo cada aspecto relevante.', format: 'Secciones numeradas con títulos y ejemplos, y un resumen final.' },
    concise: { style: 'Sé conciso: quédate solo con lo esencial, sin relleno.', format: 'Como máximo 5 viñetas o 150 palabras.' },
  },
  always: ['Sé preciso y dilo cuando no estés seguro en lugar de adivinar.', 'Si la tarea es ambigua, haz una pregunta aclaratoria antes de responder.'],
  languageName: 'español',
};

export const TEMPLATES: Record<PromptLang, Template> = { en: EN, zh: ZH, es: ES };

export function promptLang(lng: string | undefined): PromptLang {
  const base = (lng ?? '').slice(0, 2).toLowerCase();
  return base === 'zh' || base === 'es' ? base : 'en';
}

export function isRole(v: string): v is Role {
  return (ROLES as readonly string[]).includes(v);
}
export function isTone(v: string): v is Tone {
  return (TONES as readonly string[]).includes(v);
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
