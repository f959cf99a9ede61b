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
  /** What the arrow keys move between: the choices' selector (`[data-send-choice]`, ToolChoiceList's). */
  choices: string;
  /** The panel's width class. */
  width: string;
  'data-testid': string;
  children: ReactNode;
}

/** Arrow keys move between the dialog's choices, as in a menu; Tab still works. */
function moveFocus(e: KeyboardEvent<HTMLElement>, choices: string) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(choices)];
  if (!items.length) return;
  e.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = e.key === 'ArrowDown' ? (at + 1) % items.length : at <= 0 ? items.length - 1 : at - 1;
  items[next]?.focus();
}

/** A centred dialog to choose from (Send to…, Add step): its title and description, a filter and lists below. */
export function ChoiceModal({ title, description, width, choices, children, ...modal }: ChoiceModalProps) {
  return (
    <Modal
      {...modal}
      onKeyDown={(e) => moveFocus(e, choices)}
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
