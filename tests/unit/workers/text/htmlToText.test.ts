// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText } from '@workers/text/htmlToText';

describe('htmlToText', () => {
  it.each([
    ['empty', '', ''],
    ['blank', '  \n ', ''],
    ['plain text', 'just text', 'just text'],
    ['paragraphs get a blank line', '<p>One</p><p>Two</p>', 'One\n\nTwo'],
    ['headings', '<h1>Title</h1><p>Body</p>', 'Title\n\nBody'],
    ['divs get one line break', '<div>a</div><div>b</div>', 'a\nb'],
    ['br', 'a<br>b<br/>c', 'a\nb\nc'],
    ['double br makes a blank line', 'a<br><br>b', 'a\n\nb'],
    ['br then block', '<p>a<br></p><p>b</p>', 'a\n\nb'],
    ['inline whitespace collapses', '<p>  Hello \n\t   <b>big</b>   world  </p>', 'Hello big world'],
    ['inline elements join', '<span>a</span><span>b</span> <i>c</i>', 'ab c'],
    ['entities decode', '<p>Tom &amp; Jerry &lt;3 &quot;x&quot; &eacute; &#128512; &copy;</p>', 'Tom & Jerry <3 "x" é 😀 ©'],
    ['nbsp becomes a space', 'a&nbsp;&nbsp;b', 'a  b'],
    ['unordered list', '<ul><li>One</li><li>Two</li></ul>', '• One\n• Two'],
    ['ordered list', '<ol><li>One</li><li>Two</li></ol>', '1. One\n2. Two'],
    ['ordered list start and value', '<ol start="5"><li>a</li><li value="9">b</li><li>c</li></ol>', '5. a\n9. b\n10. c'],
    ['list after paragraph', '<p>Intro</p><ul><li>x</li></ul><p>End</p>', 'Intro\n\n• x\n\nEnd'],
    ['nested lists indent', '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>', '• a\n  • b\n• c'],
    ['nested ordered in unordered', '<ul><li>a<ol><li>b</li><li>c</li></ol></li></ul>', '• a\n  1. b\n  2. c'],
    ['list items with whitespace', '<ul>\n  <li>\n    One\n  </li>\n  <li>Two</li>\n</ul>', '• One\n• Two'],
    ['table rows and cells', '<table><tr><th>Name</th><th>Age</th></tr><tr><td> Ann </td><td>30</td></tr></table>', 'Name\tAge\nAnn\t30'],
    ['pre keeps spacing', '<p>Code:</p><pre>  if (x) {\n    y();\n  }</pre>', 'Code:\n\n  if (x) {\n    y();\n  }'],
    ['script, style, noscript, template skipped', '<p>a</p><script>var x = "<p>no</p>";</script><style>p{color:red}</style><noscript>no js</noscript><template><p>tpl</p></template><p>b</p>', 'a\n\nb'],
    ['head and title skipped', '<html><head><title>T</title><meta charset="utf-8"></head><body><p>Body</p></body></html>', 'Body'],
    ['comments skipped', 'a<!-- hidden -->b', 'ab'],
    ['no more than two newlines', '<p>a</p><br><br><br><br><p>b</p>', 'a\n\nb'],
    ['blockquote and sections', '<section><h2>H</h2><blockquote>Q</blockquote><div>D</div></section>', 'H\n\nQ\n\nD'],
    ['unicode text', '<p>你好，世界</p><p>¡Hola, señor! 👋</p>', '你好，世界\n\n¡Hola, señor! 👋'],
    ['CRLF in source collapses like any white space', '<p>one\r\ntwo</p>\r\n<p>three</p>', 'one two\n\nthree'],
    ['CRLF in pre becomes LF', '<pre>a\r\nb</pre>', 'a\nb'],
    ['broken markup still yields text', '<p>unclosed <b>bold<p>next', 'unclosed bold\n\nnext'],
    ['hostile markup yields only text', '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><p>safe</p>', 'safe'],
  ])('%s', (_name, html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });

  it('runs no script and loads no image from the input', () => {
    const w = window as unknown as { __pwned?: number };
    htmlToText('<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><svg onload="window.__pwned=1"></svg>');
    expect(w.__pwned).toBeUndefined();
    expect(document.querySelector('img')).toBeNull();
  });

  it('walks very deep trees without overflowing the call stack', () => {
    expect(htmlToText(`${'<div><span>'.repeat(15_000)}deep`)).toBe('deep');
  }, 30_000);

  it('1 MB input', () => {
    const block = '<div><h2>Title &amp; more</h2><p>Some   <b>bold</b> text.</p><ul><li>a</li><li>b</li></ul><script>x()</script></div>\n';
    const repeats = Math.ceil(1_000_000 / block.length);
    const out = htmlToText(block.repeat(repeats));
    const unit = 'Title & more\n\nSome bold text.\n\n• a\n• b';
    expect(out).toBe(Array.from({ length: repeats }, () => unit).join('\n\n'));
  }, 60_000);
});
