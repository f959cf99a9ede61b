import { useEffect, useRef, useState } from 'react';
import { setUntracked } from '../lib/earlyInput';
import { afterLoad } from './lazy/afterLoad';

/**
 * The first keystroke in any field of the page runs React's input path (its change event, the controlled field's
 * update and restore) for the first time, compiled on use. Once the page has loaded, is live and idle (afterLoad),
 * one keystroke is rehearsed in a hidden, inert field of its own, which then goes: the visitor's first key finds that
 * code ready.
 */
export function InputRehearsal() {
  const [phase, setPhase] = useState<'waiting' | 'typing' | 'done'>('waiting');
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => afterLoad(() => setPhase('typing')), []);

  useEffect(() => {
    const el = field.current;
    if (phase !== 'typing' || !el) return;
    if (value) {
      setPhase('done');
      return;
    }
    // As a browser types: the field's own value setter, then the input event React listens for.
    setUntracked(el, '1');
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, [phase, value]);

  if (phase !== 'typing') return null;
  return (
    <input ref={field} value={value} onChange={(e) => setValue(e.target.value)} inert aria-hidden="true" tabIndex={-1}
      className="pointer-events-none fixed left-0 top-0 h-px w-px opacity-0" />
  );
}
