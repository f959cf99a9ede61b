import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { takeHandoff } from '../lib/handoff';
import { consumeLaunchedFiles } from '../lib/launchFiles';
import { notifyError, notifySuccess } from './notify';
import { useToolPage } from './toolContext';

/**
 * The shared big-text field's part in "Send to…": the first such field on a tool page is its main
 * input. It takes a text another tool handed over (src/lib/handoff.ts) when the page opens, or a file the installed
 * site was opened with (src/lib/launchFiles.ts), and keeps ToolLayout informed of its value (for "Add to a recipe").
 */
export function useToolInput(value: string, onChange: (value: string) => void): void {
  const page = useToolPage();
  const id = useId();
  const { t } = useTranslation(['common', 'catalog']);

  useEffect(() => {
    if (!page) return undefined;
    if (page.mainInput.owner === null) page.mainInput.owner = id;
    if (page.mainInput.owner !== id) return undefined;
    // After the page's own mount effects (a tool reading its URL fragment sets its fields then): a task later.
    const timer = setTimeout(() => {
      consumeLaunchedFiles(([file]) => {
        file!.text().then(
          (text) => {
            onChange(text);
            notifySuccess(t('common:share.openedFile', { name: file!.name }));
          },
          () => notifyError(t('common:files.readFailed')),
        );
      });
      const received = takeHandoff(page.toolId);
      if (!received) return;
      onChange(received.text);
      notifySuccess(received.from ? t('common:sendTo.received', { tool: t(`catalog:tools.${received.from}.title`) }) : t('common:share.receivedText'));
    }, 0);
    return () => {
      clearTimeout(timer);
      if (page.mainInput.owner === id) {
        page.mainInput.owner = null;
        page.mainInput.value = '';
      }
    };
    // Once per mounted field: the hand-off is for the page as it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, id]);

  useEffect(() => {
    if (page && page.mainInput.owner === id) page.mainInput.value = value;
  }, [page, id, value]);
}
