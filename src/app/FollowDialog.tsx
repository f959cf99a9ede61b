import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialAccount } from '../config/site';
import { Button } from '../ui/Button';

const FollowDialogContent = lazy(() => import('./FollowDialogContent'));

export function FollowDialog({ account }: { account: SocialAccount }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        data-testid={`follow-${account.id}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: account.color }} aria-hidden="true" />
        {t(account.labelKey)}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <FollowDialogContent account={account} open={open} onOpenChange={setOpen} opener={button} />
        </Suspense>
      )}
    </>
  );
}
