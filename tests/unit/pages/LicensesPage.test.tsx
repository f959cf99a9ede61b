import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LicensedPackage } from '@src/config/licenses';
import { provideLicenses } from '@src/lib/licenses';
import LicensesPage from '@src/pages/LicensesPage';
import { testI18n, withI18n } from '../helpers/i18n';
import { localeTexts } from '../helpers/locales';

const i18n = testI18n('en', { info: localeTexts('en', 'info'), common: localeTexts('en', 'common') });

/** The page as the prerender renders it, from the list the build hands over. */
function render(packages: LicensedPackage[]): string {
  provideLicenses({ packages });
  return renderToString(withI18n(i18n, <LicensesPage />));
}

const MIT = { name: 'react', version: '19.3.1', license: 'MIT', source: 'https://github.com/facebook/react' };

describe('the licences page', () => {
  it('lists each library with its version, licence and source link, and says none is copyleft', () => {
    const html = render([{ name: '@codemirror/view', version: '6.43.15', license: 'MIT', source: 'https://github.com/codemirror/view' }, MIT]);
    expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight">Open-source licenses</h1>');
    expect(html).toContain('2 libraries');
    expect(html).toContain('All of them use permissive open-source licenses.');
    expect(html.indexOf('data-package="@codemirror/view"')).toBeLessThan(html.indexOf('data-package="react"'));
    expect(html).toContain('<a href="https://github.com/facebook/react" class="license-name">react</a>');
    expect(html).toMatch(/data-package="react"[^]*19\.3\.1[^]*<span class="license-id">MIT<\/span>/);
    expect(html).not.toContain('data-flag');
  });

  it('marks a copyleft library and one without a licence, and shows an LGPL licence in full', () => {
    const html = render([
      { name: 'libheif-js', version: '1.19.8', license: 'LGPL-3.0', source: 'https://github.com/catdad-experiments/libheif-js', flag: 'copyleft', licenseText: 'GNU LESSER GENERAL PUBLIC LICENSE\nVersion 3' },
      { name: 'mystery', version: '0.1.0', license: null, source: 'https://www.npmjs.com/package/mystery', flag: 'unknown' },
      MIT,
    ]);
    expect(html).toContain('2 libraries are marked below');
    expect(html).toMatch(/data-package="libheif-js"[^]*data-flag="copyleft"[^]*Copyleft license/);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Full license text of libheif-js<\/summary><pre[^>]*>GNU LESSER GENERAL PUBLIC LICENSE\nVersion 3<\/pre><\/details>/);
    expect(html).toMatch(/data-package="mystery"[^]*No license declared[^]*data-flag="unknown"/);
    expect(html.match(/data-flag=/g)).toHaveLength(2);
  });
});
