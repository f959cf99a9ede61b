import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck, ShieldX } from 'lucide-react';
import { BigTextArea } from '../../ui/BigTextArea';
import { CheckboxField, InputField, SelectField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { notifyError } from '../../ui/notify';
import { verifyJwt, type KeyKind, type VerifyResult } from './logic';

const NS = 'tools/jwt-decoder';

interface Props {
  token: string;
  alg: string | null;
  secret: string;
  setSecret: (v: string) => void;
  kind: KeyKind;
  setKind: (k: KeyKind) => void;
}

/** Signature check with a secret or a public key (jose, loaded on first use). Nothing is sent anywhere. */
export function Verify({ token, alg, secret, setSecret, kind, setKind }: Props) {
  const { t } = useTranslation(NS);
  const [publicKey, setPublicKey] = useState('');
  const [base64, setBase64] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ token: string; value: VerifyResult } | null>(null);

  const verify = async () => {
    if (token.trim() === '') {
      notifyError(t('enterToken'));
      return;
    }
    setBusy(true);
    try {
      const value = await verifyJwt(token, kind, kind === 'secret' ? secret : publicKey, base64);
      setResult({ token, value });
    } catch {
      setResult({ token, value: { ok: false, reason: 'badKey' } });
    } finally {
      setBusy(false);
    }
  };

  // A result belongs to the token it was computed for.
  const shown = result && result.token === token ? result.value : null;

  return (
    <section aria-labelledby="jwt-verify" className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4">
      <h2 id="jwt-verify" className="text-lg font-semibold">{t('verify.title')}</h2>
      <SelectField label={t('verify.keyKind')} value={kind} onChange={(e) => { setKind(e.target.value as KeyKind); setResult(null); }}>
        <option value="secret">{t('verify.secretOption')}</option>
        <option value="publicKey">{t('verify.publicKeyOption')}</option>
      </SelectField>
      {kind === 'secret' ? (
        <>
          <InputField label={t('verify.secret')} value={secret} onChange={(e) => { setSecret(e.target.value); setResult(null); }}
            autoComplete="off" spellCheck={false} className="font-mono" />
          <CheckboxField label={t('verify.base64')} checked={base64} onChange={(v) => { setBase64(v); setResult(null); }} />
        </>
      ) : (
        <BigTextArea label={t('verify.publicKey')} value={publicKey} onChange={setPublicKey} placeholder={t('verify.publicKeyPlaceholder')} rows={6} />
      )}
      <p className="text-xs text-muted-foreground">{t('verify.hint', { alg: alg ?? '—' })}</p>
      <div>
        <Button onClick={() => void verify()} disabled={busy}>{t('verify.button')}</Button>
      </div>
      {shown && (
        <div role="status" data-testid="jwt-verify-result"
          className={`flex items-start gap-2 rounded-md border p-3 text-sm font-medium ${shown.ok
            ? 'border-green-600/40 bg-green-600/10 text-green-800 dark:text-green-300'
            : 'border-destructive bg-background text-destructive'}`}>
          {shown.ok ? <ShieldCheck className="h-5 w-5 shrink-0" aria-hidden="true" /> : <ShieldX className="h-5 w-5 shrink-0" aria-hidden="true" />}
          <span>
            {shown.ok ? t('verify.ok', { alg: shown.alg }) : t(`verify.${shown.reason}`, { alg: shown.alg ?? '' })}
            {!shown.ok && shown.detail && <span className="mt-1 block text-xs font-normal">{shown.detail}</span>}
          </span>
        </div>
      )}
    </section>
  );
}
