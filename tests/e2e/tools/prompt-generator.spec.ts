import type { Page } from '@playwright/test';
import { test, expect as baseExpect, expectToast } from '../fixtures';
import { allowNetworkErrors, chatFixture } from './network-fixtures';

// The machine running e2e may be busy: network tools get a longer default wait.
const expect = baseExpect.configure({ timeout: 15_000 });

const topic = (page: Page) => page.getByLabel('Topic or task', { exact: true });
const generate = (page: Page) => page.getByRole('button', { name: 'Generate prompt', exact: true }).click();
const output = (page: Page) => page.getByTestId('tool-output');
const apiKey = (page: Page) => page.getByLabel('API key', { exact: true });
const OPENAI = 'https://api.openai.com/v1/chat/completions';
const KEY = 'sk-proj-E2E-SECRET-KEY-0123456789abcdef';
const aiMode = (page: Page) => page.getByLabel('AI-enhanced (your own API key)');

/** Generates in AI mode with the test key, on a topic whose wording does not matter: the routed provider answers. */
async function generateWithAi(page: Page): Promise<void> {
  await topic(page).fill('x');
  await aiMode(page).check();
  await apiKey(page).fill(KEY);
  await generate(page);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/prompt-generator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('local template: role, task, context, constraints and format, no request', async ({ page }) => {
  let offsite = 0;
  page.on('request', (r) => { if (!r.url().startsWith('http://localhost')) offsite += 1; });
  await topic(page).fill('Explain how DNS works');
  await page.getByLabel('AI role').selectOption('teacher');
  await page.getByLabel('Tone').selectOption('concise');
  await page.getByLabel('Context (optional)').fill('For high-school students');
  await generate(page);
  await expectToast(page, 'Prompt generated');
  await expect(output(page)).toHaveValue(
    '# Role\nYou are a patient teacher who explains ideas step by step to a learner.\n\n' +
      '# Task\nExplain how DNS works\n\n' +
      '# Context\nFor high-school students\n\n' +
      '# Constraints\n- Be concise: keep only what matters, no filler.\n' +
      '- Start from the basics, use a concrete example and end by checking understanding.\n' +
      '- Be accurate, and say so when you are unsure rather than guessing.\n' +
      '- If the task is ambiguous, ask one clarifying question before answering.\n\n' +
      '# Output format\nAt most 5 bullet points or 150 words.',
  );
  expect(offsite).toBe(0);
});

test('the template is composed in the UI language', async ({ page }) => {
  await page.goto('/tools/prompt-generator?lng=es');
  await page.getByLabel('Tema o tarea', { exact: true }).fill('Planificar un huerto');
  await page.getByRole('button', { name: 'Generar prompt', exact: true }).click();
  await expect(output(page)).toHaveValue(/^# Rol\nEres un experto reconocido[\s\S]*# Formato de salida\n/);
  await page.goto('/tools/prompt-generator?lng=zh');
  await page.getByLabel('主题或任务', { exact: true }).fill('规划一个菜园');
  await page.getByRole('button', { name: '生成提示词', exact: true }).click();
  await expect(output(page)).toHaveValue(/^# 角色\n你是该领域公认的专家[\s\S]*# 输出格式\n/);
});

// "Please enter a topic or task" with nothing entered: contract/table.ts.
test('"API key is required for AI mode"', async ({ page }) => {
  await topic(page).fill('Summarise a meeting');
  await aiMode(page).check();
  await generate(page);
  await expectToast(page, 'API key is required for AI mode');
  await expect(output(page)).toHaveValue('');
});

test('AI mode: the key field, the notice, a routed generation — then the key is nowhere', async ({ page, context }) => {
  let auth = '';
  let sent: { model?: string; messages?: { role: string; content: string }[] } = {};
  await page.route(OPENAI, (route) => {
    auth = route.request().headers().authorization ?? '';
    sent = route.request().postDataJSON() as typeof sent;
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(chatFixture('# Role\nYou are a world-class DNS teacher.')) });
  });
  await topic(page).fill('Explain how DNS works');
  await aiMode(page).check();
  await expect(apiKey(page)).toHaveAttribute('type', 'password');
  await expect(apiKey(page)).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByText(/Your key stays in this page's memory only/)).toBeVisible();
  await apiKey(page).fill(KEY);
  await generate(page);
  await expect(output(page)).toHaveValue('# Role\nYou are a world-class DNS teacher.');
  await expectToast(page, 'Prompt generated');
  expect(auth).toBe(`Bearer ${KEY}`);
  expect(sent.model).toBe('gpt-4o-mini');
  expect(sent.messages?.[1]?.content).toContain('# Task\nExplain how DNS works');

  const where = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    url: window.location.href,
    cookie: document.cookie,
    history: JSON.stringify(window.history.state),
  }));
  for (const [name, value] of Object.entries(where)) expect(value, name).not.toContain(KEY);
  expect(JSON.stringify(await context.cookies())).not.toContain(KEY);
  expect(JSON.stringify(await context.storageState())).not.toContain(KEY);
});

test('a custom OpenAI-compatible base URL is used', async ({ page }) => {
  const urls: string[] = [];
  await page.route('https://llm.example.test/**', (route) => {
    urls.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(chatFixture('Better')) });
  });
  await topic(page).fill('x');
  await aiMode(page).check();
  await page.getByLabel('Provider').selectOption('custom');
  await page.getByLabel('Base URL').fill('http://llm.example.test/v1');
  await apiKey(page).fill(KEY);
  await generate(page);
  await expectToast(page, 'Please enter a valid https:// base URL for the provider');
  await page.getByLabel('Base URL').fill('https://llm.example.test/v1/');
  await page.getByLabel('Model').fill('my-model');
  await generate(page);
  await expect(output(page)).toHaveValue('Better');
  expect(urls).toEqual(['https://llm.example.test/v1/chat/completions']);
});

test('a refused key: the failure message, no retry', async ({ page, errors }) => {
  let calls = 0;
  await page.route(OPENAI, (route) => {
    calls += 1;
    return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Incorrect API key provided' } }) });
  });
  await generateWithAi(page);
  await expectToast(page, 'Failed to generate prompt. Please check your API key and try again.');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to generate prompt.' })).toBeVisible();
  expect(calls).toBe(1);
  allowNetworkErrors(errors);
});

test('a wrong answer shape is the same failure, not a crash', async ({ page }) => {
  await page.route(OPENAI, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"choices":[]}' }));
  await generateWithAi(page);
  await expectToast(page, 'Failed to generate prompt. Please check your API key and try again.');
});

test('generating state with cancel', async ({ page }) => {
  await page.route(OPENAI, () => { /* never answers */ });
  await generateWithAi(page);
  await expect(page.getByText('Generating…')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expectToast(page, 'Generation cancelled');
  await expect(page.getByRole('button', { name: 'Generate prompt', exact: true })).toBeVisible();
  await expect(output(page)).toHaveValue('');
});

test('AI mode with no network: says within 3 s that the provider cannot be reached, while retrying and after', async ({ page, errors }) => {
  test.setTimeout(45_000);
  await page.route(OPENAI, (route) => route.abort('internetdisconnected'));
  await generateWithAi(page);
  const alert = page.getByTestId('prompt-ai-failed');
  await expect(alert).toHaveText('Cannot reach the AI provider (is the connection working?). The smart template works without it.', { timeout: 3_000 });
  await expect(page.getByText('No answer yet, trying again…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate prompt', exact: true })).toBeVisible({ timeout: 20_000 });
  await expectToast(page, 'Cannot reach the AI provider (is the connection working?). The smart template works without it.');
  await expect(alert).toBeVisible();
  allowNetworkErrors(errors);
});

test('AI mode, the provider never answers: said after 2.5 s, Cancel still works', async ({ page }) => {
  await page.route(OPENAI, () => { /* never answers */ });
  await generateWithAi(page);
  await expect(page.getByTestId('prompt-ai-failed')).toContainText('Cannot reach the AI provider', { timeout: 3_500 });
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByTestId('prompt-ai-failed')).toHaveCount(0);
});
