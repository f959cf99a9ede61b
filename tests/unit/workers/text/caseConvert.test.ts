import { describe, expect, it } from 'vitest';
import {
  CASE_MODES,
  convertCase,
  splitWords,
  toAlternatingCase,
  toSentenceCase,
  toTitleCase,
  type CaseMode,
} from '@workers/text/caseConvert';

describe('splitWords', () => {
  it.each([
    ['Hello World', ['Hello', 'World']],
    ['helloWorld', ['hello', 'World']],
    ['hello_world', ['hello', 'world']],
    ['hello-world', ['hello', 'world']],
    ['HTTPServer', ['HTTP', 'Server']],
    ['XMLHttpRequest', ['XML', 'Http', 'Request']],
    ['getHTTPResponseCode', ['get', 'HTTP', 'Response', 'Code']],
    ['  --hello__world--  ', ['hello', 'world']],
    ['version2Update', ['version', '2', 'Update']],
    ["don't stop", ['dont', 'stop']],
    ['ÉcoleNormale supérieure', ['École', 'Normale', 'supérieure']],
    ['naïve café', ['naïve', 'café']],
    ['hello 👋 world', ['hello', 'world']],
    ['你好 世界', ['你好', '世界']],
    ['', []],
    ['   ', []],
  ])('%j → %j', (input, expected) => {
    expect(splitWords(input)).toEqual(expected);
  });
});

describe('convertCase', () => {
  it.each<[string, CaseMode, string]>([
    ['Hello World', 'upper', 'HELLO WORLD'],
    ['Hello World', 'lower', 'hello world'],
    ['hello WORLD', 'title', 'Hello World'],
    ['the quick-brown fox', 'title', 'The Quick-Brown Fox'],
    ["don't stop the 3rd act", 'title', "Don't Stop The 3rd Act"],
    ['HELLO. how are you? fine!', 'sentence', 'Hello. How are you? Fine!'],
    ['"quoted." next one', 'sentence', '"Quoted." Next one'],
    ['1. first item', 'sentence', '1. First item'],
    ['pi is 3.14 exactly', 'sentence', 'Pi is 3.14 exactly'],
    ['Hello World', 'camel', 'helloWorld'],
    ['helloWorld', 'camel', 'helloWorld'],
    ['hello_world', 'camel', 'helloWorld'],
    ['hello-world', 'camel', 'helloWorld'],
    ['HTTPServer', 'camel', 'httpServer'],
    ['Hello World', 'snake', 'hello_world'],
    ['helloWorld', 'snake', 'hello_world'],
    ['hello-world', 'snake', 'hello_world'],
    ['HTTPServer', 'snake', 'http_server'],
    ['Hello World', 'kebab', 'hello-world'],
    ['helloWorld', 'kebab', 'hello-world'],
    ['hello_world', 'kebab', 'hello-world'],
    ['HTTPServer', 'kebab', 'http-server'],
    ['Hello World', 'constant', 'HELLO_WORLD'],
    ['helloWorld', 'constant', 'HELLO_WORLD'],
    ['max retry-count', 'constant', 'MAX_RETRY_COUNT'],
    ['HTTPServer', 'constant', 'HTTP_SERVER'],
    ['hello world', 'alternating', 'hElLo WoRlD'],
    // unicode
    ['straße café', 'upper', 'STRASSE CAFÉ'],
    ['ÀÉÎÕÜ Ω', 'lower', 'àéîõü ω'],
    ['élan vital', 'title', 'Élan Vital'],
    ['ÉCOLE normale', 'camel', 'écoleNormale'],
    ['señor López', 'snake', 'señor_lópez'],
    ['hello 👋 world', 'upper', 'HELLO 👋 WORLD'],
    ['hello 👋 world', 'kebab', 'hello-world'],
    ['你好 world', 'upper', '你好 WORLD'],
    ['你好。世界', 'sentence', '你好。世界'],
    ['ok。next', 'sentence', 'Ok。Next'],
    ['ab😀cd', 'alternating', 'aB😀cD'],
    // line by line, CRLF preserved
    ['hello world\nfoo bar', 'title', 'Hello World\nFoo Bar'],
    ['FIRST LINE\nsecond LINE', 'sentence', 'First line\nSecond line'],
    ['first name\r\nlast name', 'camel', 'firstName\r\nlastName'],
    ['first name\r\n\r\nlast name', 'snake', 'first_name\r\n\r\nlast_name'],
    ['a b\r\nc d', 'upper', 'A B\r\nC D'],
    ['hello. world\r\nnew line', 'sentence', 'Hello. World\r\nNew line'],
  ])('%j as %s → %j', (input, mode, expected) => {
    expect(convertCase(input, mode)).toBe(expected);
  });

  it.each(CASE_MODES.map((m) => [m]))('empty input stays empty (%s)', (mode) => {
    expect(convertCase('', mode)).toBe('');
  });
});

describe('helpers', () => {
  it.each([
    [toTitleCase, 'a tale OF two cities', 'A Tale Of Two Cities'],
    [toSentenceCase, '  indented start. next', '  Indented start. Next'],
    [toSentenceCase, '(parenthesised) start', '(Parenthesised) start'],
    [toSentenceCase, 'wait... what?! yes', 'Wait... What?! Yes'],
    [toAlternatingCase, 'ABC 123 def', 'aBc 123 DeF'],
    [toAlternatingCase, '', ''],
  ])('%o(%j) → %j', (fn, input, expected) => {
    expect(fn(input)).toBe(expected);
  });
});

describe('1 MB input', () => {
  const line = 'the quick brown foxJumps over_the lazy-dog. it works!\n';
  const big = line.repeat(Math.ceil(1_000_000 / line.length));
  const lines = big.split('\n').length - 1;

  it.each<[CaseMode, string]>([
    ['upper', 'THE QUICK BROWN FOXJUMPS OVER_THE LAZY-DOG. IT WORKS!\n'],
    ['lower', 'the quick brown foxjumps over_the lazy-dog. it works!\n'],
    ['title', 'The Quick Brown Foxjumps Over_The Lazy-Dog. It Works!\n'],
    ['sentence', 'The quick brown foxjumps over_the lazy-dog. It works!\n'],
    ['camel', 'theQuickBrownFoxJumpsOverTheLazyDogItWorks\n'],
    ['snake', 'the_quick_brown_fox_jumps_over_the_lazy_dog_it_works\n'],
    ['kebab', 'the-quick-brown-fox-jumps-over-the-lazy-dog-it-works\n'],
    ['constant', 'THE_QUICK_BROWN_FOX_JUMPS_OVER_THE_LAZY_DOG_IT_WORKS\n'],
  ])('%s converts every line', (mode, expectedLine) => {
    expect(convertCase(big, mode)).toBe(expectedLine.repeat(lines));
  });

  it('alternating keeps length and alternates across the whole text', () => {
    const out = convertCase(big, 'alternating');
    expect(out.length).toBe(big.length);
    expect(out.toLowerCase()).toBe(big.toLowerCase());
    expect(out.startsWith('tHe QuIcK')).toBe(true);
  });

  it('a megabyte of blank lines and spaces does not stall sentence case', () => {
    const blank = `.${' \n'.repeat(500_000)}1x`;
    expect(convertCase(blank, 'sentence')).toBe(blank.replace(/x$/, 'x'));
  });
});
