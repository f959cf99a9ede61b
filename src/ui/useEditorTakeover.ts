import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { untilLive } from '../lib/appLive';
import type { CodeEditorProps } from './editor/CodeEditor';

export interface Takeover {
  Editor: ComponentType<CodeEditorProps>;
}

let editorModule: Promise<ComponentType<CodeEditorProps>> | null = null;

/**
 * When `wanted`, the editor (src/ui/editor, its own chunk) is loaded once the page is live, to replace the field's
 * textarea: what the visitor typed before is in the tool's state by then (src/lib/earlyInput.ts replays it). Never
 * on the server, never before the page is live; offline before the chunk was cached, the textarea simply stays.
 * The swap itself is the field's (BigTextArea, OutputArea): the editor mounts beside the textarea, takes its cursor
 * and focus while both are in the page, and only then does the textarea go, in the same frame.
 */
export function useEditorTakeover(wanted: boolean): Takeover | null {
  const { i18n } = useTranslation();
  const [takeover, setTakeover] = useState<Takeover | null>(null);

  useEffect(() => {
    if (!wanted || takeover) return undefined;
    let cancelled = false;
    editorModule ??= import('./editor/CodeEditor').then((m) => m.default);
    const editorTexts = i18n.loadNamespaces('editor');
    void untilLive()
      .then(() => Promise.all([editorModule!, editorTexts]))
      .then(([Editor]) => {
        // A transition: building the editor is 30-40 ms a field on a 4×-slowed CPU, and a keystroke or tap that comes
        // meanwhile goes first rather than waiting behind it.
        if (!cancelled) startTransition(() => setTakeover({ Editor }));
      })
      .catch(() => {
        editorModule = null;
      });
    return () => {
      cancelled = true;
    };
  }, [wanted, takeover, i18n]);

  return wanted ? takeover : null;
}
