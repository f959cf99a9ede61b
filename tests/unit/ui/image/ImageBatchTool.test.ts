import { describe, expect, it } from 'vitest';
import { formatKey } from '@src/ui/image/ImageBatchTool';
import { FORMATS } from '@src/tools/image-compressor/logic';
import { FORMAT_CHOICES } from '@src/tools/image-resizer/logic';
import { localeTexts } from '../../helpers/locales';

const formatsOf = (language: string, tool: string): Record<string, string> =>
  localeTexts(language, `tools/${tool}`).formats as Record<string, string>;

describe('formatKey: the format menus name every choice', () => {
  it('is a MIME type by its subtype, any other choice as it is', () => {
    expect(['image/jpeg', 'image/webp', 'image/avif', 'image/png', 'auto', 'original'].map(formatKey)).toEqual(['jpeg', 'webp', 'avif', 'png', 'auto', 'original']);
  });

  it.each([
    ['image-compressor', FORMATS],
    ['image-resizer', FORMAT_CHOICES],
  ])('%s has a formats.* text for each of its choices in every language', (tool, choices) => {
    for (const language of ['en', 'zh', 'es']) {
      const texts = formatsOf(language, tool);
      expect(Object.keys(texts).sort()).toEqual(choices.map(formatKey).sort());
    }
  });
});
