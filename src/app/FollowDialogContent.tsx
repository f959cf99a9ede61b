import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/lazy/toast';
import { ClipboardCopy } from 'lucide-react';
import type { SocialAccount } from '../config/site';
import { copyText } from '../lib/clipboard';
import { Button } from '../ui/Button';
import { Modal } from '../ui/dialog/Modal';

interface Props {
  account: SocialAccount;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: Radix returns focus to its own Trigger, which lives outside this lazy module. */
  opener: RefObject<HTMLButtonElement | null>;
}

/** The dialog itself, loaded when its button is first pressed (Radix Dialog stays out of the first load). */
export default function FollowDialogContent({ account, open, onOpenChange, opener }: Props) {
  const { t } = useTranslation('common');
  const name = t(account.labelKey);
  const copy = async () => {
    try {
      await copyText(account.accountId);
      toast.success(t('footer.accountCopied'));
    } catch {
      toast.error(t('messages.copyFailed'));
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => opener.current?.focus()}
      closeLabel={t('footer.close')}
      className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-xl">
      <Dialog.Title className="text-lg font-semibold">{t('footer.followUs')}: {name}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted-foreground">
        {t('footer.followDialogDescription', { name })}
      </Dialog.Description>
      {account.qrImage && (
        <img src={account.qrImage} alt={t('footer.qrAlt', { name })} width={160} height={160} className="mx-auto my-4 h-40 w-40 rounded-md bg-white p-2" />
      )}
      <div className="mt-4 flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-2">
        <div>
          <div className="text-xs text-muted-foreground">{t('footer.accountId')}</div>
          <div className="font-mono text-sm" data-testid="account-id">{account.accountId}</div>
        </div>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <ClipboardCopy className="h-4 w-4" aria-hidden="true" /> {t('footer.copyAccount')}
        </Button>
      </div>
      <div className="mt-4 flex justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" size="sm">{t('footer.close')}</Button>
        </Dialog.Close>
      </div>
    </Modal>
  );
}
