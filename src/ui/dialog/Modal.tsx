import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { X } from 'lucide-react';

interface ModalProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'onCloseAutoFocus'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus goes when it closes. Radix returns it to its own Trigger, and our openers live outside the lazy
   * module that draws the dialog, so each dialog names its opener (or does what closing means to it).
   */
  onClosed: () => void;
  /** The label of the × in the corner; none: the dialog draws its own way out. */
  closeLabel?: string;
  closeClassName?: string;
  overlayClassName?: string;
  children: ReactNode;
}

/** A modal dialog (Radix: focus trap, Escape, the overlay takes the press) with our overlay and corner close. */
export function Modal({
  open, onOpenChange, onClosed, closeLabel, children,
  closeClassName = 'absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-muted focus-ring',
  overlayClassName = 'fixed inset-0 z-50 bg-black/50',
  ...content
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClassName} />
        <Dialog.Content
          {...content}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          {children}
          {closeLabel && (
            <Dialog.Close className={closeClassName} aria-label={closeLabel}>
              <X className="h-4 w-4" aria-hidden="true" />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
