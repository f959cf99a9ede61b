import * as Dialog from '@radix-ui/react-dialog';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Modal } from './Modal';

interface ChoiceModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  closeLabel: string;
  title: ReactNode;
  description: ReactNode;
  /** Arrow keys through the choices (ToolChoiceList's moveFocus). */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** The panel's width class. */
  width: string;
  'data-testid': string;
  children: ReactNode;
}

/** A centred dialog to choose from (Send to…, Add step): its title and description, a filter and lists below. */
export function ChoiceModal({ title, description, width, children, ...modal }: ChoiceModalProps) {
  return (
    <Modal
      {...modal}
      className={cn(
        'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl',
        width,
      )}
    >
      <Dialog.Title className="pr-10 text-lg font-semibold">{title}</Dialog.Title>
      <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
      {children}
    </Modal>
  );
}
