import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { useTextTool } from '../../ui/text/useTextTool';
import { TextOpPage } from '../../ui/text/TextOpPage';
import { isBlank } from '../../lib/isBlank';
import { notifyStock } from '../../ui/notify';
import { htmlToTextOp } from '@workers/text/htmlToText';

export default function HtmlToText() {
  const { t } = useTranslation('tools/html-to-text');
  const tool = useTextTool('htmlToText', htmlToTextOp, {}, {
    output: (text) => text,
    succeeded: () => notifyStock('converted'),
    empty: isBlank,
  });

  return (
    <TextOpPage
      toolId="html-to-text"
      tool={tool}
      example={t('example')}
      input={{ label: t('inputLabel'), placeholder: t('inputPlaceholder'), fileAccept: '.html,.htm,text/html,text/plain', language: 'html' }}
      action={{ icon: FileText, label: t('convert') }}
    />
  );
}
