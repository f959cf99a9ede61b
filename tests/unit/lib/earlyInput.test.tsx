// @vitest-environment jsdom
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { isEdited, replayEditedFields, replayHeld } from '@src/lib/earlyInput';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form as the tools write them: controlled fields whose state is shown back, so a lost value is visible. */
function Form() {
  const [text, setText] = useState('');
  const [amount, setAmount] = useState('');
  const [agree, setAgree] = useState(false);
  const [unit, setUnit] = useState('kg');
  const [mode, setMode] = useState('a');
  const [presses, setPresses] = useState(0);
  return (
    <form>
      <textarea aria-label="text" value={text} onChange={(e) => setText(e.target.value)} />
      <input aria-label="amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <input aria-label="agree" type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <select aria-label="unit" value={unit} onChange={(e) => setUnit(e.target.value)}>
        <option value="kg">kg</option>
        <option value="lb">lb</option>
      </select>
      <input aria-label="a" type="radio" name="mode" checked={mode === 'a'} onChange={() => setMode('a')} />
      <input aria-label="b" type="radio" name="mode" checked={mode === 'b'} onChange={() => setMode('b')} />
      <button type="button" onClick={() => setPresses((n) => n + 1)}>press</button>
      <output data-state={JSON.stringify({ text, amount, agree, unit, mode, presses })} />
    </form>
  );
}

const el = <T extends Element>(label: string) => document.querySelector(`[aria-label="${label}"]`) as T;
const state = () => JSON.parse(document.querySelector('output')!.getAttribute('data-state')!) as Record<string, unknown>;
const nativeValue = (field: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value);

let container: HTMLDivElement;
afterEach(() => container?.remove());

/** The prerendered page, changed by the visitor before React hydrates it (the boot script keeps React away). */
function prerenderAndEdit() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  nativeValue(el('text'), 'pasted before hydration');
  nativeValue(el('amount'), '42');
  el<HTMLInputElement>('agree').checked = true;
  el<HTMLSelectElement>('unit').selectedIndex = 1;
  el<HTMLInputElement>('b').checked = true;
}

describe('early input: what the visitor did before the page was live reaches the app', () => {
  it('without the replay, hydration adopts the typed values and the state never has them (the bug)', async () => {
    prerenderAndEdit();
    await act(async () => void hydrateRoot(container, <Form />));
    expect(el<HTMLTextAreaElement>('text').value).toBe('pasted before hydration');
    expect(state()).toMatchObject({ text: '', amount: '', agree: false, unit: 'kg', mode: 'a' });
  });

  it('every edited field is replayed into the state: text, number, checkbox, select and radio', async () => {
    prerenderAndEdit();
    await act(async () => void hydrateRoot(container, <Form />));
    expect(['text', 'amount', 'agree', 'unit', 'b'].map((l) => isEdited(el(l)))).toEqual([true, true, true, true, true]);
    expect(isEdited(el('a')), 'the radio the visitor left is not replayed itself').toBe(false);
    await act(async () => void replayEditedFields(container));
    expect(state()).toMatchObject({ text: 'pasted before hydration', amount: '42', agree: true, unit: 'lb', mode: 'b' });
    expect(el<HTMLTextAreaElement>('text').value).toBe('pasted before hydration');
  });

  it('a value the app reset in a re-render before it was live is replayed from what the boot script noted', async () => {
    prerenderAndEdit();
    await act(async () => void hydrateRoot(container, <Form />));
    // Any re-render (here: the app's own update) resets the controlled fields React has not heard of to their state.
    await act(async () => container.querySelector('button')!.click());
    expect(el<HTMLInputElement>('amount').value).toBe('');
    const noted = [{ target: el('amount'), state: '42' }, { target: el('text'), state: 'pasted before hydration' }];
    await act(async () => void replayEditedFields(container, noted));
    expect(state()).toMatchObject({ amount: '42', text: 'pasted before hydration' });
  });

  it('a kept form submission is replayed through the form (never a native reload)', async () => {
    container = document.createElement('div');
    let submitted = 0;
    const Search = () => (
      <form onSubmit={(e) => { e.preventDefault(); submitted++; }}>
        <input aria-label="q" />
      </form>
    );
    container.innerHTML = renderToString(<Search />);
    document.body.append(container);
    await act(async () => void hydrateRoot(container, <Search />));
    await act(async () => replayHeld([{ type: 'submit', target: container.querySelector('form')! }]));
    expect(submitted).toBe(1);
  });

  it('kept clicks are replayed in order on the elements still in the page', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    await act(async () => void hydrateRoot(container, <Form />));
    const button = container.querySelector('button')!;
    const gone = document.createElement('button');
    await act(async () => replayHeld([{ type: 'click', target: button }, { type: 'click', target: gone }, { type: 'click', target: button }]));
    expect(state()).toMatchObject({ presses: 2 });
  });
});
