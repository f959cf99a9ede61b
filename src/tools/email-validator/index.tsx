import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { BigTextArea } from '../../ui/BigTextArea';
import { ActionRow } from '../../ui/text/ActionRow';
import { notifyJobError } from '../../ui/jobMessages';
import { notifyError } from '../../ui/notify';
import { useTextOp } from '../../ui/useTextOp';
import { EMAIL_CHECK_ORDER, emailValidateOp, SHOWN_ROWS, validateEmails, type EmailValidateResult } from '@workers/text/emailValidate';
import { EmailResults, EmailSummary, useReasonText } from './EmailResults';
import { numberFormat } from '../../lib/intlFormat';

const NS = 'tools/email-validator';

const EXAMPLE = [
  'alice@example.com',
  'bob.smith@mail.example.org, carol+news@example.co.uk',
  'alice@EXAMPLE.com',
  'not-an-email',
  '.dave@example.com; eve..adams@example.com',
  'frank@localhost',
].join('\n');

export default function EmailValidator() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const [input, setInput] = useState('');
  const [result, setResult] = useState<EmailValidateResult | null>(null);
  const { compute, cancel, job } = useTextOp('emailValidate', emailValidateOp);
  const reasonText = useReasonText();
  const fmt = numberFormat(i18n.resolvedLanguage);
  const onInput = useCallback((value: string) => setInput(value), []);

  const run = async () => {
    if (input.trim() === '') {
      setResult(null);
      notifyError(t('enterEmails'));
      return;
    }
    try {
      setResult(await compute(input, {}));
    } catch (err) {
      notifyJobError(err);
    }
  };

  return (
    <ToolLayout
      toolId="email-validator"
      onExample={() => {
        cancel();
        setInput(EXAMPLE);
        setResult(validateEmails(EXAMPLE));
      }}
      onClear={() => {
        cancel();
        setInput('');
        setResult(null);
      }}
      copyValue={() => result?.validList ?? ''}
      hasResult={!!result}
      download={{
        filename: 'valid-emails.txt',
        content: () => result?.validList ?? '',
        emptyMessage: result ? t('noValid') : t('enterEmails'),
      }}
      job={{ state: job, onCancel: cancel }}
    >
      <BigTextArea
        label={t('inputLabel')}
        placeholder={t('inputPlaceholder')}
        value={input}
        onChange={onInput}
        fileAccept=".txt,.csv,text/plain,text/csv"
        hint={t('inputHint')}
      />
      <ActionRow
        icon={MailCheck}
        label={t('validate')}
        onClick={() => void run()}
        status={result && t('status', { valid: fmt.format(result.valid), total: fmt.format(result.total) })}
      />
      {result && (
        <>
          <EmailSummary result={result} fmt={fmt} />
          <p className="text-sm text-muted-foreground">{t('copyNote', { shown: fmt.format(SHOWN_ROWS) })}</p>
          <EmailResults result={result} fmt={fmt} />
        </>
      )}
      <section className="rounded-lg border border-border bg-muted/40 p-3 text-sm" aria-labelledby="email-rules-heading">
        <h2 id="email-rules-heading" className="mb-2 font-semibold">{t('rules.title')}</h2>
        <p className="mb-2 text-muted-foreground">{t('rules.intro')}</p>
        <ol className="list-decimal space-y-1 pl-5" data-testid="email-rules">
          {EMAIL_CHECK_ORDER.map((reason) => (
            <li key={reason}>{reasonText(reason)}</li>
          ))}
        </ol>
        <p className="mt-2 text-muted-foreground">{t('rules.format')}</p>
        <p className="mt-2 text-muted-foreground">{t('rules.splitting')}</p>
      </section>
    </ToolLayout>
  );
}
